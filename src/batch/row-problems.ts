import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isCode128Encodable } from '../label/barcode-rules';
import { countCharacters, FIELD_LIMITS, fitsLimit } from '../label/field-limits';
import { parcelsProblem } from '../label/parcels-problem';
import { LABEL_FIELDS, type LabelField } from '../label/label-data';
import { trackingAdvice } from '../label/tracking-check';
import type { BatchRow } from './batch-rows';
import { scientificNotationDamage } from './clean-cell';

/**
 * Something to check in a row: a blocking one keeps the row out of the PDF until it is fixed; advice (a postcode that
 * does not fit the country, a mistyped check digit) is shown but leaves the row in; the rest leave it out until included.
 * `details` are sentences that follow `text` (what stops an order's documents), each a message of its own.
 */
export type RowProblem = {
  field: LabelField | null;
  text: MessageDescriptor;
  blocking: boolean;
  advice?: true;
  details?: readonly MessageDescriptor[];
};


// A sentence a field, so each language words it as its field's name needs; the counts are formatted by the page.
const OVER_LIMIT: Readonly<Record<LabelField, (count: number, limit: number) => MessageDescriptor>> = {
  toName: (count, limit) => msg`Recipient name is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  toCompany: (count, limit) => msg`Recipient company is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  toAddress: (count, limit) => msg`Recipient address is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  toPhone: (count, limit) => msg`Recipient phone is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  fromName: (count, limit) => msg`Sender name is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  fromCompany: (count, limit) => msg`Sender company is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  fromAddress: (count, limit) => msg`Sender address is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  fromPhone: (count, limit) => msg`Sender phone is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  weight: (count, limit) => msg`Weight is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  dimensions: (count, limit) => msg`Dimensions is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  parcels: (count, limit) => msg`Parcels is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  trackingNumber: (count, limit) => msg`Tracking number is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  reference: (count, limit) => msg`Reference is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
  customMessage: (count, limit) => msg`Message is ${plural(count, { one: '# character', other: '# characters' })}; a label takes at most ${plural(limit, { other: '#' })}`,
};

const overLimit = (field: LabelField, text: string): RowProblem => ({
  field,
  text: OVER_LIMIT[field](countCharacters(text), FIELD_LIMITS[field]),
  blocking: true,
});

/** What to check in a row, most important first; only text over a field's limit blocks (the PDF would refuse it). */
export function rowProblems(row: BatchRow): RowProblem[] {
  const { label } = row;
  const problems: RowProblem[] = [];
  if (label.toName.trim() === '' && row.nameInAddress === '') problems.push({ field: 'toName', text: msg`No recipient name`, blocking: false });
  if (label.toAddress.trim() === '') problems.push({ field: 'toAddress', text: msg`No recipient address`, blocking: false });
  for (const field of LABEL_FIELDS) if (!fitsLimit(field, label[field])) problems.push(overLimit(field, label[field]));
  const parcels = fitsLimit('parcels', label.parcels) ? parcelsProblem(label.parcels) : null;
  if (parcels !== null) problems.push({ field: 'parcels', text: parcels, blocking: true });
  // Length is reported above; here only the characters, for a number that still prints as text.
  const tracking = label.trackingNumber.trim();
  if (tracking !== '' && !isCode128Encodable(tracking)) {
    problems.push({
      field: 'trackingNumber',
      text: msg`Tracking number is not a Code 128 barcode: it may use only plain ASCII letters, digits and symbols`,
      blocking: false,
    });
  }
  if (scientificNotationDamage(tracking)) {
    problems.push({ field: 'trackingNumber', text: msg`Tracking number was turned into a number by a spreadsheet (1.23E+21): its digits are lost, copy it again from your carrier`, blocking: false });
  } else {
    const advice = trackingAdvice(tracking);
    if (advice !== null) problems.push({ field: 'trackingNumber', text: advice, blocking: false, advice: true });
  }
  for (const note of row.notes) problems.push({ field: 'toAddress', text: note, blocking: false, advice: true });
  if (row.ragged) problems.push({ field: null, text: msg`Has a different number of cells than the header row: check the columns`, blocking: false });
  return problems;
}

/** Whether a row with these problems is made unless the visitor says otherwise: only advice, or nothing. */
export const includedByDefault = (problems: readonly RowProblem[]): boolean => problems.every((problem) => problem.advice === true);

export const hasBlockingProblem = (problems: readonly RowProblem[]): boolean => problems.some((problem) => problem.blocking);
