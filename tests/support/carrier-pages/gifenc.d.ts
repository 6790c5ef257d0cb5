// The part of gifenc (a GIF encoder without type declarations of its own) the carrier page fixtures use.
declare module 'gifenc' {
  /** An encoder: each frame is one palette index a pixel, row by row; `bytes()` is the GIF file once finished. */
  export function GIFEncoder(): {
    writeFrame(index: Uint8Array, width: number, height: number, options: { palette: number[][] }): void;
    finish(): void;
    bytes(): Uint8Array;
  };
}
