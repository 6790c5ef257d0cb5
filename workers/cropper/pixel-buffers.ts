import { keptPool } from './kept-pool';

// Buffers for pixels read off a canvas, kept and used again. Memory never touched before is slow to fill (each new page
// of it faults into the process: on this project's test machines a fresh 4 MB took 12 ms to write, a kept one 0.5 ms),
// and the cropper reads a few MB of pixels for every page it looks at and every label it reads.

/** Bytes of idle buffers kept at most: a few labels' pictures at 8 px/mm. */
const KEPT_BYTES = 32 * 1024 * 1024;

export { KEPT_FOR_MS } from './kept-pool';

const kept = keptPool((buffer: ArrayBuffer) => buffer.byteLength, KEPT_BYTES);

/** A buffer of at least `bytes`: the smallest idle one that is large enough, or a new one. */
export function takeBuffer(bytes: number): ArrayBuffer {
  const smallestFitting = (idle: readonly ArrayBuffer[]): number =>
    idle.reduce((best, buffer, at) => (buffer.byteLength >= bytes && (best < 0 || buffer.byteLength < (idle[best] as ArrayBuffer).byteLength) ? at : best), -1);
  return kept.take(smallestFitting) ?? new ArrayBuffer(bytes);
}

/** A buffer done with, kept for the next picture while there is room (one handed to another thread is gone: not kept). */
export function giveBack(buffer: ArrayBuffer): void {
  if (buffer.byteLength > 0) kept.keep(buffer);
}
