import type { PDFPage } from '@cantoo/pdf-lib';
import type { CropRect } from '../../../src/cropper/source-page';
import { code128Path, matrixPath } from './fixture-barcodes';
import type { FixtureLabel } from './fixture-types';
import { drawInFrame, type Fonts, type Pen } from './sheet-pen';

// A carrier-like shipping label: heading, sender, recipient, a 2D code and the large tracking barcode. Bordered
// labels are framed by a line on their edge; borderless ones reach their edges with a black heading band on top
// and a black bar at the bottom, so that either way the label's box is exactly its rectangle.

export type LabelDesign = {
  heading: string;
  /** A large service letter in a box beside the heading (bordered labels), as on USPS and UPS labels. */
  serviceMark?: string;
  from: string[];
  to: string[];
  trackingCaption: string;
  code128: string;
  twoD: FixtureLabel['twoD'];
  footer: string;
  /** The border's line, in mm; none for a borderless label. */
  borderMm?: number;
};

const MARGIN_MM = 4;
const DIVIDER_MM = 0.35;
const BOTTOM_BAR_MM = 2.5;
const FROM_LINE_MM = 3.2;
const TO_LINE_MM = 4.6;

/** Draws the heading; returns where the next section starts. */
const heading = (pen: Pen, design: LabelDesign): number => {
  const { widthMm } = pen;
  if (design.borderMm === undefined) {
    pen.box({ xMm: 0, yMm: 0, widthMm, heightMm: 13 }, { fill: true });
    pen.text(design.heading, MARGIN_MM, 9, 14, { bold: true, white: true, maxWidthMm: widthMm - 2 * MARGIN_MM });
    return 13;
  }
  const markRoom = design.serviceMark === undefined ? 0 : 18;
  pen.text(design.heading, MARGIN_MM, 10.5, 14, { bold: true, maxWidthMm: widthMm - 2 * MARGIN_MM - markRoom });
  if (design.serviceMark !== undefined) {
    pen.box({ xMm: widthMm - MARGIN_MM - 14, yMm: 2.5, widthMm: 14, heightMm: 13 }, { lineMm: 0.5 });
    pen.text(design.serviceMark, widthMm - MARGIN_MM - 7, 13, 26, { bold: true, align: 'centre' });
  }
  divider(pen, 17.5);
  return 17.5;
};

const divider = (pen: Pen, yMm: number): void => pen.line([0, yMm], [pen.widthMm, yMm], DIVIDER_MM);

/** A caption and lines of text from `top`; returns where the block ends. */
const textBlock = (pen: Pen, caption: string, lines: readonly string[], at: { x: number; top: number; maxWidthMm: number }, big: boolean): number => {
  pen.text(caption, at.x, at.top + 3, 7, { bold: true });
  const [size, step] = big ? [10.5, TO_LINE_MM] : [7.5, FROM_LINE_MM];
  lines.forEach((line, index) => pen.text(line, at.x + (big ? 3 : 0), at.top + 3 + step * (index + 1), size, { bold: big, maxWidthMm: at.maxWidthMm }));
  return at.top + 3 + step * lines.length + 2;
};

/** The 2D code with its top-left corner at (x, top); returns its height. */
const twoDCode = (pen: Pen, design: LabelDesign, x: number, top: number, widthMm: number): number => {
  const code = matrixPath(design.twoD.format, design.twoD.text, widthMm);
  pen.path(code.d, x, top);
  return code.heightMm;
};

/** The tracking section from `top`: caption, the large barcode centred, its number below; returns where it ends. */
const tracking = (pen: Pen, design: LabelDesign, top: number, barcodeMm: { width: number; height: number }): number => {
  const centre = pen.widthMm / 2;
  pen.text(design.trackingCaption, centre, top + 4, 8, { bold: true, align: 'centre' });
  const barcode = code128Path(design.code128, barcodeMm.width, barcodeMm.height);
  pen.path(barcode.d, centre - barcode.widthMm / 2, top + 6);
  const digits = design.code128.replace(/(.{4})/g, '$1 ').trim();
  pen.text(digits, centre, top + 6 + barcode.heightMm + 4.5, 9, { bold: true, align: 'centre' });
  return top + 6 + barcode.heightMm + 7;
};

