import type { CropRect } from '../../../src/cropper/source-page';
import { code128Path, matrixPath } from './fixture-barcodes';
import type { Pen } from './sheet-pen';

// What carriers print around a label on office paper: instructions, a receipt, an advert, fold and cut lines.

const BODY_PT = 9.5;
const BODY_LINE_MM = 4.4;

/** Words wrapped to lines no wider than `widthMm` at `sizePt`. */
const wrapped = (pen: Pen, text: string, widthMm: number, sizePt: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && pen.textWidthMm(longer, sizePt) > widthMm) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line !== '') lines.push(line);
  return lines;
};

/** A heading and numbered paragraphs in a column from (x, top), `widthMm` wide; returns where they end. */
export const drawInstructions = (pen: Pen, at: { x: number; top: number; widthMm: number }, heading: string, paragraphs: readonly string[]): number => {
  pen.text(heading, at.x, at.top + 5, 13, { bold: true, maxWidthMm: at.widthMm });
  let baseline = at.top + 5 + 7;
  paragraphs.forEach((paragraph, index) => {
    const number = `${index + 1}.`;
    pen.text(number, at.x, baseline, BODY_PT, { bold: true });
    for (const line of wrapped(pen, paragraph, at.widthMm - 6, BODY_PT)) {
      pen.text(line, at.x + 6, baseline, BODY_PT);
      baseline += BODY_LINE_MM;
    }
    baseline += 2.5;
  });
  return baseline;
};

/** A post office receipt beside a label: a bordered box of text lines and a small barcode (under 20 mm wide). */
export const drawReceipt = (pen: Pen, rect: CropRect, lines: readonly string[], reference: string): void => {
  pen.box(rect, { lineMm: 0.4 });
  const left = rect.xMm + 4;
  pen.text('RECEIPT', left, rect.yMm + 8, 12, { bold: true });
  lines.forEach((line, index) => pen.text(line, left, rect.yMm + 15 + index * 5, 8.5, { maxWidthMm: rect.widthMm - 8 }));
  const barcode = code128Path(reference, 18, 8);
  const barcodeTop = rect.yMm + rect.heightMm - 16;
  pen.path(barcode.d, left, barcodeTop);
  pen.text(reference, left, barcodeTop + 12, 7);
};

export type Advert = { heading: string; headingPt?: number; lines: readonly string[]; code?: string };

/** An advert: a bordered box, a bold heading and text; with a 2D code (a web address) when `code` is given. */
export const drawAdvert = (pen: Pen, rect: CropRect, { heading, headingPt = 15, lines, code }: Advert): void => {
  pen.box(rect, { lineMm: 0.8 });
  const textWidth = rect.widthMm - 10 - (code === undefined ? 0 : 24);
  const headingBaseline = rect.yMm + 4 + headingPt * 0.3;
  pen.text(heading, rect.xMm + 5, headingBaseline, headingPt, { bold: true, maxWidthMm: textWidth });
  lines.forEach((line, index) => pen.text(line, rect.xMm + 5, headingBaseline + 7 + index * 4.5, 9, { maxWidthMm: textWidth }));
  if (code !== undefined) pen.path(matrixPath('datamatrix', code, 18).d, rect.xMm + rect.widthMm - 23, rect.yMm + 5);
};

export type FoldLine = { across: 'page-width' | 'page-height'; atMm: number; dashed: boolean; caption?: string };

/** A fold or cut line from edge to edge (6 mm in from the paper's edges), dashed or solid, with a small caption. */
export const drawFoldLine = (pen: Pen, fold: FoldLine): void => {
  const dash: [number, number] | undefined = fold.dashed ? [3, 2] : undefined;
  if (fold.across === 'page-width') {
    pen.line([6, fold.atMm], [pen.widthMm - 6, fold.atMm], 0.3, dash);
    if (fold.caption !== undefined) pen.text(fold.caption, pen.widthMm - 8, fold.atMm - 1.5, 6, { align: 'right' });
  } else {
    pen.line([fold.atMm, 6], [fold.atMm, pen.heightMm - 6], 0.3, dash);
    if (fold.caption !== undefined) pen.text(fold.caption, fold.atMm + 1.5, pen.heightMm - 8, 6);
  }
};
