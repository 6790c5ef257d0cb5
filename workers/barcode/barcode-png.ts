import { assertDrawableBarcode } from '../../src/label/barcode-rules';
import { measureOptions, planBarcode, renderOptions } from './code128-options';
import type { Code128Options } from './code128-options';
import { toError } from './to-error';

/** A PNG as drawn by bwip-js, with its pixel size. */
export type RasterPng = { bytes: Uint8Array<ArrayBuffer>; widthPx: number; heightPx: number };

/** Draws Code 128 options to a PNG: bwip-js toBuffer in Node, OffscreenCanvas in the worker. */
export type RasterizeCode128 = (options: Code128Options) => Promise<RasterPng>;

/** The barcode image plus the size to place it at, so each module stays whole pixels at ≥ 300 dpi. */
export type BarcodePng = RasterPng & { widthMm: number; heightMm: number };

const draw = async (rasterize: RasterizeCode128, options: Code128Options): Promise<RasterPng> => {
  try {
    return await rasterize(options);
  } catch (thrown) {
    throw toError(thrown, 'bwip-js could not draw the barcode');
  }
};

/** Encodes the value as Code 128; rejects values too long or not Code 128 instead of scanning as garbage. */
export const createBarcodePng = async (value: string, rasterize: RasterizeCode128): Promise<BarcodePng> => {
  assertDrawableBarcode(value);
  // The first pass learns the module count (1 px per module); bwip-js optimises code sets, so we don't guess it.
  const measured = await draw(rasterize, measureOptions(value));
  const plan = planBarcode(measured.widthPx);
  const png = await draw(rasterize, renderOptions(value, plan));
  const mmPerPx = plan.moduleMm / plan.scale;
  return { ...png, widthMm: png.widthPx * mmPerPx, heightMm: png.heightPx * mmPerPx };
};
