import { HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS, WIN_ANSI_CHARACTERS } from './helvetica-widths';

export type FontWeight = 'regular' | 'bold';

/** Width in points of one line of text (no line breaks) at `sizePt`: the seam where other fonts plug in. */
export type MeasureText = (text: string, weight: FontWeight, sizePt: number) => number;

const widthTable = (widths: readonly number[]): Map<string, number> =>
  new Map([...WIN_ANSI_CHARACTERS].map((char, index) => [char, widths[index] ?? 0]));

const WIDTHS: Record<FontWeight, Map<string, number>> = {
  regular: widthTable(HELVETICA_WIDTHS),
  bold: widthTable(HELVETICA_BOLD_WIDTHS),
};
// A character the font cannot draw never reaches it (see printable-text); measured as a full em, it would break early.
const UNKNOWN_WIDTH = 1000;

/** Helvetica, as the PDF's standard font draws it: exact for the characters it has. */
export const measureHelvetica: MeasureText = (text, weight, sizePt) => {
  const widths = WIDTHS[weight];
  let total = 0;
  for (const char of text) total += widths.get(char) ?? UNKNOWN_WIDTH;
  return (total * sizePt) / 1000;
};
