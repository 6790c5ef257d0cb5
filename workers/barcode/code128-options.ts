// Pure: shared by the Node and OffscreenCanvas PNG producers, so it imports nothing from bwip-js.

/** The bwip-js render options we use; structurally a subset of bwip-js RenderOptions. */
export type Code128Options = {
  bcid: 'code128';
  text: string;
  scale: number;
  height: number;
  includetext: boolean;
  textxalign?: 'center';
  textsize?: number;
  backgroundcolor?: string;
  paddingwidth?: number;
  paddingheight?: number;
};

/** How the barcode is drawn and placed; module sizes in mm at its placed size on the label. */
export type BarcodePlan = { moduleMm: number; scale: number; barHeightMm: number };

const TARGET_WIDTH_MM = 110;
const BAR_HEIGHT_MM = 22;
const MIN_DPI = 300;
// Cap for short values, so a 3-character barcode is not blown up to 110 mm wide.
const MAX_MODULE_MM = 0.6;
// Code 128 needs a quiet zone of at least 10 modules on each side.
export const QUIET_ZONE_MODULES = 10;
// Human-readable text size and vertical padding, in modules, so they scale with the bars.
const TEXT_SIZE_MODULES = 8;
const PADDING_HEIGHT_MODULES = 2;
// bwip-js draws at 72 dpi: one module is one pixel at scale 1, and `height` is in mm.
const PX_PER_MM_AT_SCALE_1 = 72 / 25.4;

/** Options that draw bars only, one pixel per module, so the PNG width is the module count. */
export const measureOptions = (text: string): Code128Options => ({
  bcid: 'code128',
  text,
  scale: 1,
  height: 1,
  includetext: false,
});

/** Module size and integer pixel scale so the image is ≥ 300 dpi at its placed size. */
export const planBarcode = (barModules: number): BarcodePlan => {
  const totalModules = barModules + 2 * QUIET_ZONE_MODULES;
  const moduleMm = Math.min(TARGET_WIDTH_MM / totalModules, MAX_MODULE_MM);
  const scale = Math.ceil((MIN_DPI / 25.4) * moduleMm);
  return { moduleMm, scale, barHeightMm: BAR_HEIGHT_MM };
};

/** Final options: value centred beneath, white background, quiet zone, whole-pixel modules. */
export const renderOptions = (text: string, plan: BarcodePlan): Code128Options => ({
  bcid: 'code128',
  text,
  scale: plan.scale,
  // bwip-js turns `height` mm into 72-dpi pixels, i.e. modules at scale 1: convert our bar height back.
  height: plan.barHeightMm / plan.moduleMm / PX_PER_MM_AT_SCALE_1,
  includetext: true,
  textxalign: 'center',
  textsize: TEXT_SIZE_MODULES,
  backgroundcolor: 'FFFFFF',
  paddingwidth: QUIET_ZONE_MODULES,
  paddingheight: PADDING_HEIGHT_MODULES,
});
