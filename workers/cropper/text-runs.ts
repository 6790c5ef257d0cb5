import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextRun } from '../../src/cropper/upright-turns';
import type { TextPiece } from '../../src/label-reading/page-reading';

const MM_PER_PT = 25.4 / 72;

/**
 * Page `index`'s text as the page is shown (its /Rotate applied): each run's text, where its baseline starts, which way
 * it reads, how long it is and how large its letters are, in mm.
 */
export async function pdfTextPieces(pdf: PDFDocumentProxy, index: number): Promise<TextPiece[]> {
  const page = await pdf.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    return content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
      const [va, vb, vc, vd, ve, vf] = viewport.transform as [number, number, number, number, number, number];
      // The run's origin and direction in the shown page's space (y down).
      const x = va * e + vc * f + ve;
      const y = vb * e + vd * f + vf;
      const dx = va * a + vc * b;
      const dy = vb * a + vd * b;
      return [{ text: item.str, xMm: x * MM_PER_PT, yMm: y * MM_PER_PT, angleDegrees: (Math.atan2(dy, dx) * 180) / Math.PI, widthMm: item.width * MM_PER_PT, sizeMm: Math.hypot(c, d) * MM_PER_PT }];
    });
  } finally {
    page.cleanup();
  }
}

/** The pieces as runs for turning a label upright: where each starts, which way it reads, how many characters. */
export const runsOf = (pieces: readonly TextPiece[]): TextRun[] =>
  pieces.map((piece) => ({ xMm: piece.xMm, yMm: piece.yMm, angleDegrees: piece.angleDegrees, characters: piece.text.length }));
