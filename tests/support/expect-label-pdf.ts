import { expect } from 'vitest';
import { LabelTooLongError, fieldsOverLimit } from '../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../src/label/label-data';
import { printableText } from '../../workers/pdf/printable-text';
import { joinedText, readPdf } from './read-pdf';
import { renderLabelPdf } from './render-label-pdf';

// pdfjs reads some glyphs back as a compatibility twin (the micro sign as Greek mu): compare NFKC forms.
const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

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
  const printed = comparable(joinedText(await readPdf(bytes!)));
  // The tracking number is printed inside the barcode image, not as text.
  for (const field of LABEL_FIELDS) {
    if (field !== 'trackingNumber') expect(printed).toContain(comparable(printableText(label[field])));
  }
}
