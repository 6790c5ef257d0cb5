import { letGoWhenIdle } from './let-go-when-idle';

// Buffers for pixels read off a canvas, kept and used again. Memory never touched before is slow to fill (each new page
// of it faults into the process: on this project's test machines a fresh 4 MB took 12 ms to write, a kept one 0.5 ms),
// and the cropper reads a few MB of pixels for every page it looks at and every label it reads.

/** Bytes of idle buffers kept at most: a few labels' pictures at 8 px/mm. */
const KEPT_BYTES = 32 * 1024 * 1024;

/** How long kept buffers outlive the last picture: the next page comes within it, a visitor's pause does not. */
export const KEPT_FOR_MS = 10_000;

const idle: ArrayBuffer[] = [];
const stillUsed = letGoWhenIdle(() => void idle.splice(0), KEPT_FOR_MS);

/** A buffer of at least `bytes`: the smallest idle one that is large enough, or a new one. */
export function takeBuffer(bytes: number): ArrayBuffer {
  let best = -1;
  idle.forEach((buffer, at) => {
    if (buffer.byteLength >= bytes && (best < 0 || buffer.byteLength < (idle[best] as ArrayBuffer).byteLength)) best = at;
  });
  return best < 0 ? new ArrayBuffer(bytes) : (idle.splice(best, 1)[0] as ArrayBuffer);
}

/** A buffer done with, kept for the next picture while there is room (one handed to another thread is gone: not kept). */
export function giveBack(buffer: ArrayBuffer): void {
  if (buffer.byteLength === 0 || idle.includes(buffer)) return;
  idle.push(buffer);
  stillUsed();
  let kept = idle.reduce((sum, each) => sum + each.byteLength, 0);
  // The oldest go first.
  while (kept > KEPT_BYTES && idle.length > 0) kept -= (idle.shift() as ArrayBuffer).byteLength;
}
