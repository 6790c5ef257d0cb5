import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as pdfjs extracts it: its page (from 1), positioned in mm from the page's left and top edges. */
export type PdfText = { text: string; page: number; leftMm: number; rightMm: number; topMm: number };

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
      texts.push({
        text: item.str,
        page: number,
        leftMm: item.transform[4] * PT_TO_MM,
        rightMm: (item.transform[4] + item.width) * PT_TO_MM,
        topMm: (heightPt - item.transform[5]) * PT_TO_MM,
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
 * reads some glyphs back as a compatibility twin (the micro sign as Greek mu).
 */
export const comparableText = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');
