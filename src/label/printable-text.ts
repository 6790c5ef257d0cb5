import { LABEL_FIELDS, type LabelData } from './label-data';

// The PDF uses the standard Helvetica font, which has glyphs for Windows-1252 (WinAnsi) only. pdfkit
// would encode anything else as some other WinAnsi byte, printing the wrong letters, so we choose.

/** What is printed for a character the font cannot draw: visibly something, never a wrong letter. */
export const UNDRAWABLE = '?';

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SOFT_HYPHEN = 0xad;

const isDrawable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff && code !== SOFT_HYPHEN) || WIN_ANSI_EXTRAS.has(char);
};

const allDrawable = (text: string): boolean => text !== '' && [...text].every(isDrawable);

// Controls, format characters (zero-width joiners, bidi marks, BOM) and stray marks have no ink.
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{M}]+$/u;
const COMBINING_MARKS = /\p{M}/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Most lines are plain printable ASCII, which the font draws as it is: no need to look at each grapheme.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** One user-perceived character as Helvetica prints it: itself, its plain letters, nothing, or "?". */
const printableGrapheme = (grapheme: string): string => {
  const composed = grapheme.normalize('NFC');
  if (allDrawable(composed)) return composed;
  // "ő" → "o", "ﬁ" → "fi", "Ａ" → "A": the closest letters the font has, rather than a "?".
  const plain = grapheme.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (allDrawable(plain)) return plain;
  return INVISIBLE.test(grapheme) ? '' : UNDRAWABLE;
};

/** One line (no line breaks) as the font can print it. */
const printableLine = (line: string): string =>
  PLAIN_ASCII.test(line) ? line : Array.from(graphemes.segment(line), ({ segment }) => printableGrapheme(segment)).join('');

/**
 * The text as the PDF font can print it: line breaks of any kind become "\n", invisible characters go,
 * and each character the font lacks (an emoji, a Hebrew letter) becomes one "?". Tabs and runs of spaces
 * become one space, as in the preview; react-pdf also takes a word followed by two spaces for part of a
 * hyphenated word and may print a "-" after it at a line break (textkit's getNodes).
 */
export const printableText = (text: string): string =>
  text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => printableLine(line).replace(/ {2,}/g, ' '))
    .join('\n');

/** Every field of the label as the PDF prints it. */
export const printableLabel = (label: LabelData): LabelData =>
  Object.fromEntries(LABEL_FIELDS.map((field) => [field, printableText(label[field])])) as LabelData;
