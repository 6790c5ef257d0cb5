import { PT_PER_MM } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import { printableText } from '../../label/printable-text';
import { clustersOf } from '../../label/text-clusters';
import type { FontWeight } from '../../label/text-measure';
import { WRAP_SAFETY, wrapRows, type WrappedRow } from '../../label/wrap-text';
import type { Title } from './form-titles';

// Text set inside a form's box: wrapped to its width, set smaller until it fits its height, and cut with "…" when
// even the smallest size does not, so nothing typed ever runs over a box's border.

/** A stretch of text in one weight; bold is Helvetica's, so only the forms' own titles are bold. */
export type Paragraph = { text: string; weight: FontWeight };

/**
 * How a box's text is set: its size, the smallest it may shrink to, the pitch of its rows (in ems), its alignment, how
 * many rows it may wrap to before it is set smaller (a number or code stays on one row while it can), and whether it
 * is set smaller rather than cut inside a word (a form's own titles, which are Latin).
 */
export type TextStyle = {
  sizePt: number;
  minSizePt: number;
  lineHeight: number;
  align?: 'left' | 'center' | 'right';
  maxRows?: number;
  keepWords?: boolean;
};

/** Rows at one size, as they will be placed. */
export type SetText = { rows: (WrappedRow & { weight: FontWeight })[]; sizePt: number; lineMm: number; cut: boolean };

const ELLIPSIS = '…';
// Below its last row a text keeps this much more room: Arabic letters reach 0.44 em under their baseline, deeper than a
// row's own share (a row stands 0.9 em above its baseline and 0.3 em below it, at the pitch of 1.2 em values are set at).
const DESCENT_RESERVE_EM = 0.15;
const SIZE_STEP_PT = 0.25;
// Rows are measured to a hundredth of a millimetre: floating-point noise never drops one.
const SLACK_MM = 1e-6;

export const lineMm = (sizePt: number, lineHeight: number): number => (sizePt * lineHeight) / PT_PER_MM;

/** The style, wrapping to at most `rows` rows before it is set smaller (and cut at its smallest): a typed value's cap. */
export const upToRows = (style: TextStyle, rows: number): TextStyle => ({ ...style, maxRows: rows });

const reserveMm = (sizePt: number): number => (DESCENT_RESERVE_EM * sizePt) / PT_PER_MM;

/** How tall `rows` rows of the style stand, with the room kept below the last. */
export const rowsHeightMm = (rows: number, style: TextStyle): number => rows * lineMm(style.sizePt, style.lineHeight) + reserveMm(style.sizePt);

const rowsAt = (paragraphs: readonly Paragraph[], widthMm: number, sizePt: number, fonts: FontSet): SetText['rows'] =>
  paragraphs
    .filter(({ text }) => text.trim() !== '')
    .flatMap(({ text, weight }) =>
      wrapRows(printableText(text, fonts.draws).trim(), { measure: fonts.measure, weight, sizePt, maxWidthPt: widthMm * PT_PER_MM }).map((row) => ({ ...row, weight })),
    );

/** The row cut short enough to end in "…" inside the width. */
const withEllipsis = (row: SetText['rows'][number], widthMm: number, sizePt: number, fonts: FontSet): SetText['rows'][number] => {
  const clusters = clustersOf(row.text);
  const fits = () => fonts.measure(clusters.join('') + ELLIPSIS, row.weight, sizePt) <= widthMm * PT_PER_MM * WRAP_SAFETY;
  while (clusters.length > 0 && !fits()) clusters.pop();
  return { ...row, text: clusters.join('').trimEnd() + ELLIPSIS };
};

/** The sizes a text may take, largest first: from its own down to its smallest. */
const sizesOf = (style: TextStyle, fromPt = style.sizePt): number[] => {
  const steps = Math.max(0, Math.round((fromPt - style.minSizePt) / SIZE_STEP_PT));
  return Array.from({ length: steps + 1 }, (_, step) => (step === steps ? style.minSizePt : fromPt - step * SIZE_STEP_PT));
};

/** The size a text starts from: its own, or for a title the largest at which no word is cut in two (else its smallest). */
const startSizePt = (paragraphs: readonly Paragraph[], widthMm: number, style: TextStyle, fonts: FontSet): number =>
  !style.keepWords
    ? style.sizePt
    : (sizesOf(style).find((sizePt) => rowsAt(paragraphs, widthMm, sizePt, fonts).every((row) => row.joinBefore === ' ')) ?? style.minSizePt);

/** The paragraphs at the largest size from `sizePt` down to `minSizePt` that fits the box, else cut at the smallest. */
export function fitText(paragraphs: readonly Paragraph[], box: { widthMm: number; heightMm: number }, style: TextStyle, fonts: FontSet): SetText {
  for (const sizePt of sizesOf(style, startSizePt(paragraphs, box.widthMm, style, fonts))) {
    const rows = rowsAt(paragraphs, box.widthMm, sizePt, fonts);
    const line = lineMm(sizePt, style.lineHeight);
    const fits = rows.length * line + reserveMm(sizePt) <= box.heightMm + SLACK_MM;
    if (rows.length <= (style.maxRows ?? Infinity) && fits) return { rows, sizePt, lineMm: line, cut: false };
  }
  // At the smallest size a value wraps to as many rows as the box holds, and only then is cut.
  const line = lineMm(style.minSizePt, style.lineHeight);
  const room = Math.max(0, Math.floor((box.heightMm - reserveMm(style.minSizePt) + SLACK_MM) / line));
  const all = rowsAt(paragraphs, box.widthMm, style.minSizePt, fonts);
  if (all.length <= room) return { rows: all, sizePt: style.minSizePt, lineMm: line, cut: false };
  const rows = all.slice(0, room);
  const last = rows.pop();
  if (last !== undefined) rows.push(withEllipsis(last, box.widthMm, style.minSizePt, fonts));
  return { rows, sizePt: style.minSizePt, lineMm: line, cut: true };
}

/** How tall the paragraphs stand at their full size in a column of this width (a one-row value stays one row). */
export const textHeightMm = (paragraphs: readonly Paragraph[], widthMm: number, style: TextStyle, fonts: FontSet): number => {
  const sizePt = startSizePt(paragraphs, widthMm, style, fonts);
  return Math.min(rowsAt(paragraphs, widthMm, sizePt, fonts).length, style.maxRows ?? Infinity) * lineMm(sizePt, style.lineHeight) + reserveMm(sizePt);
};

/** A sentence of the form (its declaration), the English above the French, both regular. */
export const sentenceParagraphs = ({ en, fr }: Title): Paragraph[] => [
  { text: en, weight: 'regular' },
  { text: fr, weight: 'regular' },
];

/** A box's title as the UPU prints it: the English (bold) above the French, both Helvetica. */
export const titleParagraphs = (english: string, french: string): Paragraph[] => [
  { text: english, weight: 'bold' },
  { text: french, weight: 'regular' },
];
