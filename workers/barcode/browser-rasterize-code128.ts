// Worker only: draws on an OffscreenCanvas with the browser build of bwip-js (no DOM needed).
import { code128 } from 'bwip-js/browser';
import type { RasterizeCode128 } from './barcode-png';

export const rasterizeCode128Browser: RasterizeCode128 = async (options) => {
  const canvas = new OffscreenCanvas(1, 1);
  code128(canvas, options);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), widthPx: canvas.width, heightPx: canvas.height };
};
