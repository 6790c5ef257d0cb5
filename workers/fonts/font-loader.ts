import { Font } from '@react-pdf/renderer';
import type { FontMetrics, LoadedFonts } from '../../src/label/embedded-font-set';
import type { EmbeddedFont } from '../../src/label/label-fonts';
import { fontFeatures, type FontFeatures } from './font-features';
import { HARFBUZZ_FONTS, loadHarfBuzz, shapeWithHarfBuzz, type ShapeableFont } from './harfbuzz-shaping';

/** Where each embedded font is read from: a URL in the worker, a file path in Node tests. */
export type FontSources = Readonly<Record<EmbeddedFont, string>>;

/** Loads the fonts a label needs (each once, then kept) and gives the layout their metrics. */
export type LoadFonts = (fonts: readonly EmbeddedFont[]) => Promise<LoadedFonts>;

/** A font that could not be fetched (offline, say): the PDF is refused with this rather than printed wrong. */
export class FontLoadError extends Error {
  override name = 'FontLoadError';
}

/** The part of fontkit's font and glyph that measuring and the glyph fix below use. */
type FontkitGlyph = { codePoints: number[] };
type FontkitFont = {
  unitsPerEm: number;
  hasGlyphForCodePoint: (code: number) => boolean;
  layout: (text: string, features?: FontFeatures) => { advanceWidth: number };
  getGlyph: (id: number, codePoints?: number[]) => FontkitGlyph | null;
};

const sameCodePoints = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((code, index) => code === b[index]);

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A ligature of right-to-left letters ("لا") is drawn as one glyph, and text extractors read a right-to-left
 * line in display order, then reverse it, characters of a ligature included: its characters are therefore
 * stored in display order, so the reversal gives them back as typed. Only their order changes, never their
 * number, which is all react-pdf's text layout reads of them.
 */
const inReadingOrder = (codePoints: number[]): number[] =>
  codePoints.length > 1 && codePoints.every((code) => RIGHT_TO_LEFT.test(String.fromCodePoint(code))) ? [...codePoints].reverse() : codePoints;

/**
 * fontkit keeps one glyph object per glyph id with the characters of its first use, and the PDF's text layer
 * (ToUnicode) is written from them: once "c" had been shaped with a stray accent, every later "c" read back
 * as "ć". Each use now gets a glyph carrying its own characters, sharing everything else with the kept one.
 */
const withGlyphsPerUse = (font: FontkitFont): FontkitFont => {
  const kept = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const codePoints = inReadingOrder(characters);
    const glyph = kept(id, codePoints);
    if (glyph === null || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.assign(Object.create(glyph) as FontkitGlyph, { codePoints });
  };
  return font;
};

const metricsOf = (font: FontkitFont, features: FontFeatures | undefined): FontMetrics => ({
  has: (code) => font.hasGlyphForCodePoint(code),
  advanceEm: (text) => font.layout(text, features).advanceWidth / font.unitsPerEm,
});

/**
 * Registers the fonts with react-pdf under their own names, and loads one only when a label needs it:
 * react-pdf fetches and parses it once, and the same parsed font measures the rows, so the layout's widths
 * are the PDF's. A failed fetch is forgotten, so the next PDF tries again.
 */
export function fontLoader(sources: FontSources): LoadFonts {
  const registered = new Set<EmbeddedFont>();
  const loaded = new Map<EmbeddedFont, FontMetrics>();
  const load = async (font: EmbeddedFont): Promise<FontMetrics> => {
    const known = loaded.get(font);
    if (known !== undefined) return known;
    if (!registered.has(font)) {
      Font.register({ family: font, src: sources[font] });
      registered.add(font);
    }
    const source = Font.getFont({ fontFamily: font });
    try {
      await source.load();
    } catch (error) {
      source.loadResultPromise = null;
      throw new FontLoadError(`The ${font} font could not be loaded: ${String(error)}`);
    }
    const parsed = withGlyphsPerUse(source.data as unknown as FontkitFont);
    if (HARFBUZZ_FONTS.has(font)) shapeWithHarfBuzz(await loadHarfBuzz(), parsed as unknown as ShapeableFont);
    const metrics = metricsOf(parsed, fontFeatures(font));
    loaded.set(font, metrics);
    return metrics;
  };
  return async (fonts) => new Map(await Promise.all(fonts.map(async (font) => [font, await load(font)] as const)));
}
