// Worker only, its own chunk: pdf.js draws the graphics' PDF at the printer's dots, fetched only for labels with
// graphics (other scripts, a logo).
import type { OneBitImage } from '../../src/zpl/one-bit-image';
import { dotsOf } from '../../src/zpl/zpl-stock';
import { pageInOneBit } from '../pdfjs/page-one-bit';
import { openPdf } from '../pdfjs/pdfjs-setup';
import { graphicsPdf } from './graphics-pdf';
import type { PaintGraphics } from './render-labels-zpl';

/** The graphics of each face drawn by pdf.js from the PDF's own drawing, at the printer's dots, in one bit. */
export const paintWithPdfjs: PaintGraphics = async (pages, dpi, logo) => {
  const pdf = await openPdf(new Uint8Array(await (await graphicsPdf(pages, logo)).arrayBuffer()));
  try {
    const images: OneBitImage[] = [];
    for (const [index, { faceMm }] of pages.entries()) {
      const page = await pdf.getPage(index + 1);
      images.push(await pageInOneBit(page, dpi, dotsOf(faceMm.width, dpi), dotsOf(faceMm.height, dpi)));
      page.cleanup();
    }
    return images;
  } finally {
    await pdf.destroy();
  }
};
