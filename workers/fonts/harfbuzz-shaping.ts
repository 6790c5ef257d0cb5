import type * as HarfBuzzModule from 'harfbuzzjs';
import type { EmbeddedFont } from '../../src/label/label-fonts';

/**
 * The fonts whose glyphs HarfBuzz chooses and places. fontkit's shapers get common words of these scripts
 * wrong: Bengali "বাংলাদেশ" (the e-kar's form) and "রবীন্দ্র" (the ra-phala left unplaced after the conjunct),
 * Thai "น้ำ" (the tone mark over sara am). HarfBuzz is the reference shaper (browsers use it); for the other
 * fonts fontkit gives the same glyphs, which a test checks on real words of every script.
 */
export const HARFBUZZ_FONTS: ReadonlySet<EmbeddedFont> = new Set(['NotoSansBengali', 'NotoSansThai']);

type HarfBuzz = typeof HarfBuzzModule;

// Loaded (a lazy chunk and its WebAssembly) only when a label needs one of these fonts.
let harfBuzz: Promise<HarfBuzz> | null = null;
export const loadHarfBuzz = (): Promise<HarfBuzz> => (harfBuzz ??= import('harfbuzzjs'));

/** The part of fontkit's font, glyph and glyph run that react-pdf's text layout reads. */
type Glyph = { id: number; codePoints: number[] };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type GlyphRun = { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
export type ShapeableFont = {
  stream: { buffer: Uint8Array };
  layout: (text: string, ...rest: unknown[]) => GlyphRun;
  getGlyph: (id: number, codePoints?: number[]) => Glyph | null;
};

/**
 * The characters each of HarfBuzz's glyphs stands for, taken from fontkit's run of as many glyphs: a glyph both
 * chose keeps its characters wherever HarfBuzz moved it (a Thai tone mark and sara am swap places); the others
 * take the characters left over, in order.
 */
const charactersFor = (ids: readonly number[], fontkitGlyphs: readonly Glyph[]): number[][] => {
  const unused = new Set(fontkitGlyphs.keys());
  const matched = ids.map((id) => {
    const same = [...unused].find((index) => fontkitGlyphs[index]?.id === id);
    if (same !== undefined) unused.delete(same);
    return same;
  });
  const rest = [...unused];
  return matched.map((index) => fontkitGlyphs[index ?? rest.shift() ?? -1]?.codePoints ?? []);
};

/**
 * Gives fontkit's glyph runs of the font HarfBuzz's glyphs and positions. fontkit still runs first: react-pdf
 * reads which characters each glyph stands for from its run (to slice lines and write the text layer), which
 * HarfBuzz's clusters do not say the same way. Where both make as many glyphs, the i-th glyph keeps fontkit's
 * characters and takes HarfBuzz's glyph and position; where they differ in number, fontkit's run is kept.
 */
export function shapeWithHarfBuzz(hb: HarfBuzz, font: ShapeableFont): void {
  const shaper = new hb.Font(new hb.Face(new hb.Blob(font.stream.buffer)));
  const fontkitLayout = font.layout.bind(font);
  font.layout = (text, ...rest) => {
    const run = fontkitLayout(text, ...rest);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    const infos = buffer.getGlyphInfos();
    if (infos.length !== run.glyphs.length) return run;
    const positions = buffer.getGlyphPositions();
    const characters = charactersFor(
      infos.map((info) => info.codepoint),
      run.glyphs,
    );
    const glyphs = infos.map((info, index) => font.getGlyph(info.codepoint, characters[index]));
    if (glyphs.some((glyph) => glyph === null)) return run;
    // fontkit's run works out its advance width from its positions.
    return Object.assign(run, { glyphs: glyphs as Glyph[], positions });
  };
}
