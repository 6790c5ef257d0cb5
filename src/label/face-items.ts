import type { FontRun } from './label-fonts';
import type { TextDirection } from './text-direction';
import type { FontWeight } from './text-measure';

// What a label face is made of, positioned in mm from the face's top-left corner. The PDF and the preview
// both draw exactly these items, so they show the same sections, the same rows and the same line breaks.

/** What every item has: its place in reading order (TO, its lines, FROM …), whatever line it landed on. */
type Ordered = { order: number };

/**
 * One row of text, already wrapped to fit its column (`xMm`, `widthMm`), standing on its baseline and set
 * `textWidthMm` wide. `joinBefore` is what joins it to the text read before it: a space, or nothing where a
 * word too long for its column was cut. `runs` are its stretches in one font each, in the order typed; a
 * right-to-left row is aligned right and ordered for display by the PDF and the browser alike.
 */
export type FaceText = Ordered & {
  kind: 'text';
  joinBefore: '' | ' ';
  text: string;
  runs: readonly FontRun[];
  direction: TextDirection;
  xMm: number;
  baselineMm: number;
  widthMm: number;
  textWidthMm: number;
  sizePt: number;
  weight: FontWeight;
  align: 'left' | 'center' | 'right';
};

/** A horizontal rule `heightMm` thick. */
export type FaceRule = Ordered & { kind: 'rule'; xMm: number; yMm: number; widthMm: number; heightMm: number };

/** The box the barcode's bars (with their quiet zones) are centred in; the value is a FaceText below it. */
export type FaceBarcode = Ordered & { kind: 'barcode'; value: string; xMm: number; yMm: number; widthMm: number; heightMm: number };

/** The sender's logo, its picture fitted inside this box (the picture itself is drawn by the PDF and the preview). */
export type FaceLogo = Ordered & { kind: 'logo'; xMm: number; yMm: number; widthMm: number; heightMm: number };

export type FaceItem = FaceText | FaceRule | FaceBarcode | FaceLogo;

/** One label face: everything printed on one label (or one slot of a sheet). */
export type Face = readonly FaceItem[];

export const PT_PER_MM = 72 / 25.4;

/** Where a line's baseline sits below its top, as a share of its largest type size (the fonts' cap height and more). */
export const BASELINE_SHARE = 0.9;
