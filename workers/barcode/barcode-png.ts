import { QUIET_ZONE_MODULES, fitBarcode } from '../../src/label/barcode-fit';
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

// Code 128's symbols follow from each character's class (digit, upper case and punctuation, lower case, control),
// so values of one shape, such as a carrier's tracking numbers, have one module count: a batch measures it once.
const characterClass = (code: number): string => (code >= 0x30 && code <= 0x39 ? '0' : code >= 0x60 ? 'b' : code < 0x20 ? 'c' : 'a');
const shapeOf = (value: string): string => Array.from(value, (char) => characterClass(char.charCodeAt(0))).join('');
const MODULES_REMEMBERED = 256;
const modulesByShape = new Map<string, number>();

const remember = (shape: string, modules: number): void => {
  if (modulesByShape.size >= MODULES_REMEMBERED) modulesByShape.clear();
  modulesByShape.set(shape, modules);
};

/** The bars at `moduleDots`, drawn for a module count; null when the box is too narrow for one dot a module. */
const drawFitted = async (value: string, modules: number, box: BarcodeBox, dpi: PrinterDpi, rasterize: RasterizeCode128) => {
  const fit = fitBarcode(modules, box.widthMm, dpi);
  if (fit === null) return null;
  const png = await draw(rasterize, barsOptions(value, fit.moduleDots, Math.max(1, wholeDots(box.heightMm, dpi))));
  return { png, fit, drawnModules: png.widthPx / fit.moduleDots - 2 * QUIET_ZONE_MODULES };
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
  const shape = shapeOf(value);
  const known = modulesByShape.get(shape);
  // A value of a known shape is drawn straight away; its drawn width confirms the module count it was drawn for.
  let drawn = known === undefined ? undefined : await drawFitted(value, known, box, dpi, rasterize);
  if (drawn === undefined || (drawn !== null && drawn.drawnModules !== known)) {
    // A first pass learns the module count (1 px per module); bwip-js optimises code sets, so we don't guess it.
    const modules = (await draw(rasterize, measureOptions(value))).widthPx;
    remember(shape, modules);
    drawn = await drawFitted(value, modules, box, dpi, rasterize);
  }
  if (drawn === null) return null;
  const { png, fit } = drawn;
  return { ...png, widthMm: png.widthPx * dotMm(dpi), heightMm: png.heightPx * dotMm(dpi), moduleDots: fit.moduleDots, dpi };
};
