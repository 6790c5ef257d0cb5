import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageSizeMm } from '../../src/cropper/source-page';
import type { PageReading, ReadCode, TextPiece } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { decodeCodes } from './decoder';
import { pageCanvas } from './page-picture';
import { pdfTextPieces } from './text-runs';

// A page read for what its labels say: its text, and the barcodes in and around each label found on it, drawn at a
// thermal printer's resolution (8 dots a mm, 203 dpi): what a scanner needs to see.

/** Pixels a mm the barcodes are read at. */
export const READ_PX_PER_MM = 8;

/** How far round a label its codes are looked for: a crop drawn a little tight still reads them. */
const MARGIN_MM = 3;

/** The label grown by the margin, inside the page. */
const searchArea = (label: Rect, page: PageSizeMm): Rect => {
  const xMm = Math.max(0, label.xMm - MARGIN_MM);
  const yMm = Math.max(0, label.yMm - MARGIN_MM);
  return { xMm, yMm, widthMm: Math.min(page.widthMm, label.xMm + label.widthMm + MARGIN_MM) - xMm, heightMm: Math.min(page.heightMm, label.yMm + label.heightMm + MARGIN_MM) - yMm };
};

/** A PDF page: its text (fetched already, or now), and the codes in each label's area drawn at READ_PX_PER_MM. */
export async function readPdfPage(pdf: PDFDocumentProxy, index: number, labels: readonly Rect[], size: PageSizeMm, pieces?: TextPiece[]): Promise<PageReading> {
  const text = pieces ?? (await pdfTextPieces(pdf, index));
  const searched = labels.map((label) => searchArea(label, size));
  // Each label's codes are decoded beside this worker while it draws the next.
  const decoding: Promise<ReadCode[]>[] = [];
  for (const area of searched) decoding.push(decodeCodes(await pdfAreaPixels(pdf, index, area), area, READ_PX_PER_MM));
  return { text, codes: (await Promise.all(decoding)).flat(), searched };
}

/** An image (or a ZPL label drawn at its dots): no text, the codes in each label's area at the image's own pixels. */
export async function readImagePage(image: ImageBitmap, sourcePxPerMm: number, labels: readonly Rect[]): Promise<PageReading> {
  const size = { widthMm: image.width / sourcePxPerMm, heightMm: image.height / sourcePxPerMm };
  const searched = labels.map((label) => searchArea(label, size));
  const decoding: Promise<ReadCode[]>[] = [];
  for (const area of searched) {
    const [left, top] = [Math.round(area.xMm * sourcePxPerMm), Math.round(area.yMm * sourcePxPerMm)];
    const [width, height] = [Math.max(1, Math.round(area.widthMm * sourcePxPerMm)), Math.max(1, Math.round(area.heightMm * sourcePxPerMm))];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('This browser cannot draw in a worker.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, left, top, width, height, 0, 0, width, height);
    decoding.push(decodeCodes(context.getImageData(0, 0, width, height), { ...area, xMm: left / sourcePxPerMm, yMm: top / sourcePxPerMm }, sourcePxPerMm));
  }
  return { text: null, codes: (await Promise.all(decoding)).flat(), searched };
}

const MM_PER_PT = 25.4 / 72;

/** A part of a PDF page drawn at READ_PX_PER_MM on white. */
async function pdfAreaPixels(pdf: PDFDocumentProxy, index: number, area: Rect): Promise<ImageData> {
  const page = await pdf.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: READ_PX_PER_MM * MM_PER_PT });
    const { canvas, context } = pageCanvas({ widthMm: area.widthMm, heightMm: area.heightMm }, READ_PX_PER_MM);
    const shift = [1, 0, 0, 1, -area.xMm * READ_PX_PER_MM, -area.yMm * READ_PX_PER_MM];
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, transform: shift, background: 'white' }).promise;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    page.cleanup();
  }
}
