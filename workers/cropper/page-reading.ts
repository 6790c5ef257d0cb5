import type { PDFDocumentProxy } from 'pdfjs-dist';
import { grownWithin } from '../../src/cropper/rect-areas';
import type { PageSizeMm } from '../../src/cropper/source-page';
import type { PageReading, ReadCode, TextPiece } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { decodeCodes, roomFor } from './decoder';
import { pdfAreaDrawn, shownSize } from './pdf-pages';
import { readPixels } from './read-pixels';
import { pdfTextPieces } from './text-runs';
import { onWhiteCanvas } from './white-canvases';

// A page read for what its labels say: its text, and the barcodes in and around each label found on it, drawn at a
// thermal printer's resolution (8 dots a mm, 203 dpi): what a scanner needs to see.

/** Pixels a mm the barcodes are read at. */
export const READ_PX_PER_MM = 8;

/** How far round a label its codes are looked for: a crop drawn a little tight still reads them. */
const MARGIN_MM = 3;

/**
 * Labels drawn and not yet decoded, across pages: a page drawn while the decoder is this far behind waits for it, so a
 * 500-page file on a slow device never piles up pictures.
 */
const readingRoom = roomFor(4);

/** Each label grown by the margin, inside the page. */
const searchAreas = (labels: readonly Rect[], page: PageSizeMm): Rect[] =>
  labels.flatMap((label) => grownWithin(label, MARGIN_MM, { xMm: 0, yMm: 0, ...page }) ?? []);

/** A PDF page: its text (fetched already, or now), and the codes in each label's area drawn at READ_PX_PER_MM. */
export async function readPdfPage(pdf: PDFDocumentProxy, index: number, labels: readonly Rect[], pieces?: TextPiece[]): Promise<PageReading> {
  const text = pieces ?? (await pdfTextPieces(pdf, index));
  const page = await pdf.getPage(index + 1);
  try {
    const searched = searchAreas(labels, shownSize(page));
    // Each label's codes are decoded beside this worker while it draws the next.
    const decoding: Promise<ReadCode[]>[] = [];
    for (const area of searched) {
      const { result } = await readingRoom(async () => {
        const pixels = await pdfAreaDrawn(page, area, READ_PX_PER_MM, readPixels);
        return decodeCodes(pixels, area, READ_PX_PER_MM, 'drawn');
      });
      decoding.push(result);
    }
    return { text, codes: (await Promise.all(decoding)).flat(), searched };
  } finally {
    page.cleanup();
  }
}

/**
 * An image (`picture`), or a ZPL label drawn at its dots (`printed`): no text, the codes in each label's area at the
 * image's own pixels.
 */
export async function readImagePage(image: ImageBitmap, sourcePxPerMm: number, labels: readonly Rect[], source: 'picture' | 'printed'): Promise<PageReading> {
  const searched = searchAreas(labels, { widthMm: image.width / sourcePxPerMm, heightMm: image.height / sourcePxPerMm });
  const decoding: Promise<ReadCode[]>[] = [];
  for (const area of searched) {
    const [left, top] = [Math.round(area.xMm * sourcePxPerMm), Math.round(area.yMm * sourcePxPerMm)];
    const [width, height] = [Math.max(1, Math.round(area.widthMm * sourcePxPerMm)), Math.max(1, Math.round(area.heightMm * sourcePxPerMm))];
    const pixels = await onWhiteCanvas({ widthMm: width, heightMm: height }, 1, async (canvas, context) => {
      context.drawImage(image, left, top, width, height, 0, 0, width, height);
      return readPixels(canvas, context);
    });
    decoding.push(decodeCodes(pixels, { ...area, xMm: left / sourcePxPerMm, yMm: top / sourcePxPerMm }, sourcePxPerMm, source));
  }
  return { text: null, codes: (await Promise.all(decoding)).flat(), searched };
}
