import { expect } from 'vitest';
import { LabelTooLongError, fieldsOverLimit } from '../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../src/label/label-data';
import { printableText } from '../../src/label/printable-text';
import { PAGE_STYLE } from '../../src/label/face-styles';
import { comparableText, readPdf, type PdfReading } from './read-pdf';
import { renderLabelPdf } from './render-label-pdf';

// The spec's A4 layout: values at 50 mm, DIMENSIONS' values at 145 mm.
const VALUE_X_MM = PAGE_STYLE.marginMm.x + PAGE_STYLE.headingColumnMm;
const RIGHT_VALUE_X_MM = PAGE_STYLE.marginMm.x + PAGE_STYLE.packageColumns.secondAtMm + PAGE_STYLE.packageColumns.secondHeadingMm;

/**
 * The text of one value column, in order. WEIGHT and DIMENSIONS sit side by side and may both run onto
 * the next page, so all columns joined would interleave them; each column alone reads straight.
 */
const columnText = (pdf: PdfReading, xMm: number): string =>
  comparableText(pdf.texts.filter((run) => Math.abs(run.leftMm - xMm) < 0.5).map((run) => run.text).join(''));

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
  const [mainColumn, dimensionsColumn] = [columnText(pdf, VALUE_X_MM), columnText(pdf, RIGHT_VALUE_X_MM)];
  // The tracking number is printed inside the barcode image, not as text.
  for (const field of LABEL_FIELDS) {
    if (field === 'trackingNumber') continue;
    expect(field === 'dimensions' ? dimensionsColumn : mainColumn).toContain(comparableText(printableText(label[field])));
  }
}
