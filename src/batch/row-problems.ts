import { isCode128Encodable } from '../label/barcode-rules';
import { countCharacters, FIELD_LIMITS, fitsLimit, parcelsProblem } from '../label/field-limits';
import { LABEL_FIELDS, type LabelField } from '../label/label-data';
import { lazily } from '../label/lazily';
import { trackingAdvice } from '../label/tracking-check';
import type { BatchRow } from './batch-rows';
import { scientificNotationDamage } from './clean-cell';

/**
 * Something to check in a row: a blocking one keeps the row out of the PDF until it is fixed; advice (a postcode that
 * does not fit the country, a mistyped check digit) is shown but leaves the row in; the rest leave it out until included.
 */
export type RowProblem = { field: LabelField | null; text: string; blocking: boolean; advice?: true };

/** Each label field as the form names it, for problems and the row editor. */
export const FIELD_NAMES: Readonly<Record<LabelField, string>> = {
  toName: 'Recipient name',
  toCompany: 'Recipient company',
  toAddress: 'Recipient address',
  toPhone: 'Recipient phone',
  fromName: 'Sender name',
  fromCompany: 'Sender company',
  fromAddress: 'Sender address',
  fromPhone: 'Sender phone',
  weight: 'Weight',
  dimensions: 'Dimensions',
  parcels: 'Parcels',
  trackingNumber: 'Tracking number',
  reference: 'Reference',
  customMessage: 'Message',
};

const count = lazily(() => new Intl.NumberFormat('en-US'));

const overLimit = (field: LabelField, text: string): RowProblem => ({
  field,
  text: `${FIELD_NAMES[field]} is ${count().format(countCharacters(text))} characters; a label takes at most ${count().format(FIELD_LIMITS[field])}`,
  blocking: true,
});

/** What to check in a row, most important first; only text over a field's limit blocks (the PDF would refuse it). */
export function rowProblems(row: BatchRow): RowProblem[] {
  const { label } = row;
  const problems: RowProblem[] = [];
  if (label.toName.trim() === '' && row.nameInAddress === '') problems.push({ field: 'toName', text: 'No recipient name', blocking: false });
  if (label.toAddress.trim() === '') problems.push({ field: 'toAddress', text: 'No recipient address', blocking: false });
  for (const field of LABEL_FIELDS) if (!fitsLimit(field, label[field])) problems.push(overLimit(field, label[field]));
  const parcels = fitsLimit('parcels', label.parcels) ? parcelsProblem(label.parcels) : null;
  if (parcels !== null) problems.push({ field: 'parcels', text: parcels, blocking: true });
  // Length is reported above; here only the characters, for a number that still prints as text.
  const tracking = label.trackingNumber.trim();
  if (tracking !== '' && !isCode128Encodable(tracking)) {
    problems.push({
      field: 'trackingNumber',
      text: 'Tracking number is not a Code 128 barcode: it may use only plain ASCII letters, digits and symbols',
      blocking: false,
    });
  }
  if (scientificNotationDamage(tracking)) {
    problems.push({ field: 'trackingNumber', text: 'Tracking number was turned into a number by a spreadsheet (1.23E+21): its digits are lost, copy it again from your carrier', blocking: false });
  } else {
    const advice = trackingAdvice(tracking);
    if (advice !== null) problems.push({ field: 'trackingNumber', text: advice, blocking: false, advice: true });
  }
  for (const note of row.notes) problems.push({ field: 'toAddress', text: note, blocking: false, advice: true });
  if (row.ragged) problems.push({ field: null, text: 'Has a different number of cells than the header row: check the columns', blocking: false });
  return problems;
}

/** Whether a row with these problems is made unless the visitor says otherwise: only advice, or nothing. */
export const includedByDefault = (problems: readonly RowProblem[]): boolean => problems.every((problem) => problem.advice === true);

export const hasBlockingProblem = (problems: readonly RowProblem[]): boolean => problems.some((problem) => problem.blocking);
