// Pure: shared by the Node and OffscreenCanvas PNG producers, so it imports nothing from bwip-js.
import { QUIET_ZONE_MODULES } from '../../src/label/barcode-fit';

/** The bwip-js render options we use; structurally a subset of bwip-js RenderOptions. */
export type Code128Options = {
  bcid: 'code128';
  text: string;
  scale: number;
  height: number;
  includetext: boolean;
  backgroundcolor?: string;
  paddingwidth?: number;
  paddingheight?: number;
};

// bwip-js draws at 72 dpi: one module is one pixel at scale 1, and `height` is in mm at that resolution.
const PX_PER_MM_AT_SCALE_1 = 72 / 25.4;
// bwip-js makes the image one pixel taller than the bars it was asked for.
const EXTRA_ROW_PX = 1;

/** Options that draw bars only, one pixel per module, so the PNG width is the module count. */
export const measureOptions = (text: string): Code128Options => ({
  bcid: 'code128',
  text,
  scale: 1,
  height: 1,
  includetext: false,
});

/**
 * Bars only, one image pixel per printer dot: `moduleDots` pixels a module, `barsDots` pixels tall, white
 * quiet zones of QUIET_ZONE_MODULES on each side. The value is printed as text beneath, not in the image.
 */
export const barsOptions = (text: string, moduleDots: number, barsDots: number): Code128Options => ({
  bcid: 'code128',
  text,
  scale: moduleDots,
  height: (barsDots - EXTRA_ROW_PX) / moduleDots / PX_PER_MM_AT_SCALE_1,
  includetext: false,
  backgroundcolor: 'FFFFFF',
  paddingwidth: QUIET_ZONE_MODULES,
  paddingheight: 0,
});
