import type { Binarizer, ReaderOptions, ReadResult } from 'zxing-wasm/reader';
import { READ_FORMATS, type CodeFormat, type ReadCode } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';

// How the cropper asks ZXing for a label's codes, and what it makes of the answer: each code placed back on the page in
// mm. Shared by the decoder and the Node tests, which load ZXing's WebAssembly their own way.

/** The most codes a label is searched for: a carrier's label has two or three. */
const MOST_CODES = 12;

/** How pixels came to be: a PDF's page drawn (clean ink), dots as printed (each inked or not already), or a picture (a photo, a scan). */
export type PixelSource = 'drawn' | 'printed' | 'picture';

/**
 * Labels print dark on light at a few dots a module: looking for inverted codes and in smaller copies found nothing
 * more on the carrier fixtures, at twice the time. Codes found but not decodable are returned too (damaged). Clean ink
 * is read at one threshold (`FixedThreshold`, half the time of ZXing's local one); a picture's light varies across it.
 */
export const readerOptions = (formats: readonly CodeFormat[] = READ_FORMATS, binarizer: Binarizer = 'LocalAverage'): ReaderOptions => ({
  formats: [...formats],
  binarizer,
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

/** ZXing's reading of pixels with the options given (its WebAssembly loaded by the caller: the browser's or Node's). */
export type ReadBarcodes = (pixels: ImageData, options: ReaderOptions) => Promise<ReadResult[]>;

/**
 * The codes in pixels showing `area` (page mm) at `pxPerMm`, of the kinds `formats`, as read for their `source`: printed
 * dots made first and read at one threshold; a drawn page at one threshold, then again at the local one where that left
 * a code undecoded or found none (an image in the PDF, a scan); a picture at the local one.
 */
export async function codesInPixels(read: ReadBarcodes, pixels: ImageData, area: Rect, pxPerMm: number, source: PixelSource, formats?: readonly CodeFormat[]): Promise<ReadCode[]> {
  if (source === 'picture') return codesOfResults(await read(pixels, readerOptions(formats)), area, pxPerMm);
  if (source === 'printed') printedDots(pixels);
  const clean = await read(pixels, readerOptions(formats, 'FixedThreshold'));
  const settled = source === 'printed' || (clean.length > 0 && clean.every((result) => result.isValid));
  return codesOfResults(settled ? clean : await read(pixels, readerOptions(formats)), area, pxPerMm);
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
