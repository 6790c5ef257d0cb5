import { fitBarcode } from '../../src/label/barcode-fit';
import { assertDrawableBarcode } from '../../src/label/barcode-rules';
import { dotMm, wholeDots, type PrinterDpi } from '../../src/label/printer-resolution';
import { barsOptions, measureOptions, type Code128Options } from './code128-options';
import { toError } from './to-error';

/** A PNG as drawn by bwip-js, with its pixel size. */
export type RasterPng = { bytes: Uint8Array<ArrayBuffer>; widthPx: number; heightPx: number };

/** Draws Code 128 options to a PNG: bwip-js toBuffer in Node, OffscreenCanvas in the worker. */
export type RasterizeCode128 = (options: Code128Options) => Promise<RasterPng>;

/** The barcode image, one pixel per printer dot, and the size it prints at: each module whole dots. */
export type BarcodePng = RasterPng & { widthMm: number; heightMm: number; moduleDots: number; dpi: PrinterDpi };

/** Where the bars go: the width they may take and how tall they are, in mm. */
export type BarcodeBox = { widthMm: number; heightMm: number };

const draw = async (rasterize: RasterizeCode128, options: Code128Options): Promise<RasterPng> => {
  try {
    return await rasterize(options);
  } catch (thrown) {
    throw toError(thrown, 'bwip-js could not draw the barcode');
  }
};

/**
 * Encodes the value as Code 128 for a printer of `dpi`, as wide as the box allows with whole-dot modules.
 * Null when even one dot per module is too wide for the box; values that are not Code 128 or too long throw.
 */
export const createBarcodePng = async (
  value: string,
  box: BarcodeBox,
  dpi: PrinterDpi,
  rasterize: RasterizeCode128,
): Promise<BarcodePng | null> => {
  assertDrawableBarcode(value);
  // The first pass learns the module count (1 px per module); bwip-js optimises code sets, so we don't guess it.
  const measured = await draw(rasterize, measureOptions(value));
  const fit = fitBarcode(measured.widthPx, box.widthMm, dpi);
  if (fit === null) return null;
  const png = await draw(rasterize, barsOptions(value, fit.moduleDots, Math.max(1, wholeDots(box.heightMm, dpi))));
  return { ...png, widthMm: png.widthPx * dotMm(dpi), heightMm: png.heightPx * dotMm(dpi), moduleDots: fit.moduleDots, dpi };
};
