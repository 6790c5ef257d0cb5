import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * One run of text as pdfjs extracts it: its page (from 1), positioned in mm from the page's left and top edges.
 * `topMm` is its baseline's height (a turned run's baseline runs down the page from `topMm` to `bottomMm`).
 */
export type PdfText = { text: string; page: number; leftMm: number; rightMm: number; topMm: number; bottomMm: number };

export type PdfReading = { pageCount: number; widthPt: number; heightPt: number; texts: PdfText[]; imageCount: number };

const PT_TO_MM = 25.4 / 72;
// pdfjs warns on every Helvetica run unless it can find its standard font data on disk.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Reads a PDF back: its page count and size (of page 1), its text runs and how many images it paints. */
export const readPdf = async (bytes: Uint8Array): Promise<PdfReading> => {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const [, , widthPt, heightPt] = (await pdf.getPage(1)).view as [number, number, number, number];
  const texts: PdfText[] = [];
  let imageCount = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      // The run's baseline, from its start along its direction (a quarter turn on turned labels).
      const [a, b, , , x, y] = item.transform as [number, number, number, number, number, number];
      const scale = Math.hypot(a, b) || 1;
      const [endX, endY] = [x + (item.width * a) / scale, y + (item.width * b) / scale];
      texts.push({
        text: item.str,
        page: number,
        leftMm: Math.min(x, endX) * PT_TO_MM,
        rightMm: Math.max(x, endX) * PT_TO_MM,
        topMm: (heightPt - Math.max(y, endY)) * PT_TO_MM,
        bottomMm: (heightPt - Math.min(y, endY)) * PT_TO_MM,
      });
    }
    const operators = await page.getOperatorList();
    imageCount += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  const reading = { pageCount: pdf.numPages, widthPt, heightPt, texts, imageCount };
  await pdf.destroy();
  return reading;
};

/** The first text run equal to `text`; throws so a missing value fails the test loudly. */
export const findText = (reading: PdfReading, text: string): PdfText => {
  const found = reading.texts.find((run) => run.text.trim() === text);
  if (found === undefined) throw new Error(`"${text}" not found in: ${reading.texts.map((run) => run.text).join(' | ')}`);
  return found;
};

/** All text of the page in reading order, runs concatenated without separators. */
export const joinedText = (reading: PdfReading): string => reading.texts.map((run) => run.text).join('');

/**
 * Text as compared with what was typed: whitespace (where lines wrapped) removed, and NFKC, because pdfjs
 * reads some glyphs back as a compatibility twin (the micro sign as Greek mu). Invisible characters go too:
 * a label prints none, and pdfjs reads a mark glyph that a font split off its letter as a control code.
 */
export const comparableText = (text: string): string =>
  text.normalize('NFKC').replace(/[\s\p{Default_Ignorable_Code_Point}\p{Cc}]+/gu, '');

// Scripts a PDF draws in an order other than typed: right to left, or with vowel signs moved before their consonant.
const REORDERED = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]/u;

/** Whether text read back from a PDF keeps the typed order: not where it holds right-to-left or Indic text. */
export const readsInTypedOrder = (text: string): boolean => !REORDERED.test(text);

// In right-to-left text a bracket is drawn with its mirror glyph, which the text layer reads back as the mirror.
const MIRRORED: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<', '»': '«', '›': '‹' };

/**
 * How many times each letter and digit occurs, marks set aside (a bracket and its mirror count as one): what
 * text read back in display order must hold, however its marks were split off or reattached.
 */
export const characterCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const typed of comparableText(text).normalize('NFKD').replace(/\p{M}/gu, '')) {
    const char = MIRRORED[typed] ?? typed;
    counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
};

const LETTERS_AND_DIGITS = /[^\p{L}\p{N}]/u;

/**
 * Whether `printed` (read back from a PDF) holds `typed`: in order, or, for right-to-left and Indic text that
 * a PDF stores in display order, letter for letter and digit for digit (each at least as often as typed).
 * The marks and punctuation of display-order text are left out: shaping may split a mark off its letter or
 * mirror a bracket, which the text layer cannot say; the rendered tests check how they look.
 */
export const holdsText = (printed: string, typed: string): boolean =>
  readsInTypedOrder(typed) ? comparableText(printed).includes(comparableText(typed)) : lettersMissing(printed, typed).length === 0;

// A PDF's text layer maps each glyph to one text for the whole document, and an Indic conjunct or reph glyph,
// or a Thai mark the shaper moved, stands for different letters in different words: its letters can read back
// wrong though the ink is right. The per-script tests check this text one label at a time, and its ink.
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}]/u;

/** The letters and digits of `typed` that `printed` lacks, counted (Indic letters aside, see above). */
export const lettersMissing = (printed: string, typed: string): string[] => {
  const available = characterCounts(printed);
  return [...characterCounts(typed)]
    .filter(([char, count]) => !LETTERS_AND_DIGITS.test(char) && !INDIC.test(char) && (available.get(char) ?? 0) < count)
    .map(([char]) => char);
};
