import type { ReaderOptions, ReadResult } from 'zxing-wasm/reader';
import { READ_FORMATS, type CodeFormat, type ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';

// How the cropper asks ZXing for a label's codes, and what it makes of the answer: each code placed back on the page in
// mm. Shared by the decoder and the Node tests, which load ZXing's WebAssembly their own way.

/** The most codes a label is searched for: a carrier's label has two or three. */
const MOST_CODES = 12;

/**
 * Labels print dark on light at a few dots a module: looking for inverted codes and in smaller copies found nothing
 * more on the carrier fixtures, at twice the time. Codes found but not decodable are returned too (damaged).
 */
export const readerOptions = (formats: readonly CodeFormat[] = READ_FORMATS): ReaderOptions => ({
  formats: [...formats],
  tryHarder: true,
  tryInvert: false,
  tryDownscale: false,
  returnErrors: true,
  maxNumberOfSymbols: MOST_CODES,
});

const formatOf = (result: ReadResult): CodeFormat | null => READ_FORMATS.find((known) => result.format === known || result.symbology === known) ?? null;

/** ZXing's results for pixels showing `area` (page mm) at `pxPerMm`, as codes on the page. */
export function codesOfResults(results: readonly ReadResult[], area: Rect, pxPerMm: number): ReadCode[] {
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

/** Each dot inked or not at half grey, as a thermal printer's head (or a laser's screen, near enough) decides it. */
export function printedDots(pixels: ImageData): ImageData {
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
