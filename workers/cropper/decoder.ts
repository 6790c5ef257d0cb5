import { transfer, wrap, type Remote } from 'comlink';
import type { CodeFormat, ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import type { DecodeWorkerApi } from './decode.worker';
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
      reject(new Error('The barcode decoder stopped.'));
    }),
  );
  failed.catch(() => undefined);
  return (decoder = { remote: wrap<DecodeWorkerApi>(worker), failed });
}

/**
 * The codes in `pixels` (showing `area` of the page at `pxPerMm`), read as their `source` needs, of the kinds `formats`
 * (all the cropper reads, if none given).
 */
export async function decodeCodes(pixels: ImageData, area: Rect, pxPerMm: number, source: PixelSource, formats?: readonly CodeFormat[]): Promise<ReadCode[]> {
  const running = started();
  // A decoder that fails rejects what it held (the pixels went with it); the next call decodes here.
  if (running) return Promise.race([running.remote.codesIn(transfer(pixels, [pixels.data.buffer]), area, pxPerMm, source, formats), running.failed]);
  const { codesIn } = await import('./barcode-reader');
  return codesIn(pixels, area, pxPerMm, source, formats);
}

/**
 * Runs jobs with at most `limit` unfinished at once (pixels waiting to be decoded take memory: a 4 × 6 label is 4 MB),
 * keeping their results in order.
 */
export function boundedQueue<T>(limit: number) {
  const running: Promise<unknown>[] = [];
  const results: Promise<T>[] = [];
  return {
    async add(job: () => Promise<T>): Promise<void> {
      while (running.length >= limit) await Promise.race(running).catch(() => undefined);
      const promise = job();
      results.push(promise);
      const done = promise.finally(() => running.splice(running.indexOf(done), 1));
      running.push(done);
    },
    all: (): Promise<T[]> => Promise.all(results),
  };
}
