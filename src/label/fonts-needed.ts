import type { LabelData } from './label-data';
import { candidateFonts, type EmbeddedFont } from './label-fonts';
import { ENGLISH_HEADINGS, headingTexts, type LabelHeadings } from './label-headings';
import { clustersOf, isEmoji, isHelveticaLine, isHelveticaText, isInvisible } from './text-clusters';

/** The clusters of the texts Helvetica cannot draw, emoji and marks without ink included. */
const nonHelveticaClusters = (texts: readonly string[]): string[] =>
  texts
    .filter((text) => !isHelveticaLine(text.replace(/\s/g, ' ')))
    .flatMap((text) => clustersOf(text.normalize('NFC')))
    .filter((cluster) => !isHelveticaText(cluster) && !/^\s+$/u.test(cluster));

/**
 * The distinct clusters of the texts Helvetica cannot draw, in the order they first appear: all fontsNeeded reads of
 * them, so the fonts of many texts (a batch made in parts) are fontsNeeded of their parts' clusters joined in order.
 */
export const clustersHelveticaLacks = (texts: readonly string[]): string[] => [...new Set(nonHelveticaClusters(texts))];

/** A cluster an embedded font must draw: one with ink that is no emoji (emoji are left out). */
const needsEmbeddedFont = (cluster: string): boolean => !isInvisible(cluster) && !isEmoji(cluster);

/**
 * The embedded fonts the texts need, known before any is loaded: each character Helvetica lacks asks for its
 * script's font; one that several scripts share (the ideographic comma) takes a font the label already needs.
 * An empty list means the label prints in Helvetica alone and the worker fetches no font.
 */
export const fontsNeeded = (texts: readonly string[]): EmbeddedFont[] => {
  const choices = nonHelveticaClusters(texts).filter(needsEmbeddedFont).map(candidateFonts);
  const needed = new Set(choices.filter((fonts) => fonts.length === 1).map(([font]) => font as EmbeddedFont));
  for (const fonts of choices) {
    // Noto Sans comes last for a character several scripts share; a script's own font is preferred to it.
    const scriptFonts = fonts.filter((font) => font !== 'NotoSans');
    const pool = scriptFonts.length > 0 ? scriptFonts : fonts;
    const [first] = pool;
    if (first !== undefined && !pool.some((font) => needed.has(font))) needed.add(first);
  }
  return [...needed];
};

/** What a label's fonts leave out: emoji (never printed) and characters of scripts no label font covers ("?"). */
export type TextCoverage = { emoji: boolean; unsupported: boolean };

export const textCoverage = (texts: readonly string[]): TextCoverage => {
  const clusters = nonHelveticaClusters(texts);
  return {
    emoji: clusters.some(isEmoji),
    unsupported: clusters.some((cluster) => needsEmbeddedFont(cluster) && candidateFonts(cluster).length === 0),
  };
};

/** Every text the labels print, their headings' words too, as fontsNeeded reads them. */
export const labelTexts = (labels: readonly LabelData[], headings: LabelHeadings = ENGLISH_HEADINGS): string[] => [
  ...headingTexts(headings),
  ...labels.flatMap((label) => Object.values(label)),
];
