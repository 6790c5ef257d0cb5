import type { Face, FaceItem } from './face-items';
import { barcodeLine, barcodeColumn, MIN_FONT_PT, type FaceLine, type LineSetting } from './face-line-parts';
import { barcodeValue } from './barcode-rules';
import { faceLines } from './face-lines';
import type { LabelData } from './label-data';
import type { LabelStock } from '../stock/label-stock';
import { faceMm } from '../stock/stock-geometry';
import { faceStyleFor } from './face-style-for';
import { HELVETICA_SET, type FontSet } from './font-set';
import { ENGLISH_HEADINGS, type LabelHeadings } from './label-headings';
import { printableLabel } from './printable-text';
import { omittableParts, smallFaceLines, type OmittablePart } from './small-face-lines';
import type { LogoShape } from './logo-lines';

/**
 * A label laid out for a size: one face when it fits (its type shrunk as far as MIN_FONT_PT if need be, and on
 * small labels the parts in `omitted` left out), or, when even that does not fit, everything over more faces.
 * `fontScale` is 1 when nothing was shrunk.
 */
export type LabelLayout = {
  stockKey: string;
  faceMm: { width: number; height: number };
  faces: Face[];
  fontScale: number;
  omitted: readonly OmittablePart[];
};

/** Stock that lays a label out alike has one key: the preview keeps a layout only while the key holds. */
export const layoutKey = (stock: LabelStock): string => JSON.stringify([stock.id, faceMm(stock), stock.safeMarginMm, stock.continuous]);

/** The longest a continuous roll's label grows before it goes on to a second label: 1 m, like the printers' own limit. */
export const CONTINUOUS_MAX_MM = 1000;

// The type shrinks in steps of half a point of the largest size, so a label is never set smaller than it must be.
const STEP_PT = 0.5;
const EPSILON_MM = 1e-6;

const totalHeight = (lines: readonly FaceLine[]): number => lines.reduce((sum, line) => sum + line.heightMm, 0);

/** Places the lines top to bottom, starting a new face where the next line would cross the bottom margin. */
const paginate = (lines: readonly FaceLine[], marginMm: number, bottomMm: number): Face[] => {
  const faces: FaceItem[][] = [[]];
  let top = marginMm;
  for (const line of lines) {
    if (top + line.heightMm > bottomMm + EPSILON_MM && top > marginMm + EPSILON_MM) {
      faces.push([]);
      top = marginMm;
    }
    faces.at(-1)?.push(...line.place(top));
    top += line.heightMm;
  }
  // Drawn in reading order, so text read from the PDF or the preview runs TO, its lines, FROM … as on paper.
  return faces.map((face) => face.sort((a, b) => a.order - b.order));
};

type Fitted = { scale: number; lines: FaceLine[] };


/** The largest type, in half-point steps down to MIN_FONT_PT, at which the lines fit; null when not even the smallest does. */
const largestFitting = (linesAt: (scale: number) => FaceLine[], fits: (lines: readonly FaceLine[]) => boolean, largestPt: number): Fitted | null => {
  const steps = Math.max(0, Math.ceil((largestPt - MIN_FONT_PT) / STEP_PT));
  const scaleAt = (step: number) => Math.max(MIN_FONT_PT, largestPt - step * STEP_PT) / largestPt;
  const full = linesAt(1);
  if (fits(full)) return { scale: 1, lines: full };
  const smallest = linesAt(scaleAt(steps));
  if (!fits(smallest)) return null;
  // The smallest step that fits, by bisection (a smaller type never needs more room).
  let best: Fitted = { scale: scaleAt(steps), lines: smallest };
  let [low, high] = [1, steps - 1];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const tried = linesAt(scaleAt(middle));
    if (fits(tried)) {
      best = { scale: scaleAt(middle), lines: tried };
      high = middle - 1;
    } else low = middle + 1;
  }
  return best;
};

/**
 * The label laid out on one face of the size: the largest type that fits. Failing that, on small labels, the
 * parts that fit at the smallest type, kept most important first (the bars, the reference, the package row, the
 * message), at the largest type they allow; else everything at the smallest type over several faces. `fonts` is
 * Helvetica alone for a Latin-only label; the worker passes the embedded fonts a label needs. `logo`, the sender's, is
 * printed beside the sender only where it costs the label nothing; else `omitted` names it. `headings` are the words
 * printed around the values (English unless the visitor chose their language's).
 */
export function layoutLabel(label: LabelData, stock: LabelStock, fonts: FontSet = HELVETICA_SET, logo: LogoShape | null = null, headings: LabelHeadings = ENGLISH_HEADINGS): LabelLayout {
  const withLogo = layoutWith(label, stock, fonts, logo, headings);
  if (logo === null || (withLogo.fontScale === 1 && withLogo.omitted.length === 0)) return withLogo;
  // The logo is printed only where it costs the label nothing: no smaller type, no part left out, no more faces.
  const without = layoutWith(label, stock, fonts, null, headings);
  const costsNothing =
    withLogo.fontScale >= without.fontScale - EPSILON_MM &&
    withLogo.faces.length <= without.faces.length &&
    withLogo.omitted.every((part) => part === 'logo' || without.omitted.includes(part));
  if (costsNothing) return withLogo;
  return withLogo.omitted.includes('logo') || withLogo.faces.some((face) => face.some((item) => item.kind === 'logo')) ? { ...without, omitted: [...without.omitted, 'logo'] } : without;
}

