import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BatchRow } from '../../batch/batch-rows';
import { customsNeeded, parcelContentsOf, type BatchContentsDefaults, type CustomsPolicy } from '../../batch/parcel-contents-of';
import type { RowProblem } from '../../batch/row-problems';
import { contentsAdvice } from '../../contents/contents-advice';
import { contentsTotals } from '../../contents/contents-totals';
import { customsFormFor } from '../../contents/customs-form';
import { DEFAULT_DOCUMENTS, EMPTY_CONTENTS, type ParcelContents, type ParcelPaperwork } from '../../contents/parcel-contents';
import { readContents, type ContentsReading } from '../../contents/read-contents';
import { readParcelWeightKg } from '../../contents/weight-units';
import type { LabelData } from '../../label/label-data';

/** What the batch makes for every order, and what it fills in where the file is silent. */
export type PaperworkSettings = {
  customs: CustomsPolicy;
  invoices: boolean;
  packingSlips: boolean;
  copies: number;
  defaults: BatchContentsDefaults;
  /** What the shipment is, for the category "other": no file says. */
  categoryExplanation: string;
  /** The order's number, for its invoice and packing slip; '' when the file has none. */
  orderNumberOf: (row: BatchRow) => string;
};

/** A document an order gets besides its label and customs form. */
export type OtherDocument = 'invoice' | 'packing slip';

/**
 * What an order holds, as the Contents cell says it: no items; its item lines, when some cannot be read; or its pieces,
 * net weight (null when none is given: a packing slip alone needs none) and value (null without a currency).
 */
export type ContentsCount =
  | { kind: 'none' }
  | { kind: 'lines'; lines: number }
  | { kind: 'totals'; pieces: number; netWeightKg: number | null; value: { amount: number; currency: string } | null };

/** The review's Contents cell: "3 items · 1.250 kg · 85.00 EUR", the customs form made, and the other documents. */
export type ContentsSummary = { contents: ContentsCount; form: 'CN 22' | 'CN 23' | null; others: readonly OtherDocument[] };

/** An order's documents: what goes to the worker (null: its label only), what the review shows, and its flags. */
export type RowPaperwork = { paperwork: ParcelPaperwork | null; summary: ContentsSummary; flags: readonly RowProblem[] };

/** Pieces, weight and value once every item reads; the lines otherwise, as a problem names them by line. */
function contentsCount(contents: ParcelContents, reading: ContentsReading): ContentsCount {
  if (contents.items.length === 0) return { kind: 'none' };
  if (reading.problems.length > 0) return { kind: 'lines', lines: contents.items.length };
  const totals = contentsTotals(reading.items);
  const value = totals.currency === null ? null : { amount: totals.value, currency: totals.currency };
  // No weight given (a packing slip alone needs none): none shown, rather than "0.000 kg".
  return { kind: 'totals', pieces: totals.quantity, netWeightKg: totals.netWeightKg > 0 ? totals.netWeightKg : null, value };
}

/** The documents wanted: a customs form, an invoice, a packing slip, in that order. */
type Wanted = { customsForm: boolean; invoice: boolean; packingSlip: boolean };

/** What a problem stops, by the documents wanted ("c" customs form, "i" invoice, "p" packing slip): a sentence each, so each language words its own list. */
const ALL_STOPPED = msg`No customs form, invoice or packing slip until this is fixed:`;
const STOPPED: Readonly<Record<string, MessageDescriptor>> = {
  c: msg`No customs form until this is fixed:`,
  i: msg`No invoice until this is fixed:`,
  p: msg`No packing slip until this is fixed:`,
  ci: msg`No customs form or invoice until this is fixed:`,
  cp: msg`No customs form or packing slip until this is fixed:`,
  ip: msg`No invoice or packing slip until this is fixed:`,
  cip: ALL_STOPPED,
};

const WEIGHT_HINT = msg`Give each item’s weight in your file, or under “Weight of each item” above.`;

