// Node only (scripts and tests): the bwip-js Node build has toBuffer but no canvas.
import { code128 } from 'bwip-js/node';
import type { RasterizeCode128 } from './barcode-png';

// PNG stores width and height as big-endian uint32 at bytes 16 and 20 of the IHDR chunk.
const pngSize = (png: Uint8Array): { widthPx: number; heightPx: number } => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
};

export const rasterizeCode128Node: RasterizeCode128 = async (options) => {
  const buffer = await code128(options);
  const bytes = new Uint8Array(buffer);
  return { bytes, ...pngSize(bytes) };
};
