import { lumaOf } from '../../src/cropper/luma';
import type { GrayRaster } from '../../src/cropper/source-page';
import { giveBack } from './pixel-buffers';
import { readPixels } from './read-pixels';

/**
 * A page drawn small: its luminance for finding the label, and a picture of it for the page to show (being encoded
 * while the labels are found).
 */
export type PagePicture = { raster: GrayRaster; thumbnail: Promise<Blob> };

// JPEG: twice WebP's bytes (about 60 KB a Letter page) but encoded in a fraction of its time, which was half of each page's.
const THUMBNAIL_TYPE = 'image/jpeg';
const THUMBNAIL_QUALITY = 0.85;

/** Reads what was drawn: each pixel's luminance, and the canvas as a compressed picture (encoded off this thread). */
export async function pictureOf(canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D, pxPerMm: number): Promise<PagePicture> {
  const { width, height } = canvas;
  const thumbnail = canvas.convertToBlob({ type: THUMBNAIL_TYPE, quality: THUMBNAIL_QUALITY });
  thumbnail.catch(() => undefined);
  const pixels = await readPixels(canvas, context);
  const luma = lumaOf(pixels.data);
  giveBack(pixels.data.buffer);
  return { raster: { width, height, pxPerMm, luma }, thumbnail };
}
