import { lumaOf } from '../../src/cropper/luma';
import type { GrayRaster, PageSizeMm } from '../../src/cropper/source-page';

/**
 * A page drawn small: its luminance for finding the label, and a picture of it for the page to show (being encoded
 * while the labels are found).
 */
export type PagePicture = { raster: GrayRaster; thumbnail: Promise<Blob> };

// JPEG: twice WebP's bytes (about 60 KB a Letter page) but encoded in a fraction of its time, which was half of each page's.
const THUMBNAIL_TYPE = 'image/jpeg';
const THUMBNAIL_QUALITY = 0.85;

/** A white canvas of the page's size at `pxPerMm`, for a page to be drawn on. */
export function pageCanvas(size: PageSizeMm, pxPerMm: number): { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } {
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(size.widthMm * pxPerMm)), Math.max(1, Math.round(size.heightMm * pxPerMm)));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw in a worker.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

/** Reads what was drawn: each pixel's luminance, and the canvas as a compressed picture (encoded off this thread). */
export function pictureOf(canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D, pxPerMm: number): PagePicture {
  const { width, height } = canvas;
  const thumbnail = canvas.convertToBlob({ type: THUMBNAIL_TYPE, quality: THUMBNAIL_QUALITY });
  thumbnail.catch(() => undefined);
  const luma = lumaOf(context.getImageData(0, 0, width, height).data);
  return { raster: { width, height, pxPerMm, luma }, thumbnail };
}
