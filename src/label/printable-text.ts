import { LABEL_FIELDS, type LabelData } from './label-data';
import { clustersOf, isEmoji, isHelveticaText, isInvisible, isPlainAscii } from './text-clusters';

/** What is printed for a character no label font can draw: visibly something, never a wrong letter. */
export const UNDRAWABLE = '?';

/** Whether the label's fonts draw a (composed) cluster: Helvetica alone, or Helvetica and the embedded fonts. */
export type DrawsCluster = (cluster: string) => boolean;

const COMBINING_MARKS = /\p{M}/gu;
const IS_MARK = /^\p{M}$/u;
// Marks stacked past this many on one Latin, Greek or Cyrillic letter ("Zalgo" text) would climb out of the row.
const MAX_STACKED_MARKS = 2;
const ALPHABETIC_BASE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;

/** A letter keeps at most MAX_STACKED_MARKS of its marks; other scripts' clusters are left whole. */
const boundedMarks = (cluster: string): string => {
  if (!ALPHABETIC_BASE.test(cluster)) return cluster;
  let marks = 0;
  return [...cluster].filter((char) => !IS_MARK.test(char) || (marks += 1) <= MAX_STACKED_MARKS).join('');
};

/** One user-perceived character as the fonts print it: itself, its plain letters, nothing, or "?". */
const printableCluster = (cluster: string, draws: DrawsCluster): string => {
  if (isInvisible(cluster)) return '';
  const composed = boundedMarks(cluster.normalize('NFC'));
  if (draws(composed)) return composed;
  // "ﬁ" → "fi", "Ａ" → "A", a letter with a mark no font has → the letter: the closest the fonts can draw.
  const plain = cluster.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (plain !== '' && clustersOf(plain).every(draws)) return plain;
  return isEmoji(cluster) ? '' : UNDRAWABLE;
};

/** Helvetica alone: what a Latin-only label prints, and what the page lays out without the worker. */
export const drawsWithHelvetica: DrawsCluster = isHelveticaText;

const printedClusters = (line: string, draws: DrawsCluster): string =>
  clustersOf(line).map((cluster) => printableCluster(cluster, draws)).join('');

// Each pass can only drop or simplify characters, so the text settles within a pass or two.
const MAX_PASSES = 4;

/**
 * One line (no line breaks) as the fonts can print it. Leaving a character out can join its neighbours
 * into one cluster ("ם", a control, then the half-width "ﾟ", which extends whatever precedes it): the
 * line is printed again until every cluster of it is one the fonts draw.
 */
const printableLine = (line: string, draws: DrawsCluster): string => {
  if (isPlainAscii(line)) return line;
  let printed = printedClusters(line, draws);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = printedClusters(printed, draws);
    if (again === printed) return printed;
    printed = again;
  }
  return clustersOf(printed).map((cluster) => (cluster === UNDRAWABLE || draws(cluster) ? cluster : UNDRAWABLE)).join('');
};

// A form prints the same titles ("Quantité et description détaillée du contenu") on every parcel's page: each line
// is worked out once per font set, while a few thousand are remembered.
const REMEMBERED_LINES = 4_000;
const rememberedLines = new WeakMap<DrawsCluster, Map<string, string>>();

const printableLineOnce = (line: string, draws: DrawsCluster): string => {
  if (isPlainAscii(line)) return line;
  let lines = rememberedLines.get(draws);
  if (lines === undefined) rememberedLines.set(draws, (lines = new Map()));
  let printed = lines.get(line);
  if (printed === undefined) {
    printed = printableLine(line, draws);
    if (lines.size >= REMEMBERED_LINES) lines.clear();
    lines.set(line, printed);
  }
  return printed;
};

/**
 * The text as the label's fonts print it: line breaks of any kind become "\n", invisible characters and
 * emoji go, and each character no font draws (a script the label fonts lack) becomes one "?". Tabs and runs
 * of spaces become one space, as in the preview; react-pdf also takes a word followed by two spaces for
 * part of a hyphenated word and may print a "-" after it at a line break (textkit's getNodes).
 */
export const printableText = (text: string, draws: DrawsCluster = drawsWithHelvetica): string =>
  text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => printableLineOnce(line, draws).replace(/ {2,}/g, ' '))
    .join('\n');

/** Every field of the label as the PDF prints it. */
export const printableLabel = (label: LabelData, draws: DrawsCluster = drawsWithHelvetica): LabelData =>
  Object.fromEntries(LABEL_FIELDS.map((field) => [field, printableText(label[field], draws)])) as LabelData;
