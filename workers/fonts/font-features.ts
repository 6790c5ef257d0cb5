import type { FontId } from '../../src/label/label-fonts';

/** OpenType features switched off or on for a font, as fontkit's layout and react-pdf's fontFeatureSettings take them. */
export type FontFeatures = { ccmp?: boolean };

/**
 * Noto Sans's ccmp splits a precomposed letter such as "ẹ" into "e" plus a dot glyph. fontkit then gives "e"
 * the letter's character, so the PDF's text layer reads every plain "e" of that document back as "ẹ". Every
 * letter NFC composes has its own glyph in Noto Sans, so the split gains nothing: it is switched off.
 */
const FEATURES: Partial<Record<FontId, FontFeatures>> = { NotoSans: { ccmp: false } };

/** The features a run in this font is shaped with, for the PDF and for measuring alike. */
export const fontFeatures = (font: FontId): FontFeatures | undefined => FEATURES[font];