/** layoutLabel's work for one choice of logo (or none). */
function layoutWith(label: LabelData, stock: LabelStock, fonts: FontSet, logo: LogoShape | null, headings: LabelHeadings): LabelLayout {
  const style = faceStyleFor(stock);
  const face = faceMm(stock);
  const printed = printableLabel(label, fonts.draws);
  // The sections' form has no parts to leave out but the logo, which it leaves out where the label runs onto more faces.
  const linesWithout = (omitted: readonly OmittablePart[]) => (scale: number) => {
    const setting: LineSetting = { style, faceWidthMm: face.width, scale, fonts, headings };
    return style.form === 'small' ? smallFaceLines(setting, label, printed, omitted, logo) : faceLines(setting, label, printed, omitted.includes('logo') ? null : logo);
  };
  const laidOut = (lines: readonly FaceLine[], fontScale: number, omitted: readonly OmittablePart[]): LabelLayout => {
    const faces = paginate(lines, style.marginMm.y, face.height - style.marginMm.y);
    // A logo the sender's rows leave too little room for is left out too, and said to be.
    const logoLeft = logo !== null && !omitted.includes('logo') && omittableParts(label, printed, logo).includes('logo') && !faces.some((items) => items.some((item) => item.kind === 'logo'));
    return { stockKey: layoutKey(stock), faceMm: face, faces, fontScale, omitted: logoLeft ? [...omitted, 'logo'] : omitted };
  };
  if (stock.continuous) return continuousLayout(stock, linesWithout([])(1), style.marginMm.y);

  const usableMm = face.height - 2 * style.marginMm.y;
  // Down the face, and across: a grapheme no row can break (a wide ligature such as ﷽) sets its type smaller too.
  const fits = (lines: readonly FaceLine[]) => totalHeight(lines) <= usableMm + EPSILON_MM && lines.every((line) => line.fitsAcross);
  const largestPt = Math.max(...Object.values(style.fontPt));
  const smallest = Math.min(1, MIN_FONT_PT / largestPt);
  const whole = largestFitting(linesWithout([]), fits, largestPt);
  if (whole) return laidOut(whole.lines, whole.scale, []);

  // A small label keeps what it can, most important first, each part kept if it fits at the smallest type.
  const parts = style.form === 'small' ? omittableParts(label, printed, logo) : [];
  const fitsSmallest = (omitted: readonly OmittablePart[]) => fits(linesWithout(omitted)(smallest));
  if (parts.length > 0 && fitsSmallest(parts)) {
    const omitted = parts.reduce((left, part) => {
      const kept = left.filter((other) => other !== part);
      return fitsSmallest(kept) ? kept : left;
    }, parts);
    const fitted = largestFitting(linesWithout(omitted), fits, largestPt);
    if (fitted) return laidOut(fitted.lines, fitted.scale, omitted);
  }
  // Leaving parts out saves no label here: the whole label continues on the next labels, at the smallest type; but
  // bars taller than a face can hold would fit no label, so the tracking number is printed as text instead.
  const setting: LineSetting = { style, faceWidthMm: face.width, scale: smallest, fonts, headings };
  const barsFitNoFace = parts.includes('barcode') && barcodeLine(setting, barcodeValue(label), () => 0).heightMm > usableMm + EPSILON_MM;
  // The logo stands beside rows that may now run onto the next face: it is left out.
  const logoLeft = logo !== null && omittableParts(label, printed, logo).includes('logo');
  const omitted: OmittablePart[] = [...(barsFitNoFace ? ['barcode' as const] : []), ...(logoLeft ? ['logo' as const] : [])];
  return laidOut(linesWithout(omitted)(smallest), smallest, omitted);
}

/** A continuous roll's label at full size, as long as its lines (at least the roll's shortest label, at most 1 m a label). */
function continuousLayout(stock: LabelStock, lines: readonly FaceLine[], marginMm: number): LabelLayout {
  const height = Math.min(CONTINUOUS_MAX_MM, Math.max(stock.pageMm.height, Math.ceil((totalHeight(lines) + 2 * marginMm) * 10) / 10));
  const face = { width: faceMm(stock).width, height };
  return { stockKey: layoutKey(stock), faceMm: face, faces: paginate(lines, marginMm, height - marginMm), fontScale: 1, omitted: [] };
}

/** The box a size's barcode bars are fitted into: as wide as its barcode column, as tall as its bars (the face's barcode item). */
export const barcodeBox = (stock: LabelStock): { widthMm: number; heightMm: number } => {
  const style = faceStyleFor(stock);
  return { widthMm: barcodeColumn(style, faceMm(stock).width).widthMm, heightMm: style.barcode.barsHeightMm };
};
