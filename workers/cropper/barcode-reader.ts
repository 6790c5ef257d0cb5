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

/** Each dot inked or not at half grey, as a thermal printer's head (or a laser's screen, near enough) decides it. */
function printedDots(pixels: ImageData): ImageData {
  const { data } = pixels;
  for (let at = 0; at < data.length; at += 4) {
    const luma = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
    const ink = luma < 128 ? 0 : 255;
    data[at] = ink;
    data[at + 1] = ink;
    data[at + 2] = ink;
  }
  return pixels;
}

/**
 * The codes in pixels that show `area` (page mm) at `pxPerMm`, placed back on the page; found but undecoded ones too,
 * as damaged. `formats` narrows the search to the kinds expected; `asPrinted` first turns each pixel into a dot, inked
 * or not.
 */
export async function codesIn(pixels: ImageData, area: Rect, pxPerMm: number, formats: readonly CodeFormat[] = READ_FORMATS, asPrinted = false): Promise<ReadCode[]> {
  prepare();
  if (asPrinted) printedDots(pixels);
  // Labels print dark on light at a few dots a module: looking for inverted codes and in smaller copies found nothing
  // more on the carrier fixtures, at twice the time.
  const results = await readBarcodes(pixels, { formats: [...formats], tryHarder: true, tryInvert: false, tryDownscale: false, returnErrors: true, maxNumberOfSymbols: MOST_CODES });
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
