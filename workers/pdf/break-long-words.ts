import { helveticaCharWidth, helveticaTextWidth } from './helvetica-widths';

// With hyphenation off react-pdf never splits a word, so a long one would run past the right edge.

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

/**
 * Puts a line break (never a hyphen) inside any word wider than the column, so tracking numbers and
 * e-mail addresses wrap inside it intact; shorter words are left to react-pdf's own line breaking.
 */
export const breakLongWords = (text: string, maxWidthPt: number, fontSizePt: number): string =>
  text
    .split('\n')
    .map((line) =>
      line
        .split(/( +)/)
        .map((word) =>
          helveticaTextWidth(word, fontSizePt) > maxWidthPt ? splitWord(word, maxWidthPt, fontSizePt).join('\n') : word,
        )
        .join(''),
    )
    .join('\n');
