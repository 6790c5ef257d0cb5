import { Font } from '@react-pdf/renderer';
import type { FontId } from '../../src/label/label-fonts';
import { HELVETICA_ASCENT_EM } from './baseline-offset';

/** The part of a parsed (fontkit) font that react-pdf's text layout takes a line's ascent from. */
type Ascending = { ascent: number; unitsPerEm: number };

/**
 * A font's ascent in em as react-pdf lays it out: Helvetica's standard one, or an embedded font's own, read
 * from the very font react-pdf draws with (font-loader.ts loads every font a label needs before it is drawn).
 */
export const ascentEm = (font: FontId): number => {
  if (font === 'Helvetica') return HELVETICA_ASCENT_EM;
  const data = Font.getFont({ fontFamily: font }).data as Ascending | null;
  if (data === null || !(data.unitsPerEm > 0)) throw new Error(`The ${font} font is drawn before it is loaded.`);
  return data.ascent / data.unitsPerEm;
};
