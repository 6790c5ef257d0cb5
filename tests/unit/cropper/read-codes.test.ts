import { createCanvas, loadImage } from '@napi-rs/canvas';
import { toBuffer } from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { codesInPixels, readerOptions } from '../../../workers/cropper/read-codes';
import { readBarcodesInNode } from '../../support/node-reading';

// How the cropper reads a label's codes for where its pixels came from (read-codes.ts): a PDF's page drawn is clean
// ink, read at one threshold first and at ZXing's local one where that fails; a picture's light varies, so it is read
// at the local one; dots as printed are each inked or not at half grey, as a printer's head decides.

const TRACKING = '1Z999AA10123456784';
const PX_PER_MM = 8;

/** A Code 128 of TRACKING drawn 3 px a module, lit at `light` (1: white paper; 0.4: a dim scan, its paper dark grey). */
async function code128(light = 1): Promise<ImageData> {
  const png = await toBuffer({ bcid: 'code128', text: TRACKING, scale: 3, height: 15, paddingwidth: 20, paddingheight: 20, backgroundcolor: 'FFFFFF' });
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  for (let at = 0; at < data.length; at += 4) for (const channel of [0, 1, 2]) data[at + channel] = Math.round((data[at + channel] ?? 0) * light);
  return { data: new Uint8ClampedArray(data), width, height, colorSpace: 'srgb' } as ImageData;
}

const areaOf = (pixels: ImageData) => ({ xMm: 10, yMm: 20, widthMm: pixels.width / PX_PER_MM, heightMm: pixels.height / PX_PER_MM });

const decodedTexts = async (pixels: ImageData, source: 'drawn' | 'printed' | 'picture'): Promise<string[]> =>
  (await codesInPixels(readBarcodesInNode, pixels, areaOf(pixels), PX_PER_MM, source)).filter((code) => code.decoded).map((code) => code.text);

describe('reading a label’s codes for where its pixels came from', () => {
  it('reads a drawn page’s clean code, placed back on the page in mm', async () => {
    const pixels = await code128();
    const [code] = await codesInPixels(readBarcodesInNode, pixels, areaOf(pixels), PX_PER_MM, 'drawn');
    expect(code).toMatchObject({ format: 'Code128', text: TRACKING, decoded: true });
    expect(code!.box.xMm).toBeGreaterThan(10);
    expect(code!.box.yMm).toBeGreaterThan(20);
  });

  it('reads a dim scan inside a PDF at the local threshold, where one threshold loses it, and a dim picture too', async () => {
    const atOneThreshold = await readBarcodesInNode(await code128(0.4), readerOptions(['Code128'], 'FixedThreshold'));
    expect(atOneThreshold.filter((result) => result.isValid)).toEqual([]);
    expect(await decodedTexts(await code128(0.4), 'drawn')).toEqual([TRACKING]);
    expect(await decodedTexts(await code128(0.4), 'picture')).toEqual([TRACKING]);
  });

  it('prints paper darker than half grey as ink: the dim scan’s code does not scan once printed, the clean one does', async () => {
    expect(await decodedTexts(await code128(0.4), 'printed')).toEqual([]);
    expect(await decodedTexts(await code128(), 'printed')).toEqual([TRACKING]);
  });
});
