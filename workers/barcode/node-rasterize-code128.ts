// Node only (scripts and tests): the Node build of bwip-js places the bars, as the worker's does.
import { render } from 'bwip-js/node';
import type { RasterizeCode128 } from './barcode-png';
import { barsDrawing } from './bars-drawing';
import { blackWhitePng } from './black-white-png';

export const rasterizeCode128Node: RasterizeCode128 = async (options) => {
  const bars = render(options, barsDrawing());
  return { bytes: await blackWhitePng(bars), widthPx: bars.width, heightPx: bars.height };
};
