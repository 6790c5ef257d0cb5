import {
  HELVETICA_BOLD_WIDENING_PAIRS,
  HELVETICA_BOLD_WIDTHS,
  HELVETICA_WIDENING_PAIRS,
  HELVETICA_WIDTHS,
  WIN_ANSI_CHARACTERS,
} from './helvetica-widths';

export type FontWeight = 'regular' | 'bold';

/** Width in points of one line of text (no line breaks) at `sizePt`: the seam where other fonts plug in. */
export type MeasureText = (text: string, weight: FontWeight, sizePt: number) => number;

type Metrics = { widths: Map<string, number>; widening: Map<string, number> };

const metrics = (widths: readonly number[], widening: readonly (readonly [string, number])[]): Metrics => ({
  widths: new Map([...WIN_ANSI_CHARACTERS].map((char, index) => [char, widths[index] ?? 0])),
  widening: new Map(widening),
});

const FONTS: Record<FontWeight, Metrics> = {
  regular: metrics(HELVETICA_WIDTHS, HELVETICA_WIDENING_PAIRS),
  bold: metrics(HELVETICA_BOLD_WIDTHS, HELVETICA_BOLD_WIDENING_PAIRS),
};
// A character the font cannot draw never reaches it (see printable-text); measured as a full em, it would break early.
const UNKNOWN_WIDTH = 1000;

/**
 * Helvetica as the PDF sets it, never narrower: each character's advance plus the kerning pairs that draw
 * wider (those that draw closer are left out, so a row measured here always fits where it is put).
 */
export const measureHelvetica: MeasureText = (text, weight, sizePt) => {
  const { widths, widening } = FONTS[weight];
  let total = 0;
  let previous = '';
  for (const char of text) {
    total += (widths.get(char) ?? UNKNOWN_WIDTH) + (widening.get(previous + char) ?? 0);
    previous = char;
  }
  return (total * sizePt) / 1000;
};
