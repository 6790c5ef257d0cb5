import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { Rect } from '../../src/stock/sheet-slots';
import type { PageSizeMm } from '../../src/cropper/source-page';
import { pictureOf, type PagePicture } from './page-picture';
import { onWhiteCanvas } from './white-canvases';

const MM_PER_PT = 25.4 / 72;

/** Each page's size as it is shown (its own /Rotate applied), in mm. */
export async function pdfPageSizes(pdf: PDFDocumentProxy): Promise<PageSizeMm[]> {
  const sizes: PageSizeMm[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    sizes.push(shownSize(page));
    page.cleanup();
  }
  return sizes;
}

/** A page's size as it is shown, in mm. */
export const shownSize = (page: PDFPageProxy): PageSizeMm => {
  const { width, height } = page.getViewport({ scale: 1 });
  return { widthMm: width * MM_PER_PT, heightMm: height * MM_PER_PT };
};

/**
 * Runs `use` on the part `area` (mm from the shown page's top-left corner) of a page drawn at `pxPerMm` on white, on a
 * canvas its size (kept for the next drawing once `use` is done).
 */
export function pdfAreaDrawn<T>(page: PDFPageProxy, area: Rect, pxPerMm: number, use: (canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D) => Promise<T>): Promise<T> {
  const viewport = page.getViewport({ scale: pxPerMm * MM_PER_PT });
  return onWhiteCanvas({ widthMm: area.widthMm, heightMm: area.heightMm }, pxPerMm, async (canvas, context) => {
    const shift = [1, 0, 0, 1, -area.xMm * pxPerMm, -area.yMm * pxPerMm];
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, transform: shift, background: 'white' }).promise;
    return use(canvas, context);
  });
}

/** Page `index` (from 0) drawn at `pxPerMm` on white. */
export async function pdfPagePicture(pdf: PDFDocumentProxy, index: number, pxPerMm: number): Promise<PagePicture> {
  const page = await pdf.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: pxPerMm * MM_PER_PT });
    return await onWhiteCanvas({ widthMm: viewport.width / pxPerMm, heightMm: viewport.height / pxPerMm }, pxPerMm, async (canvas, context) => {
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, background: 'white' }).promise;
      return pictureOf(canvas, context, pxPerMm);
    });
  } finally {
    page.cleanup();
  }
}
