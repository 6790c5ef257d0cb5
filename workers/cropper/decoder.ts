import { transfer, wrap, type Remote } from 'comlink';
import type { CodeFormat, ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { cropperFailure } from '../../src/cropper/cropper-failures';
import type { BarePixels, DecodeWorkerApi } from './decode.worker';
import { giveBack } from './pixel-buffers';
import type { PixelSource } from './read-codes';

// Barcodes decoded beside the cropper's worker, in a worker of its own: the pixels are handed over (not copied) and the
// cropper goes on drawing the next page meanwhile. Where a worker cannot start one (or it fails), codes are decoded here.

type Decoder = { remote: Remote<DecodeWorkerApi>; failed: Promise<never> };

let decoder: Decoder | null | undefined;

function started(): Decoder | null {
  if (decoder !== undefined) return decoder;
  if (typeof Worker === 'undefined') return (decoder = null);
  const worker = new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module', name: 'barcode-decoder' });
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      decoder = null;
      reject(cropperFailure('decoder-stopped'));
    }),
  );
  failed.catch(() => undefined);
  return (decoder = { remote: wrap<DecodeWorkerApi>(worker), failed });
}

/**
 * The codes in `pixels` (showing `area` of the page at `pxPerMm`), read as their `source` needs, of the kinds `formats`
 * (all the cropper reads, if none given). The pixels' buffer is the decoder's until it answers, then kept for the next
 * picture (pixel-buffers.ts).
 */
export async function decodeCodes(pixels: ImageData, area: Rect, pxPerMm: number, source: PixelSource, formats?: readonly CodeFormat[]): Promise<ReadCode[]> {
  const running = started();
  // A decoder that fails rejects what it held (the pixels went with it); the next call decodes here.
  // Its buffer goes alone: an ImageData posted whole is copied byte by byte, into the message and out of it again.
  if (running) {
    const bare: BarePixels = { data: pixels.data.buffer, width: pixels.width, height: pixels.height };
    const { codes, buffer } = await Promise.race([running.remote.codesIn(transfer(bare, [bare.data]), area, pxPerMm, source, formats), running.failed]);
    giveBack(buffer);
    return codes;
  }
  const { codesIn } = await import('./barcode-reader');
  const codes = await codesIn(pixels, area, pxPerMm, source, formats);
  giveBack(pixels.data.buffer);
  return codes;
}

/**
 * Starts jobs with at most `limit` unfinished at once, each once there is room (pictures waiting to be decoded take
 * memory: a 4 × 6 label at 8 px/mm is 4 MB). The job's result is handed back in a box, so the caller goes on without
 * waiting for it.
 */
export function roomFor(limit: number) {
  const running = new Set<Promise<void>>();
  return async <T>(job: () => Promise<T>): Promise<{ result: Promise<T> }> => {
    while (running.size >= limit) await Promise.race(running);
    const result = job();
    const settled: Promise<void> = result.then(
      () => void running.delete(settled),
      () => void running.delete(settled),
    );
    running.add(settled);
    return { result };
  };
}

/** Runs jobs with at most `limit` unfinished at once (see roomFor), keeping their results in order. */
export function boundedQueue<T>(limit: number) {
  const start = roomFor(limit);
  const results: Promise<T>[] = [];
  return {
    async add(job: () => Promise<T>): Promise<void> {
      results.push((await start(job)).result);
    },
    all: (): Promise<T[]> => Promise.all(results),
  };
}
