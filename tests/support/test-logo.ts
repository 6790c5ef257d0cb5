import { toBuffer } from 'bwip-js/node';
import type { SenderLogo } from '../../src/label/sender-logo';

/** A PNG's size in pixels, from its IHDR chunk. */
export const pngSize = (png: Uint8Array): { widthPx: number; heightPx: number } => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
};

/** A logo as the page hands it to the worker: a PNG (here a QR code bwip-js draws) and its size. */
export async function testLogo(text = 'Maple Lane Crafts'): Promise<SenderLogo> {
  const png = new Uint8Array(await toBuffer({ bcid: 'qrcode', text, scale: 4 }));
  return { png, ...pngSize(png) };
}
