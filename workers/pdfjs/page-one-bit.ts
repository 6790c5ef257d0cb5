import type { PDFPageProxy } from 'pdfjs-dist';
import { lumaOf } from '../../src/cropper/luma';
import { oneBitFromGrey, type OneBitImage } from '../../src/zpl/one-bit-image';

const PT_PER_INCH = 72;

/** A PDF page drawn by pdf.js at a printer's `dpi` on white, `width` × `height` dots from its top-left corner, in one bit. */
export async function pageInOneBit(page: PDFPageProxy, dpi: number, width: number, height: number): Promise<OneBitImage> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw in a worker.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  const viewport = page.getViewport({ scale: dpi / PT_PER_INCH });
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, background: 'white' }).promise;
  return oneBitFromGrey(lumaOf(context.getImageData(0, 0, width, height).data), width, height);
}
