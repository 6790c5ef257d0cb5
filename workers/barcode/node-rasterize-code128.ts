// Node only (scripts and tests): the Node build of bwip-js places the bars, as the worker's does.
import { code128 } from 'bwip-js/node';
import type { RasterizeCode128 } from './barcode-png';
import { barsByShape } from './bars-by-shape';
import { barsDrawing, type BarsMask } from './bars-drawing';
import { blackWhitePng } from './black-white-png';

// The symbol's own export, not bwip-js's generic render(), which would bundle every symbology.
const drawBars = barsByShape((options) => code128(options, barsDrawing() as Parameters<typeof code128>[1] & object) as unknown as BarsMask);

export const rasterizeCode128Node: RasterizeCode128 = async (options) => {
  const bars = drawBars(options);
  return { bytes: blackWhitePng(bars), widthPx: bars.width, heightPx: bars.height };
};
