import type { Code128Options } from './code128-options';
import { QUIET_ZONE_MODULES } from './code128-options';

// The on-screen barcode (spec 9): bars 2 CSS px per module, 80 px tall, value in 14 px text centred below.
const MODULE_CSS_PX = 2;
const BAR_HEIGHT_CSS_PX = 80;
const TEXT_CSS_PX = 14;
// bwip-js measures `height` in mm at 72 dpi and `textsize` in points, both multiplied by `scale`.
const PX_PER_MM_AT_SCALE_1 = 72 / 25.4;

/** The whole device-pixel ratio the preview is drawn at (1–4), so every module is whole pixels. */
export const previewPixelRatio = (pixelRatio: number): number =>
  Number.isFinite(pixelRatio) ? Math.max(1, Math.min(4, Math.round(pixelRatio))) : 1;

/** Options for the preview barcode drawn for a screen of `pixelRatio` device pixels per CSS pixel. */
export function previewBarcodeOptions(text: string, pixelRatio: number): Code128Options {
  const ratio = previewPixelRatio(pixelRatio);
  const scale = MODULE_CSS_PX * ratio;
  return {
    bcid: 'code128',
    text,
    scale,
    height: (BAR_HEIGHT_CSS_PX * ratio) / scale / PX_PER_MM_AT_SCALE_1,
    includetext: true,
    textxalign: 'center',
    textsize: (TEXT_CSS_PX * ratio) / scale,
    backgroundcolor: 'FFFFFF',
    paddingwidth: QUIET_ZONE_MODULES,
    paddingheight: 2,
  };
}

