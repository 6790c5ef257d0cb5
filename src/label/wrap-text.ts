import { breakTokens, type BreakToken } from './line-breaks';
import { clustersOf } from './text-clusters';
import { paragraphDirection, type TextDirection } from './text-direction';
import type { FontWeight, MeasureText } from './text-measure';

// Every printed line is wrapped here, so react-pdf never has to break one: its line breaker prints a "-" at
// some breaks even with hyphenation off (where a word spans two text runs, e.g. after a leading "+"), and
// never breaks Chinese or Thai at all. The preview shows the same rows.

/** Room left for rounding between our measure and react-pdf's, so a wrapped row always fits. */
export const WRAP_SAFETY = 0.98;

/** How rows are measured: the font, its weight and size, and the widest a row may be. */
export type WrapFont = { measure: MeasureText; weight: FontWeight; sizePt: number; maxWidthPt: number };

/**
 * A row, what joins it to the row before when the text is read (a space, or nothing inside a cut word or
 * between two Chinese characters), and the direction of the paragraph it belongs to.
 */
export type WrappedRow = { text: string; joinBefore: '' | ' '; direction: TextDirection };

type Row = Omit<WrappedRow, 'direction'>;

const joined = (tokens: readonly BreakToken[]): string => tokens.map((token, index) => (index === 0 ? '' : token.joinBefore) + token.text).join('');

/**
 * Splits a piece into pieces no wider than the row, between user-perceived characters. Characters are
 * measured one by one, then each piece as a whole, since a word may be set in one font wider than its
 * characters apart ("<b>＜", all in the CJK font): a piece that is too wide gives characters back.
 */
const splitPiece = (piece: string, font: WrapFont, maxWidthPt: number): string[] => {
  const widthOf = (text: string) => font.measure(text, font.weight, font.sizePt);
  const clusters = clustersOf(piece);
  const pieces: string[] = [];
  let start = 0;
  while (start < clusters.length) {
    let end = start + 1;
    let width = widthOf(clusters[start] ?? '');
    for (; end < clusters.length; end += 1) {
      const next = width + widthOf(clusters[end] ?? '');
      if (next > maxWidthPt) break;
      width = next;
    }
    while (end - start > 1 && widthOf(clusters.slice(start, end).join('')) > maxWidthPt) end -= 1;
    pieces.push(clusters.slice(start, end).join(''));
    start = end;
  }
  return pieces.length > 0 ? pieces : [''];
};

/** One line as rows that fit: pieces move down whole, and a piece wider than a row is cut between characters. */
const wrapLine = (line: string, font: WrapFont, maxWidthPt: number): Row[] => {
  const widthOf = (text: string) => font.measure(text, font.weight, font.sizePt);
  const spaceWidth = widthOf(' ');
  const tokens = breakTokens(line).flatMap((token) =>
    widthOf(token.text) <= maxWidthPt
      ? [token]
      : splitPiece(token.text, font, maxWidthPt).map((text, index): BreakToken => ({ text, joinBefore: index === 0 ? token.joinBefore : '' })),
  );
  const rows: Row[] = [];
  let start = 0;
  while (start < tokens.length) {
    // Pieces are measured once each while the row grows …
    let end = start + 1;
    let width = widthOf(tokens[start]?.text ?? '');
    for (; end < tokens.length; end += 1) {
      const token = tokens[end];
      const next = width + (token?.joinBefore === ' ' ? spaceWidth : 0) + widthOf(token?.text ?? '');
      if (next > maxWidthPt) break;
      width = next;
    }
    // … then the row as a whole, which kerning or a word's font may set wider: it gives pieces back until it fits.
    while (end - start > 1 && widthOf(joined(tokens.slice(start, end))) > maxWidthPt) end -= 1;
    rows.push({ text: joined(tokens.slice(start, end)), joinBefore: tokens[start]?.joinBefore ?? ' ' });
    start = end;
  }
  return rows.length > 0 ? rows : [{ text: '', joinBefore: ' ' }];
};

/**
 * The rows of the text, breaking (never with a hyphen) wherever a row would be wider than the column: at each
 * line break, between words (and between Chinese, Japanese, Korean characters and Thai words) where it can,
 * inside a word only when the word alone is too wide. Each line keeps its own direction.
 */
export function wrapRows(text: string, font: WrapFont): readonly WrappedRow[] {
  let kept = wrappedBefore.get(font.measure);
  if (kept === undefined) wrappedBefore.set(font.measure, (kept = new Map()));
  const key = `${font.weight} ${font.sizePt} ${font.maxWidthPt}\n${text}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const rows = text.split('\n').flatMap((line) => {
    const direction = paragraphDirection(line);
    return wrapLine(line, font, font.maxWidthPt * WRAP_SAFETY).map((row) => ({ ...row, direction }));
  });
  if (kept.size >= KEPT_PER_MEASURE) kept.clear();
  kept.set(key, rows);
  return rows;
}

/**
 * Rows wrapped before, for each way of measuring (Helvetica's widths, or a label's embedded fonts): a label laid
 * out again after a keystroke wraps only the value that changed, and a batch wraps a repeated sender once.
 */
const wrappedBefore = new WeakMap<MeasureText, Map<string, readonly WrappedRow[]>>();
const KEPT_PER_MEASURE = 512;
