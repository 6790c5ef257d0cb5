import type { FontWeight, MeasureText } from './text-measure';

// Every printed line is wrapped here, so react-pdf never has to break one: its line breaker prints a "-" at
// some breaks even with hyphenation off (where a word spans two text runs, e.g. after a leading "+"), which
// would corrupt a reference number or an e-mail address. The preview shows the same rows.

/** Room left for rounding between our measure and react-pdf's, so a wrapped row always fits. */
export const WRAP_SAFETY = 0.98;

/** How rows are measured: the font, its weight and size, and the widest a row may be. */
export type WrapFont = { measure: MeasureText; weight: FontWeight; sizePt: number; maxWidthPt: number };

/** A row, and what joins it to the row before when the text is read: a space, or nothing inside a cut word. */
export type WrappedRow = { text: string; joinBefore: '' | ' ' };

/** Splits a word into pieces no wider than the row, character by character. */
const splitWord = (word: string, font: WrapFont, maxWidthPt: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const char of word) {
    const charWidth = font.measure(char, font.weight, font.sizePt);
    if (piece !== '' && width + charWidth > maxWidthPt) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += char;
    width += charWidth;
  }
  return [...pieces, piece];
};

/** One line as rows that fit: words move down whole, and a word wider than a row is cut between characters. */
const wrapLine = (line: string, font: WrapFont, maxWidthPt: number): WrappedRow[] => {
  const spaceWidth = font.measure(' ', font.weight, font.sizePt);
  const rows: WrappedRow[] = [];
  let row: WrappedRow = { text: '', joinBefore: ' ' };
  let rowWidth = 0;
  for (const word of line.split(' ')) {
    // Each word is measured once; the row's width is kept as it grows.
    const wordWidth = font.measure(word, font.weight, font.sizePt);
    const joinedWidth = row.text === '' ? wordWidth : rowWidth + spaceWidth + wordWidth;
    if (joinedWidth <= maxWidthPt) {
      row = { ...row, text: row.text === '' ? word : `${row.text} ${word}` };
      rowWidth = joinedWidth;
      continue;
    }
    if (row.text !== '') rows.push(row);
    const pieces = splitWord(word, font, maxWidthPt).map((text, index): WrappedRow => ({ text, joinBefore: index === 0 ? ' ' : '' }));
    rows.push(...pieces.slice(0, -1));
    row = pieces.at(-1) ?? { text: '', joinBefore: ' ' };
    rowWidth = font.measure(row.text, font.weight, font.sizePt);
  }
  return [...rows, row];
};

/**
 * The rows of the text, breaking (never with a hyphen) wherever a row would be wider than the column:
 * at each line break, between words where it can, inside a word only when the word alone is too wide.
 */
export const wrapRows = (text: string, font: WrapFont): WrappedRow[] =>
  text.split('\n').flatMap((line) => wrapLine(line, font, font.maxWidthPt * WRAP_SAFETY));
