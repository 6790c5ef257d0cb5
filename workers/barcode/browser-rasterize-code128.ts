// Worker only: the browser build of bwip-js places the bars; no canvas is needed.
import { render } from 'bwip-js/browser';
import type { RasterizeCode128 } from './barcode-png';
import { barsDrawing } from './bars-drawing';
import { blackWhitePng } from './black-white-png';

export const rasterizeCode128Browser: RasterizeCode128 = async (options) => {
  const bars = render(options, barsDrawing());
  return { bytes: await blackWhitePng(bars), widthPx: bars.width, heightPx: bars.height };
};
