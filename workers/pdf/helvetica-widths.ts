// Advance widths (1/1000 em) of built-in Helvetica for ASCII 32–126, from the Adobe AFM that pdfkit ships.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
// Other characters are measured as a full em, so we err on the side of breaking early.
const UNKNOWN_WIDTH = 1000;

const asciiWidth = (char: string | undefined): number | undefined =>
  char === undefined ? undefined : ASCII_WIDTHS[(char.codePointAt(0) ?? 0) - 32];

/** Width of a character in 1/1000 em of regular Helvetica; an accented letter is as wide as its letter. */
export const helveticaCharWidth = (char: string): number =>
  asciiWidth(char) ?? asciiWidth(char.normalize('NFD')[0]) ?? UNKNOWN_WIDTH;

/** Width of text in points at the given font size. */
export const helveticaTextWidth = (text: string, fontSizePt: number): number =>
  ([...text].reduce((sum, char) => sum + helveticaCharWidth(char), 0) * fontSizePt) / 1000;
