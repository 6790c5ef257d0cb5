import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import type { ParcelPaperwork } from '../../contents/parcel-contents';
import type { LabelData } from '../../label/label-data';
import { parcelCount } from '../../label/parcel-count';
import { batchPdfFileName } from '../pdf-delivery';
import { listed } from './listed';

/** How many of each document a batch makes: what Create and the finished PDF say. */
export type DocumentCounts = { labels: number; customsForms: number; invoices: number; packingSlips: number };

/** The PDFs of a batch made as separate PDFs, by what each holds: the worker's own names. */
export type BatchPdfKind = 'labels' | 'customs-forms' | 'invoices' | 'packing-slips';

/** The counts of the rows to be made: a document is counted for each order whose paperwork asks for it. */
export function documentCounts(rows: readonly { included: boolean; paperwork: ParcelPaperwork | null; label: LabelData }[]): DocumentCounts {
  const counts: DocumentCounts = { labels: 0, customsForms: 0, invoices: 0, packingSlips: 0 };
  for (const { included, paperwork, label } of rows) {
    if (!included) continue;
    // An order of three parcels makes three labels and one set of documents.
    counts.labels += parcelCount(label) ?? 1;
    if (!paperwork) continue;
    if (paperwork.documents.customsForm) counts.customsForms += 1;
    if (paperwork.documents.commercialInvoice) counts.invoices += 1;
    if (paperwork.documents.packingSlip) counts.packingSlips += 1;
  }
  return counts;
}

/** "20 labels", then each document made: "12 customs forms", "1 invoice", "20 packing slips". */
export function countedParts({ labels, customsForms, invoices, packingSlips }: DocumentCounts): MessageDescriptor[] {
  return [
    msg`${plural(labels, { one: '# label', other: '# labels' })}`,
    ...(customsForms > 0 ? [msg`${plural(customsForms, { one: '# customs form', other: '# customs forms' })}`] : []),
    ...(invoices > 0 ? [msg`${plural(invoices, { one: '# invoice', other: '# invoices' })}`] : []),
    ...(packingSlips > 0 ? [msg`${plural(packingSlips, { one: '# packing slip', other: '# packing slips' })}`] : []),
  ];
}

/** "Create 20 labels, 12 customs forms, 20 packing slips"; "Create 20 labels" when no document is made. */
export function createText(counts: DocumentCounts, i18n: PageI18n): string {
  const list = listed(i18n, countedParts(counts), 'unit');
  return i18n._(msg({ message: `Create ${list}`, comment: 'The batch’s button; {list} is what it makes, such as “20 labels, 12 customs forms”' }));
}

/** "20 labels, 12 customs forms and 20 packing slips", as a sentence lists them. */
export const countedSentence = (counts: DocumentCounts, i18n: PageI18n): string => listed(i18n, countedParts(counts), 'conjunction');

/** Each separate PDF's button: the documents it holds. */
export const PDF_KIND_NAMES: Readonly<Record<BatchPdfKind, MessageDescriptor>> = {
  labels: msg`Labels`,
  'customs-forms': msg`Customs forms`,
  invoices: msg`Invoices`,
  'packing-slips': msg`Packing slips`,
};

/** Each separate PDF's file, named like the batch's one PDF and stamped alike, so the four sort together. */
export function batchDocumentFileName(kind: BatchPdfKind, madeAt: number): string {
  const labels = batchPdfFileName(madeAt);
  return kind === 'labels' ? labels : labels.replace(/^shipping-labels/, kind === 'invoices' ? 'commercial-invoices' : kind);
}
