import { IMAGE_PX_PER_MM } from '../../src/cropper/output-plan';
import type { CropRect, PageSizeMm } from '../../src/cropper/source-page';
import { cropperFailure } from '../../src/cropper/cropper-failures';
import type { CroppedPixels } from './write-cropped-pdf';
import { pictureOf, type PagePicture } from './page-picture';
import { onWhiteCanvas } from './white-canvases';

/** The image as a page: its size at its resolution (carriers' images are taken to be 203 dpi; a ZPL label is its printer's). */
export const imagePageSize = (image: ImageBitmap, sourcePxPerMm: number = IMAGE_PX_PER_MM): PageSizeMm => ({
  widthMm: image.width / sourcePxPerMm,
  heightMm: image.height / sourcePxPerMm,
});

/** The image drawn small at `pxPerMm`, smoothed, on white (a transparent PNG's background is the paper). */
export async function imagePagePicture(image: ImageBitmap, pxPerMm: number, sourcePxPerMm: number = IMAGE_PX_PER_MM): Promise<PagePicture> {
  const size = imagePageSize(image, sourcePxPerMm);
  return onWhiteCanvas(size, pxPerMm, (canvas, context) => {
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return pictureOf(canvas, context, pxPerMm);
  });
}

/** The crop's pixels, whole pixels only, as a PNG on white: what the output PDF embeds. */
export async function croppedImagePng(image: ImageBitmap, crop: CropRect, pxPerMm: number = IMAGE_PX_PER_MM): Promise<CroppedPixels> {
  const left = Math.max(0, Math.round(crop.xMm * pxPerMm));
  const top = Math.max(0, Math.round(crop.yMm * pxPerMm));
  const widthPx = Math.max(1, Math.min(image.width - left, Math.round(crop.widthMm * pxPerMm)));
  const heightPx = Math.max(1, Math.min(image.height - top, Math.round(crop.heightMm * pxPerMm)));
  const canvas = new OffscreenCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  if (!context) throw cropperFailure('no-canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, widthPx, heightPx);
  context.drawImage(image, left, top, widthPx, heightPx, 0, 0, widthPx, heightPx);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { png: new Uint8Array(await blob.arrayBuffer()), widthPx, heightPx };
}
