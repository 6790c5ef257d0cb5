import type { FontSet } from './font-set';
import { candidateFonts, EMBEDDED_FONTS, type EmbeddedFont, type FontId, type FontRun } from './label-fonts';
import { clustersOf, inkCodePoints, isHelveticaText } from './text-clusters';
import { measureHelvetica, type FontWeight, type MeasureText } from './text-measure';

/** What the layout needs of a loaded font: the characters it has, and how wide it sets a run (in em). */
export type FontMetrics = { has: (codePoint: number) => boolean; advanceEm: (text: string) => number };

export type LoadedFonts = ReadonlyMap<EmbeddedFont, FontMetrics>;

// A worker lives long: the remembered widths are forgotten now and then, so memory stays bounded.
const MAX_REMEMBERED_WIDTHS = 10_000;

/**
 * Helvetica plus the loaded embedded fonts. A character goes to Helvetica where it can, else to its script's
 * font; a word that needs an embedded font is drawn wholly in that font where it has every character, so
 * "Łódź" or "1丁目" is set in one design rather than a patchwork.
 */
export function embeddedFontSet(loaded: LoadedFonts): FontSet {
  const order = EMBEDDED_FONTS.filter((font) => loaded.has(font));
  const drawsIn = (font: EmbeddedFont, cluster: string): boolean => {
    const metrics = loaded.get(font);
    return metrics !== undefined && inkCodePoints(cluster).every((code) => metrics.has(code));
  };
  const fontOf = (cluster: string): FontId | null => {
    if (isHelveticaText(cluster)) return 'Helvetica';
    const own = candidateFonts(cluster).find((font) => drawsIn(font, cluster));
    return own ?? order.find((font) => drawsIn(font, cluster)) ?? null;
  };
  const draws = (cluster: string): boolean => fontOf(cluster) !== null;

  const wordRuns = (word: string): FontRun[] => {
    const clusters = clustersOf(word);
    const fonts = clusters.map((cluster) => fontOf(cluster) ?? 'Helvetica');
    const embedded = fonts.find((font): font is EmbeddedFont => font !== 'Helvetica');
    if (embedded !== undefined && clusters.every((cluster) => drawsIn(embedded, cluster))) return [{ text: word, font: embedded }];
    return clusters.map((text, index) => ({ text, font: fonts[index] ?? 'Helvetica' }));
  };

  const runsOf = (row: string): FontRun[] => {
    const runs: FontRun[] = [];
    const push = (run: FontRun) => {
      const last = runs.at(-1);
      if (last?.font === run.font) last.text += run.text;
      else runs.push({ ...run });
    };
    row.split(' ').forEach((word, index) => {
      const ofWord = wordRuns(word);
      // A space between two words of one font belongs to that font's run; elsewhere Helvetica draws it.
      const font = ofWord[0]?.font;
      if (index > 0) push({ text: ' ', font: font !== undefined && runs.at(-1)?.font === font ? font : 'Helvetica' });
      ofWord.forEach(push);
    });
    return runs.filter((run) => run.text !== '');
  };

  // Each text's width at 1 pt, found once: its runs and their shaping are the costly part, and the layout
  // measures the same words again at every type size it tries.
  const widthsAtOnePoint = new Map<string, number>();
  const widthAtOnePoint = (text: string, weight: FontWeight): number => {
    const key = `${weight}\u0000${text}`;
    let width = widthsAtOnePoint.get(key);
    if (width === undefined) {
      if (widthsAtOnePoint.size >= MAX_REMEMBERED_WIDTHS) widthsAtOnePoint.clear();
      width = runsOf(text).reduce(
        (sum, run) => sum + (run.font === 'Helvetica' ? measureHelvetica(run.text, weight, 1) : (loaded.get(run.font)?.advanceEm(run.text) ?? 0)),
        0,
      );
      widthsAtOnePoint.set(key, width);
    }
    return width;
  };
  const measure: MeasureText = (text, weight, sizePt) =>
    isHelveticaText(text) || text === '' ? measureHelvetica(text, weight, sizePt) : widthAtOnePoint(text, weight) * sizePt;

  return { draws, runsOf, measure };
}
