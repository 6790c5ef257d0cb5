// A picture in one bit a dot, as a ZPL graphic field holds it: rows of bytes, the most significant bit leftmost, a set
// bit printed black. Made from greys by a plain threshold: no dithering, which would break thin strokes into dots.

export type OneBitImage = { width: number; height: number; rowBytes: number; bits: Uint8Array<ArrayBuffer> };

/** Grey at or below which a pixel prints black: half way, so strokes keep the width the PDF gives them. */
export const INK_THRESHOLD = 127;

/** Greys (0 black … 255 white, one byte a pixel, row after row) as one bit a dot. */
export function oneBitFromGrey(grey: Uint8Array | Uint8ClampedArray, width: number, height: number): OneBitImage {
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((grey[y * width + x] ?? 255) <= INK_THRESHOLD) bits[y * rowBytes + (x >> 3)] = (bits[y * rowBytes + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return { width, height, rowBytes, bits };
}