/** The closing touches: footer text, and the border or (borderless) the bottom bar. Fails if the face overflowed. */
const closeFace = (pen: Pen, design: LabelDesign, footerTop: number): void => {
  const bottom = pen.heightMm - (design.borderMm === undefined ? BOTTOM_BAR_MM + 1 : 2);
  if (footerTop + 3 > bottom) throw new Error(`The label face "${design.heading}" overflows its ${pen.heightMm} mm.`);
  pen.text(design.footer, MARGIN_MM, footerTop + 3, 6.5, { maxWidthMm: pen.widthMm - 2 * MARGIN_MM });
  if (design.borderMm === undefined) pen.box({ xMm: 0, yMm: pen.heightMm - BOTTOM_BAR_MM, widthMm: pen.widthMm, heightMm: BOTTOM_BAR_MM }, { fill: true });
  else pen.box({ xMm: 0, yMm: 0, widthMm: pen.widthMm, heightMm: pen.heightMm }, { lineMm: design.borderMm });
};

/** A portrait face: sections one under another. */
const drawTallFace = (pen: Pen, design: LabelDesign): void => {
  const { widthMm } = pen;
  let top = textBlock(pen, 'FROM:', design.from, { x: MARGIN_MM, top: heading(pen, design) + 1, maxWidthMm: widthMm - 2 * MARGIN_MM }, false);
  divider(pen, top);
  const square = design.twoD.format === 'datamatrix';
  const addressWidth = widthMm - 2 * MARGIN_MM - (square ? 26 : 3);
  const addressEnd = textBlock(pen, 'SHIP TO:', design.to, { x: MARGIN_MM, top: top + 1, maxWidthMm: addressWidth }, true);
  if (square) top = Math.max(addressEnd, top + 4 + twoDCode(pen, design, widthMm - MARGIN_MM - 20, top + 4, 20) + 2);
  else top = addressEnd + twoDCode(pen, design, MARGIN_MM, addressEnd, Math.min(56, widthMm - 2 * MARGIN_MM)) + 2;
  divider(pen, top);
  top = tracking(pen, design, top, { width: Math.min(80, widthMm - 2 * MARGIN_MM - 6), height: 22 });
  divider(pen, top);
  closeFace(pen, design, top);
};

/** A landscape face: sender and recipient side by side above the tracking barcode. */
const drawWideFace = (pen: Pen, design: LabelDesign): void => {
  const { widthMm } = pen;
  const top = heading(pen, design) + 1;
  const columnWidth = widthMm * 0.4;
  let fromEnd = textBlock(pen, 'FROM:', design.from, { x: MARGIN_MM, top, maxWidthMm: columnWidth }, false);
  const square = design.twoD.format === 'datamatrix';
  if (!square) fromEnd += twoDCode(pen, design, MARGIN_MM, fromEnd, Math.min(50, columnWidth)) + 2;
  const toX = MARGIN_MM + columnWidth + 4;
  const toEnd = textBlock(pen, 'SHIP TO:', design.to, { x: toX, top, maxWidthMm: widthMm - toX - MARGIN_MM - (square ? 24 : 3) }, true);
  const codeEnd = square ? top + 4 + twoDCode(pen, design, widthMm - MARGIN_MM - 18, top + 4, 18) + 2 : top;
  const sectionEnd = Math.max(fromEnd, toEnd, codeEnd);
  divider(pen, sectionEnd);
  const trackingEnd = tracking(pen, design, sectionEnd, { width: Math.min(85, widthMm - 2 * MARGIN_MM - 6), height: 18 });
  closeFace(pen, design, trackingEnd);
};

/** Draws a label into `rect` on the page (turned: a portrait face a quarter turn clockwise); returns what it is. */
export const drawLabel = (page: PDFPage, fonts: Fonts, rect: CropRect, turned: boolean, design: LabelDesign): FixtureLabel => {
  drawInFrame(page, fonts, rect, turned, (pen) => (pen.widthMm > pen.heightMm ? drawWideFace : drawTallFace)(pen, design));
  return { rect, code128: design.code128, twoD: design.twoD };
};
