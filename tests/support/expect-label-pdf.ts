import { expect } from 'vitest';
import { barcodeValue, canDrawBarcode } from '../../src/label/barcode-rules';
import { LabelTooLongError, fieldsOverLimit } from '../../src/label/field-limits';
import { LABEL_FIELDS, type LabelData } from '../../src/label/label-data';
import { printableText } from '../../src/label/printable-text';
import { fontSetFor } from '../../workers/pdf/render-labels-pdf';
import { loadFontsInNode } from './node-fonts';
import { joinedText, lettersMissing, readPdf } from './read-pdf';
import { renderLabelPdf } from './render-label-pdf';

/** The PDF, or the error it was refused with. */
const outcomeOf = (label: LabelData) =>
  renderLabelPdf(label).then(
    (bytes) => ({ bytes, error: null }),
    (error: unknown) => ({ bytes: null, error }),
  );

/**
 * A label past its limits is refused with a LabelTooLongError naming those fields; any other gives a
 * PDF that pdfjs parses, with every letter and digit its fonts can draw printed.
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
  const { draws } = await fontSetFor([label], loadFontsInNode);
  // Every letter and digit of every field, as the fonts print it, is in the PDF's text as often as typed
  // (the tracking number only where it has a barcode, as text under it; Parcels as its mark). Order and columns are the business of
  // the deterministic tests: text mixing scripts is read back in display order, in several runs.
  // Parcels prints as its mark ("1 of 3"), not as typed.
  const printedFields = LABEL_FIELDS.filter((field) => field !== 'parcels' && (field !== 'trackingNumber' || canDrawBarcode(barcodeValue(label))));
  const typed = printedFields.map((field) => printableText(label[field], draws)).join('\n');
  expect(lettersMissing(joinedText(pdf), typed)).toEqual([]);
}
