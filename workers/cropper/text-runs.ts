import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextRun } from '../../src/cropper/upright-turns';

const MM_PER_PT = 25.4 / 72;

/** Page `index`'s runs of text as the page is shown (its /Rotate applied): where each starts and which way it reads. */
export async function pdfTextRuns(pdf: PDFDocumentProxy, index: number): Promise<TextRun[]> {
  const page = await pdf.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    return content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
      const [va, vb, vc, vd, ve, vf] = viewport.transform as [number, number, number, number, number, number];
      // The run's origin and direction in the shown page's space (y down).
      const x = va * e + vc * f + ve;
      const y = vb * e + vd * f + vf;
      const dx = va * a + vc * b;
      const dy = vb * a + vd * b;
      return [{ xMm: x * MM_PER_PT, yMm: y * MM_PER_PT, angleDegrees: (Math.atan2(dy, dx) * 180) / Math.PI, characters: item.str.length }];
    });
  } finally {
    page.cleanup();
  }
}
