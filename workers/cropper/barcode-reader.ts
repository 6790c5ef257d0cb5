// Barcodes read with ZXing-C++ as WebAssembly (zxing-wasm): its .wasm is the site's own file (never its CDN's), kept by
// the offline copy, fetched the first time a page is read.
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { READ_FORMATS, type CodeFormat, type ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';

let prepared = false;

/** Points the reader at the site's copy of its WebAssembly, once. */
const prepare = (): void => {
  if (prepared) return;
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path) } });
  prepared = true;
};

/** The most codes a label is searched for: a carrier's label has two or three. */
const MOST_CODES = 12;

const formatOf = (result: ReadResult): CodeFormat | null => {
  const format = READ_FORMATS.find((known) => result.format === known || result.symbology === known);
  return format ?? null;
};

/**
 * The codes in pixels that show `area` (page mm) at `pxPerMm`, placed back on the page; found but undecoded ones too,
 * as damaged. `formats` narrows the search to the kinds expected.
 */
export async function codesIn(pixels: ImageData, area: Rect, pxPerMm: number, formats: readonly CodeFormat[] = READ_FORMATS): Promise<ReadCode[]> {
  prepare();
  const results = await readBarcodes(pixels, { formats: [...formats], tryHarder: true, returnErrors: true, maxNumberOfSymbols: MOST_CODES });
  return results.flatMap((result): ReadCode[] => {
    const format = formatOf(result);
    if (format === null) return [];
    const { topLeft, topRight, bottomLeft, bottomRight } = result.position;
    const xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x];
    const ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y];
    const box = {
      xMm: area.xMm + Math.min(...xs) / pxPerMm,
      yMm: area.yMm + Math.min(...ys) / pxPerMm,
      widthMm: (Math.max(...xs) - Math.min(...xs)) / pxPerMm,
      heightMm: (Math.max(...ys) - Math.min(...ys)) / pxPerMm,
    };
    return [{ format, text: result.isValid ? result.text : '', decoded: result.isValid, box }];
  });
}
