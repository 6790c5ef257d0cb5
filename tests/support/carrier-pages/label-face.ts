import type { PDFPage } from '@cantoo/pdf-lib';
import type { CropRect } from '../../../src/cropper/source-page';
import { barsPath, code128Path, matrixPath } from './fixture-barcodes';
import type { FixtureLabel } from './fixture-types';
import { drawInFrame, type Fonts, type Pen } from './sheet-pen';

// A carrier-like shipping label: heading, sender, recipient, a 2D code, a routing code and the large tracking
// barcode, in sections filling the label (as carriers fill theirs). Bordered labels are framed by a line on
// their edge; borderless ones reach their edges with a black heading band on top and a black bar at the bottom,
// so that either way the label's box is exactly its rectangle.

export type LabelDesign = {
  heading: string;
  /** A large service letter in a box beside the heading (bordered labels), as on USPS and UPS labels. */
  serviceMark?: string;
  from: string[];
  to: string[];
  /** The sort or routing code, printed large. */
  routing: string;
  trackingCaption: string;
  code128: string;
  twoD: FixtureLabel['twoD'];
  footer: string;
  /** The border's line, in mm; none for a borderless label. */
  borderMm?: number;
  /** Bars to draw instead of the tracking number's (a damaged code), widths in modules. */
  damagedBars?: readonly number[];
};

const MARGIN_MM = 4;
const DIVIDER_MM = 0.35;
const BOTTOM_BAR_MM = 2.5;
const FROM_LINE_MM = 3.2;
const TO_LINE_MM = 4.6;
// Spare height goes first to the tracking barcode (up to this much taller), the rest between the sections.
const BARCODE_GROWTH_MM = 8;

/** A band of the label: its height, and how to draw it from a given top. */
type Section = { heightMm: number; draw: (top: number) => void };

/** Draws the heading; returns where it ends. */
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
    pen.text(design.serviceMark, widthMm - MARGIN_MM - 7, 13, 26, { bold: true, align: 'centre', maxWidthMm: 12 });
  }
  return 17.5;
};

const divider = (pen: Pen, yMm: number): void => pen.line([0, yMm], [pen.widthMm, yMm], DIVIDER_MM);

const textBlockHeight = (lines: readonly string[], big: boolean): number => 4 + (big ? TO_LINE_MM : FROM_LINE_MM) * lines.length + 1;

/** A caption and lines of text from `top`. */
const textBlock = (pen: Pen, caption: string, lines: readonly string[], at: { x: number; top: number; maxWidthMm: number }, big: boolean): void => {
  pen.text(caption, at.x, at.top + 3, 7, { bold: true });
  const [size, step] = big ? [10.5, TO_LINE_MM] : [7.5, FROM_LINE_MM];
  lines.forEach((line, index) => pen.text(line, at.x + (big ? 3 : 0), at.top + 3 + step * (index + 1), size, { bold: big, maxWidthMm: at.maxWidthMm }));
};

const twoDCodeHeight = (design: LabelDesign, widthMm: number): number => matrixPath(design.twoD.format, design.twoD.text, widthMm).heightMm;

const drawTwoDCode = (pen: Pen, design: LabelDesign, x: number, top: number, widthMm: number): void =>
  pen.path(matrixPath(design.twoD.format, design.twoD.text, widthMm).d, x, top);

/** The routing code, large and bold. */
const routingSection = (pen: Pen, design: LabelDesign): Section => ({
  heightMm: 11,
  draw: (top) => pen.text(design.routing, MARGIN_MM + 2, top + 9, 22, { bold: true, maxWidthMm: pen.widthMm - 2 * MARGIN_MM - 4 }),
});

/** The tracking section: caption, the large barcode centred, its number below. */
const trackingSection = (pen: Pen, design: LabelDesign, barcodeMm: { width: number; height: number }): Section => ({
  heightMm: 6 + barcodeMm.height + 7,
  draw: (top) => {
    const centre = pen.widthMm / 2;
    pen.text(design.trackingCaption, centre, top + 4, 8, { bold: true, align: 'centre', maxWidthMm: pen.widthMm - 2 * MARGIN_MM });
    const barcode = design.damagedBars ? barsPath(design.damagedBars, barcodeMm.width, barcodeMm.height) : code128Path(design.code128, barcodeMm.width, barcodeMm.height);
    pen.path(barcode.d, centre - barcode.widthMm / 2, top + 6);
    const digits = design.code128.replace(/(.{4})/g, '$1 ').trim();
    pen.text(digits, centre, top + 6 + barcode.heightMm + 4.5, 9, { bold: true, align: 'centre' });
  },
});

const footerSection = (pen: Pen, design: LabelDesign): Section => ({
  heightMm: 4,
  draw: (top) => pen.text(design.footer, MARGIN_MM, top + 3, 6.5, { maxWidthMm: pen.widthMm - 2 * MARGIN_MM }),
});

