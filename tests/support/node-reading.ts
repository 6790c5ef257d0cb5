import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { grownWithin } from '../../src/cropper/rect-areas';
import type { PageReading, ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { codesInPixels, type ReadBarcodes } from '../../workers/cropper/read-codes';
import { pdfTextPieces } from '../../workers/cropper/text-runs';
import { renderPdfPageRgba } from './render-pdf-page';

// A page read in Node as the cropper's worker reads it: pdf.js's text content, and ZXing (its WebAssembly loaded from
// the package) on each label's area drawn at the worker's 8 px/mm, with the worker's own options and placing.

const READ_PX_PER_MM = 8;
const MARGIN_MM = 3;

let prepared = false;
const prepare = (): void => {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  prepared = true;
};

/** ZXing's reading in Node, its WebAssembly loaded from the package: as the worker's decoder calls it. */
export const readBarcodesInNode: ReadBarcodes = (pixels, options) => {
  prepare();
  return readBarcodes(pixels, options);
};

/** Page `pageIndex` of a PDF read for the labels at `labels`. */
export async function readPdfPageInNode(bytes: Uint8Array, pageIndex: number, labels: readonly Rect[]): Promise<PageReading> {
  prepare();
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const text = await pdfTextPieces(pdf as unknown as PDFDocumentProxy, pageIndex);
    const { rgba, width, height } = await renderPdfPageRgba(bytes, pageIndex, READ_PX_PER_MM);
    const codes: ReadCode[] = [];
    const page = { xMm: 0, yMm: 0, widthMm: width / READ_PX_PER_MM, heightMm: height / READ_PX_PER_MM };
    const searched = labels.flatMap((label) => grownWithin(label, MARGIN_MM, page) ?? []);
    for (const area of searched) {
      const [left, top] = [Math.round(area.xMm * READ_PX_PER_MM), Math.round(area.yMm * READ_PX_PER_MM)];
      const [w, h] = [Math.min(width - left, Math.round(area.widthMm * READ_PX_PER_MM)), Math.min(height - top, Math.round(area.heightMm * READ_PX_PER_MM))];
      const data = new Uint8ClampedArray(w * h * 4);
      for (let y = 0; y < h; y += 1) data.set(rgba.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
      const pixels = { data, width: w, height: h, colorSpace: 'srgb' } as unknown as ImageData;
      codes.push(...(await codesInPixels(readBarcodesInNode, pixels, { ...area, xMm: left / READ_PX_PER_MM, yMm: top / READ_PX_PER_MM }, READ_PX_PER_MM, 'drawn')));
    }
    return { text, codes, searched };
  } finally {
    await pdf.destroy();
  }
}
