import { helveticaCharWidth, helveticaTextWidth } from './helvetica-widths';

// We wrap every line ourselves, so react-pdf never has to break one. Its line breaker prints a "-" at
// some breaks even with hyphenation off (where a word spans two text runs, e.g. after a leading "+"),
// which would corrupt a reference number or an e-mail address.

/** Room left for rounding between our measure and react-pdf's, so a wrapped line always fits. */
const SAFETY = 0.98;

/** Splits a word into pieces no wider than maxWidthPt, character by character. */
const splitWord = (word: string, maxWidthPt: number, fontSizePt: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const char of word) {
    const charWidth = (helveticaCharWidth(char) * fontSizePt) / 1000;
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
const wrapLine = (line: string, maxWidthPt: number, fontSizePt: number): string[] => {
  const spaceWidth = helveticaTextWidth(' ', fontSizePt);
  const rows: string[] = [];
  let row = '';
  let rowWidth = 0;
  for (const word of line.split(' ')) {
    // Each word is measured once; the row's width is kept as it grows.
    const wordWidth = helveticaTextWidth(word, fontSizePt);
    const joinedWidth = row === '' ? wordWidth : rowWidth + spaceWidth + wordWidth;
    if (joinedWidth <= maxWidthPt) {
      row = row === '' ? word : `${row} ${word}`;
      rowWidth = joinedWidth;
      continue;
    }
    if (row !== '') rows.push(row);
    const pieces = splitWord(word, maxWidthPt, fontSizePt);
    rows.push(...pieces.slice(0, -1));
    row = pieces.at(-1) ?? '';
    rowWidth = helveticaTextWidth(row, fontSizePt);
  }
  return [...rows, row];
};

/**
 * The text with a line break (never a hyphen) wherever a row would be wider than the column: between
 * words where it can, inside a word only when the word alone is too wide.
 */
export const wrapText = (text: string, maxWidthPt: number, fontSizePt: number): string =>
  text
    .split('\n')
    .flatMap((line) => wrapLine(line, maxWidthPt * SAFETY, fontSizePt))
    .join('\n');
