import { glyphCopy, usualText, type SubsetFont } from './glyph-copies';
import type { TypedRun } from './run-typed-text';

type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type Position = { xAdvance: number; xOffset: number; yOffset: number };

/** A glyph as written: its code in the font (hex) and the width the font's W array gives it (1000 per em). */
export type GlyphCode = { hex: string; width: number };

/** How a run is written: its glyphs' codes, and the text a reader is told it stands for where the glyphs cannot say. */
export type RunText = { codes: GlyphCode[]; actualText?: string };

// pdf.js leaves a format character (Cf) out of the text and does not advance past it: a glyph that adds nothing.
const READS_AS_NOTHING = '\u2060';
// pdf.js counts a glyph whose text holds a non-spacing mark as zero wide, and measures no gap before it.
const NON_SPACING_MARK = /\p{Mn}/u;

const hex = (value: number, digits: number) => `0000${value.toString(16)}`.slice(-digits);

/** A run's font and how its glyphs' advances convert to the font's 1000 units per em. */
export type RunFont = { font: SubsetFont; advanceScale: number };

type FontWithSubset = SubsetFont & { subset: NonNullable<SubsetFont['subset']> };
const hasSubset = (font: SubsetFont): font is FontWithSubset => font.subset !== undefined;

/** Each glyph's usual code, noting its width and characters for the font's subset (as react-pdf does). */
function usualCodes({ font, advanceScale }: RunFont, glyphs: readonly Glyph[]): GlyphCode[] {
  const { subset } = font;
  return glyphs.map((glyph) => {
    const width = glyph.advanceWidth * advanceScale;
    if (!subset) return { hex: hex(glyph.id, 2), width };
    const code = subset.includeGlyph(glyph.id);
    font.widths[code] ??= width;
    font.unicode[code] ??= glyph.codePoints;
    return { hex: hex(code, 4), width };
  });
}

/**
 * The text each glyph of the run is written with: the first glyph carries the run's text up to its first
 * non-spacing mark, as wide as the run, so pdf.js measures the run and the gaps around it (where it finds
 * spaces); the second carries the rest, zero wide (pdf.js counts it zero wide anyway); every other glyph reads
 * as nothing and is zero wide. The advances the widths leave out are the TJ's adjustments: the ink is the same.
 */
function carrierTexts(glyphCount: number, text: string, runWidth: number): { text: string; width: number }[] {
  const mark = text.search(NON_SPACING_MARK);
  const split = glyphCount > 1 && mark > 0 ? [text.slice(0, mark), text.slice(mark)] : text === '' ? [] : [text];
  return Array.from({ length: glyphCount }, (_, index) => ({
    text: split[index] ?? READS_AS_NOTHING,
    width: index === 0 && !NON_SPACING_MARK.test(split[0] ?? '') ? runWidth : 0,
  }));
}

// pdf.js drops a glyph whose text starts with a space or ends with a format character (Cf) whole, and never
// reads a format character: the carriers hold the text without them, after the run's leading space glyphs.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const LEADING_SPACES = /^\s*/u;

const isSpaceGlyph = (glyph: Glyph) => glyph.codePoints.length > 0 && glyph.codePoints.every((codePoint) => /\s/u.test(String.fromCodePoint(codePoint)));

function carrierCodes(runFont: RunFont & { font: FontWithSubset }, glyphs: readonly Glyph[], text: string, runWidth: number): GlyphCode[] {
  const spaces = LEADING_SPACES.exec(text)?.[0].length ?? 0;
  const leading = glyphs.slice(0, spaces).every(isSpaceGlyph) ? spaces : 0;
  const leadingCodes = usualCodes(runFont, glyphs.slice(0, leading));
  const leadingWidth = leadingCodes.reduce((sum, code) => sum + code.width, 0);
  const texts = carrierTexts(glyphs.length - leading, text.slice(leading).replace(FORMAT_CHARACTERS, ''), runWidth - leadingWidth);
  const carried = glyphs.slice(leading).map((glyph, index) => {
    const { text: glyphText, width } = texts[index] ?? { text: READS_AS_NOTHING, width: 0 };
    return { hex: hex(glyphCopy(runFont.font, glyph.id, glyphText, width), 4), width };
  });
  return [...leadingCodes, ...carried];
}

/**
 * How a run's glyphs are written so that copying, searching and screen readers get the text as typed.
 * Helvetica and right-to-left runs are left as they are (readers turn right-to-left glyphs around themselves).
 * A left-to-right run whose glyphs, read in drawing order, spell other text (Indic vowel signs drawn before
 * their consonant, a reph, conjuncts) is written with glyph copies that spell the typed text, and marked with
 * it as ActualText; one whose marks are moved off their letter (Thai) only marked, since pdftotext orders
 * characters by where they are drawn.
 */
export function runText(runFont: RunFont, glyphs: readonly Glyph[], positions: readonly Position[], typed: TypedRun | undefined, toTextSpace: number): RunText {
  const { font } = runFont;
  if (!hasSubset(font) || typed === undefined || typed.rightToLeft) return { codes: usualCodes(runFont, glyphs) };
  const readsBack = glyphs.map((glyph) => usualText(font, glyph.id, glyph.codePoints)).join('');
  if (readsBack !== typed.text) {
    const runWidth = positions.reduce((sum, position) => sum + position.xAdvance, 0) * toTextSpace;
    return { codes: carrierCodes({ ...runFont, font }, glyphs, typed.text, runWidth), actualText: typed.text };
  }
  const marksMoved = positions.some((position) => position.xOffset !== 0 || position.yOffset !== 0);
  const codes = usualCodes(runFont, glyphs);
  return marksMoved ? { codes, actualText: typed.text } : { codes };
}
