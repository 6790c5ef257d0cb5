// Worker only, its own chunk: pdf.js draws the graphics' PDF at the printer's dots, fetched only for labels with
// graphics (other scripts, a logo).
import { lumaOf } from '../../src/cropper/luma';
import { oneBitFromGrey, type OneBitImage } from '../../src/zpl/one-bit-image';
import { dotsOf } from '../../src/zpl/zpl-stock';
import { openPdf } from '../pdfjs/pdfjs-setup';
import { graphicsPdf } from './graphics-pdf';
import type { PaintGraphics } from './render-labels-zpl';

const PT_PER_INCH = 72;

/** The graphics of each face drawn by pdf.js from the PDF's own drawing, at the printer's dots, in one bit. */
export const paintWithPdfjs: PaintGraphics = async (pages, dpi, logo) => {
  const pdf = await openPdf(new Uint8Array(await (await graphicsPdf(pages, logo)).arrayBuffer()));
  try {
    const images: OneBitImage[] = [];
    for (const [index, { faceMm }] of pages.entries()) {
      const page = await pdf.getPage(index + 1);
      const [width, height] = [dotsOf(faceMm.width, dpi), dotsOf(faceMm.height, dpi)];
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('This browser cannot draw in a worker.');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      const viewport = page.getViewport({ scale: dpi / PT_PER_INCH });
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, background: 'white' }).promise;
      images.push(oneBitFromGrey(lumaOf(context.getImageData(0, 0, width, height).data), width, height));
      page.cleanup();
    }
    return images;
  } finally {
    await pdf.destroy();
  }
};
