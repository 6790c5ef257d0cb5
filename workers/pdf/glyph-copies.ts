// A PDF font maps each glyph code to one text for the whole document, and pdf.js reads a page's text from those
// maps alone (it ignores ActualText). A glyph that must read back differently in one run (an Indic vowel sign
// drawn before its consonant, a conjunct that stands for other letters elsewhere) gets a code of its own: a copy
// of the same outline in the font's subset, with its own text and width.

/** The part of pdfkit's embedded font (and its fontkit subset) that a glyph's code, width and text live in. */
export type SubsetFont = {
  subset?: { glyphs: number[]; includeGlyph: (id: number) => number; mapping: Record<number, number | undefined> };
  widths: number[];
  unicode: number[][];
};

const copiesByFont = new WeakMap<SubsetFont, Map<string, number>>();

/** The code of a copy of glyph `id` in the subset that reads back as `text` and advances `width` (1000 per em). */
export function glyphCopy(font: SubsetFont & { subset: NonNullable<SubsetFont['subset']> }, id: number, text: string, width: number): number {
  const copies = copiesByFont.get(font) ?? new Map<string, number>();
  copiesByFont.set(font, copies);
  const key = `${id} ${width} ${text}`;
  const known = copies.get(key);
  if (known !== undefined) return known;
  // fontkit's subset writes every entry of `glyphs`, the same outline twice if asked: only `mapping` dedupes.
  const code = font.subset.glyphs.push(id) - 1;
  font.widths[code] = width;
  font.unicode[code] = Array.from(text, (char) => char.codePointAt(0) ?? 0);
  copies.set(key, code);
  return code;
}

/** The text glyph `id` reads back as if drawn with its usual code: what the subset noted for it first, or its own. */
export function usualText(font: SubsetFont, id: number, codePoints: readonly number[]): string {
  const code = font.subset?.mapping[id];
  return String.fromCodePoint(...(code === undefined ? codePoints : (font.unicode[code] ?? codePoints)));
}