/** Sender over recipient, the 2D code beside the recipient (square codes) or under it. */
const tallAddressSections = (pen: Pen, design: LabelDesign): Section[] => {
  const { widthMm } = pen;
  const square = design.twoD.format === 'datamatrix';
  const pdf417Width = Math.min(56, widthMm - 2 * MARGIN_MM);
  const toHeight = square ? Math.max(textBlockHeight(design.to, true), 26) : textBlockHeight(design.to, true) + twoDCodeHeight(design, pdf417Width) + 1;
  return [
    {
      heightMm: textBlockHeight(design.from, false),
      draw: (top) => textBlock(pen, 'FROM:', design.from, { x: MARGIN_MM, top, maxWidthMm: widthMm - 2 * MARGIN_MM }, false),
    },
    {
      heightMm: toHeight,
      draw: (top) => {
        textBlock(pen, 'SHIP TO:', design.to, { x: MARGIN_MM, top, maxWidthMm: widthMm - 2 * MARGIN_MM - (square ? 26 : 3) }, true);
        if (square) drawTwoDCode(pen, design, widthMm - MARGIN_MM - 20, top + 3, 20);
        else drawTwoDCode(pen, design, MARGIN_MM, top + textBlockHeight(design.to, true), pdf417Width);
      },
    },
  ];
};

/** Sender and recipient side by side, the 2D code at the right (square codes) or under the sender. */
const wideAddressSection = (pen: Pen, design: LabelDesign): Section => {
  const { widthMm } = pen;
  const square = design.twoD.format === 'datamatrix';
  const columnWidth = widthMm * 0.4;
  const pdf417Width = Math.min(50, columnWidth);
  const fromHeight = textBlockHeight(design.from, false) + (square ? 0 : twoDCodeHeight(design, pdf417Width) + 1);
  const toX = MARGIN_MM + columnWidth + 4;
  return {
    heightMm: Math.max(fromHeight, textBlockHeight(design.to, true), square ? 24 : 0),
    draw: (top) => {
      textBlock(pen, 'FROM:', design.from, { x: MARGIN_MM, top, maxWidthMm: columnWidth }, false);
      if (!square) drawTwoDCode(pen, design, MARGIN_MM, top + textBlockHeight(design.from, false), pdf417Width);
      textBlock(pen, 'SHIP TO:', design.to, { x: toX, top, maxWidthMm: widthMm - toX - MARGIN_MM - (square ? 24 : 3) }, true);
      if (square) drawTwoDCode(pen, design, widthMm - MARGIN_MM - 18, top + 3, 18);
    },
  };
};

/**
 * Lays the sections out from `top` to the bottom (less `bottomMm`): the barcode grows into spare height, the
 * rest spreads evenly between sections, each followed by a divider but the last. Fails if they do not fit.
 */
const layOut = (pen: Pen, design: LabelDesign, top: number, bottomMm: number, sections: (barcodeGrowth: number) => Section[]): void => {
  const available = pen.heightMm - bottomMm - top;
  const natural = sections(0).reduce((sum, section) => sum + section.heightMm, 0);
  if (natural > available) throw new Error(`The label face "${design.heading}" needs ${natural.toFixed(1)} mm of ${available.toFixed(1)} mm.`);
  const growth = Math.min(BARCODE_GROWTH_MM, (available - natural) / 2);
  const placed = sections(growth);
  const gap = (available - natural - growth) / placed.length;
  let at = top;
  placed.forEach((section, index) => {
    section.draw(at + gap / 2);
    at += section.heightMm + gap;
    if (index < placed.length - 1) divider(pen, at);
  });
};

/** The label's face: heading, sections, then its border or (borderless) its bottom bar. */
const drawFace = (pen: Pen, design: LabelDesign): void => {
  const { widthMm } = pen;
  const headingEnd = heading(pen, design);
  if (design.borderMm !== undefined) divider(pen, headingEnd);
  const bottomMm = design.borderMm === undefined ? BOTTOM_BAR_MM + 1 : 1.5;
  const wide = pen.widthMm > pen.heightMm;
  const barcodeWidth = Math.min(wide ? 85 : 80, widthMm - 2 * MARGIN_MM - 6);
  layOut(pen, design, headingEnd, bottomMm, (growth) => [
    ...(wide ? [wideAddressSection(pen, design)] : tallAddressSections(pen, design)),
    ...(wide ? [] : [routingSection(pen, design)]),
    trackingSection(pen, design, { width: barcodeWidth, height: (wide ? 18 : 22) + growth }),
    footerSection(pen, design),
  ]);
  if (design.borderMm === undefined) pen.box({ xMm: 0, yMm: pen.heightMm - BOTTOM_BAR_MM, widthMm, heightMm: BOTTOM_BAR_MM }, { fill: true });
  else pen.box({ xMm: 0, yMm: 0, widthMm, heightMm: pen.heightMm }, { lineMm: design.borderMm });
};

/** Draws a label into `rect` on the page (turned: a portrait face a quarter turn clockwise); returns what it is. */
export const drawLabel = (page: PDFPage, fonts: Fonts, rect: CropRect, turned: boolean, design: LabelDesign): FixtureLabel => {
  drawInFrame(page, fonts, rect, turned, (pen) => drawFace(pen, design));
  return { rect, code128: design.code128, twoD: design.twoD };
};
