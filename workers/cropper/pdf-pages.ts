import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageSizeMm } from '../../src/cropper/source-page';
import { pageCanvas, pictureOf, type PagePicture } from './page-picture';

const MM_PER_PT = 25.4 / 72;

/** Each page's size as it is shown (its own /Rotate applied), in mm; or only page `only`'s (from 0). */
export async function pdfPageSizes(pdf: PDFDocumentProxy, only?: number): Promise<PageSizeMm[]> {
  const sizes: PageSizeMm[] = [];
  const [first, last] = only === undefined ? [1, pdf.numPages] : [only + 1, only + 1];
  for (let number = first; number <= last; number += 1) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push({ widthMm: width * MM_PER_PT, heightMm: height * MM_PER_PT });
    page.cleanup();
  }
  return sizes;
}

/** Page `index` (from 0) drawn at `pxPerMm` on white. */
export async function pdfPagePicture(pdf: PDFDocumentProxy, index: number, pxPerMm: number): Promise<PagePicture> {
  const page = await pdf.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: pxPerMm * MM_PER_PT });
    const { canvas, context } = pageCanvas({ widthMm: viewport.width / pxPerMm, heightMm: viewport.height / pxPerMm }, pxPerMm);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, background: 'white' }).promise;
    return await pictureOf(canvas, context, pxPerMm);
  } finally {
    page.cleanup();
  }
}
