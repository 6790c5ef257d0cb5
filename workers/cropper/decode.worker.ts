// The cropper's barcode decoder: a worker the cropper's worker starts, so that codes are decoded on another core while
// the next page is drawn. It runs zxing-wasm only (barcode-reader.ts); it may import nothing of the page.
import { expose, transfer } from 'comlink';
import type { CodeFormat, ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { codesIn } from './barcode-reader';
import type { PixelSource } from './read-codes';

/** An image's pixels as they travel: a buffer starting with its RGBA bytes (handed over, not copied) and its size. */
export type BarePixels = { data: ArrayBuffer; width: number; height: number };

const api = {
  /** The codes, and the buffer handed back to be used again. */
  async codesIn(pixels: BarePixels, area: Rect, pxPerMm: number, source: PixelSource, formats?: readonly CodeFormat[]): Promise<{ codes: ReadCode[]; buffer: ArrayBuffer }> {
    const { data, width, height } = pixels;
    const codes = await codesIn(new ImageData(new Uint8ClampedArray(data, 0, width * height * 4), width, height), area, pxPerMm, source, formats);
    return transfer({ codes, buffer: data }, [data]);
  },
};

export type DecodeWorkerApi = typeof api;

expose(api);
