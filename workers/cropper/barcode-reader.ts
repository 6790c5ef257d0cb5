// Barcodes read with ZXing-C++ as WebAssembly (zxing-wasm): its .wasm is the site's own file (never its CDN's), kept by
// the offline copy, fetched the first time a page is read.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeFormat, ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { codesInPixels, type PixelSource } from './read-codes';

let prepared = false;

/** Points the reader at the site's copy of its WebAssembly, once. */
const prepare = (): void => {
  if (prepared) return;
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path) } });
  prepared = true;
};

/**
 * The codes in pixels that show `area` (page mm) at `pxPerMm`, placed back on the page; found but undecoded ones too,
 * as damaged. They are read as their `source` needs (read-codes.ts); `formats` narrows the search to the kinds expected.
 */
export async function codesIn(pixels: ImageData, area: Rect, pxPerMm: number, source: PixelSource, formats?: readonly CodeFormat[]): Promise<ReadCode[]> {
  prepare();
  return codesInPixels(readBarcodes, pixels, area, pxPerMm, source, formats);
}
