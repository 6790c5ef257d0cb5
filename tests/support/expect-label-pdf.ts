import { expect } from 'vitest';
import { LabelTooLongError, fieldsOverLimit } from '../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../src/label/label-data';
import { printableText } from '../../src/label/printable-text';
import { PAGE_STYLE } from '../../src/label/face-styles';
import { fontSetFor } from '../../workers/pdf/render-labels-pdf';
import { loadFontsInNode } from './node-fonts';
import { comparableText, holdsText, joinedText, readPdf, readsInTypedOrder, type PdfReading, type PdfText } from './read-pdf';
import { renderLabelPdf } from './render-label-pdf';

// The spec's A4 layout: values at 50 mm, DIMENSIONS' values at 145 mm.
const VALUE_X_MM = PAGE_STYLE.marginMm.x + PAGE_STYLE.headingColumnMm;
const RIGHT_VALUE_X_MM = PAGE_STYLE.marginMm.x + PAGE_STYLE.packageColumns.secondAtMm + PAGE_STYLE.packageColumns.secondHeadingMm;

type Column = 'main' | 'dimensions' | 'heading';

const withoutMarks = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '');

const HEADINGS = new Set(['TO:', 'FROM:', 'WEIGHT:', 'DIMENSIONS:', 'MESSAGE:']);

/** The column a run starts, if it starts one: a heading, values at 50 mm, DIMENSIONS' values at 145 mm. */
const columnStartedAt = (run: PdfText): Column | null => {
  if (HEADINGS.has(run.text.trim())) return 'heading';
  if (Math.abs(run.leftMm - VALUE_X_MM) < 0.5) return 'main';
  if (Math.abs(run.leftMm - RIGHT_VALUE_X_MM) < 0.5) return 'dimensions';
  return null;
};

/**
 * The text of each value column, in order. WEIGHT and DIMENSIONS sit side by side and may both run onto
 * the next page, so all columns joined would interleave them; each column alone reads straight. A row in
 * several fonts is read back as several runs: those after the first continue the column the row started.
 */
const columnTexts = (pdf: PdfReading): Record<Column, string> => {
  const texts: Record<Column, string> = { main: '', dimensions: '', heading: '' };
  let column: Column = 'heading';
  let previous: PdfText | null = null;
  for (const run of pdf.texts) {
    // Marks raised or lowered by their font are read back as runs of their own, a little off the row's baseline.
    const sameRow = previous !== null && previous.page === run.page && Math.abs(previous.topMm - run.topMm) < 1.5 && run.leftMm > previous.leftMm - 0.1;
    column = columnStartedAt(run) ?? (sameRow ? column : 'heading');
    texts[column] += run.text;
    previous = run;
  }
  return { main: comparableText(texts.main), dimensions: comparableText(texts.dimensions), heading: texts.heading };
};

/** The PDF, or the error it was refused with. */
const outcomeOf = (label: LabelData) =>
  renderLabelPdf(label).then(
    (bytes) => ({ bytes, error: null }),
    (error: unknown) => ({ bytes: null, error }),
  );

/**
 * A label past its limits is refused with a LabelTooLongError naming those fields; any other gives a
 * PDF that pdfjs parses, with every field's drawable text printed in full and right.
 */
export async function expectPdfOrTypedError(label: LabelData): Promise<void> {
  const overLimit = fieldsOverLimit(label);
  const { bytes, error } = await outcomeOf(label);
  if (overLimit.length > 0) {
    expect(error).toBeInstanceOf(LabelTooLongError);
    expect(error).toMatchObject({ fields: overLimit });
    return;
  }
  if (error !== null) throw error;
  expect(new TextDecoder().decode(bytes!.subarray(0, 5))).toBe('%PDF-');
  const pdf = await readPdf(bytes!);
  const columns = columnTexts(pdf);
  const { draws } = await fontSetFor([label], loadFontsInNode);
  // The tracking number is printed inside the barcode image, not as text.
  for (const field of LABEL_FIELDS) {
    if (field === 'trackingNumber') continue;
    const printed = printableText(label[field], draws);
    if (!readsInTypedOrder(printed)) {
      // Right-to-left text is aligned right, and runs within a mixed line are read back in display order.
      expect(holdsText(joinedText(pdf), printed), `${field}: ${JSON.stringify(printed)}`).toBe(true);
      continue;
    }
    // Stacked marks ("Zalgo") are read back in whatever order their glyphs were placed: letters are compared in order.
    expect(withoutMarks(field === 'dimensions' ? columns.dimensions : columns.main), field).toContain(withoutMarks(comparableText(printed)));
  }
}