/** The one flag for what stops the documents: the label is still made (a seller may declare some other way). */
function stopFlag(reading: ContentsReading, wanted: Wanted, defaults: BatchContentsDefaults): RowProblem {
  const weightMissing = defaults.weightPerItemKg === null && reading.problems.some((problem) => problem.path.endsWith('.weight'));
  const key = `${wanted.customsForm ? 'c' : ''}${wanted.invoice ? 'i' : ''}${wanted.packingSlip ? 'p' : ''}`;
  const text = STOPPED[key] ?? ALL_STOPPED;
  const details = [...reading.problems.map((problem) => problem.message), ...(weightMissing ? [WEIGHT_HINT] : [])];
  // Advice, so the order stays in: its label is made, and the flag and the create count say its documents are not.
  return { field: null, text, details, blocking: false, advice: true };
}

/**
 * The documents of one order with its label as reviewed. Customs forms follow the policy; an invoice goes with every
 * parcel abroad (a customs document, no use at home); a packing slip with every order that lists items. Contents that
 * cannot print stop its documents (the label is made, flagged).
 */
export function rowPaperwork(row: BatchRow, label: LabelData, settings: PaperworkSettings): RowPaperwork {
  const customsForm = customsNeeded(row, settings.customs);
  const fromFile = parcelContentsOf(row, settings.defaults);
  // Without items an invoice or a slip has no lines; a customs form is still due, and its absence is flagged.
  const listed = fromFile !== null;
  const commercialInvoice = listed && settings.invoices && (customsForm || customsNeeded(row, 'where-needed'));
  const packingSlip = listed && settings.packingSlips;
  const base = fromFile ?? { ...EMPTY_CONTENTS, category: settings.defaults.category, signWith: settings.defaults.signWith };
  const contents = { ...base, categoryExplanation: settings.categoryExplanation };
  const reading = readContents(contents, { customsForm, weightsNeeded: customsForm || commercialInvoice });
  const wanted: Wanted = { customsForm, invoice: commercialInvoice, packingSlip };
  const others: OtherDocument[] = [...(commercialInvoice ? (['invoice'] as const) : []), ...(packingSlip ? (['packing slip'] as const) : [])];
  const counted = contentsCount(contents, reading);
  if (!customsForm && others.length === 0) return { paperwork: null, summary: { contents: counted, form: null, others: [] }, flags: [] };

  // Customs ask what the advice names; a packing slip alone needs none of it.
  const advised = customsForm || commercialInvoice ? contentsAdvice(contents, reading.items, { parcelWeightKg: readParcelWeightKg(label.weight) }) : [];
  const advice = advised.map((problem): RowProblem => ({ field: null, text: problem.message, blocking: false, advice: true }));
  if (reading.problems.length > 0) {
    return { paperwork: null, summary: { contents: counted, form: null, others: [] }, flags: [stopFlag(reading, wanted, settings.defaults), ...advice] };
  }
  const totals = contentsTotals(reading.items);
  const form = customsForm ? customsFormFor({ value: totals.value, currency: totals.currency }, DEFAULT_DOCUMENTS.formChoice).form : null;
  const documents = { ...DEFAULT_DOCUMENTS, customsForm, commercialInvoice, packingSlip, copies: settings.copies, orderNumber: settings.orderNumberOf(row) };
  return {
    paperwork: { contents, documents },
    summary: { contents: counted, form: form === null ? null : form === 'CN22' ? 'CN 22' : 'CN 23', others },
    flags: advice,
  };
}

/**
 * rowPaperwork for one set of settings, remembered per order while its label, items and countries are unchanged: an
 * edit to one row re-reads that row's contents, not a thousand; nor does Create, which reads the rows afresh (the
 * form's sender may have changed) and so hands over new row objects with the same orders in them.
 */
export function paperworkReader(settings: PaperworkSettings): (row: BatchRow, label: LabelData) => RowPaperwork {
  const byObject = new WeakMap<BatchRow, { label: LabelData; result: RowPaperwork }>();
  const byOrder = new Map<string, { key: string; result: RowPaperwork }>();
  return (row, label) => {
    const same = byObject.get(row);
    if (same?.label === label) return same.result;
    const order = row.rows.join(',');
    const key = JSON.stringify([label, row.contents, row.countries]);
    const known = byOrder.get(order);
    const result = known?.key === key ? known.result : rowPaperwork(row, label, settings);
    byOrder.set(order, { key, result });
    byObject.set(row, { label, result });
    return result;
  };
}
