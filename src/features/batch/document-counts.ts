import type { ParcelPaperwork } from '../../contents/parcel-contents';
import type { LabelData } from '../../label/label-data';
import { parcelCount } from '../../label/parcel-count';
import { batchPdfFileName } from '../pdf-delivery';

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

const counted = (amount: number, one: string, many: string) => `${amount.toLocaleString('en-US')} ${amount === 1 ? one : many}`;

/** "20 labels", then each document made: "12 customs forms", "1 invoice", "20 packing slips". */
export function countedParts(counts: DocumentCounts): string[] {
  return [
    counted(counts.labels, 'label', 'labels'),
    ...(counts.customsForms > 0 ? [counted(counts.customsForms, 'customs form', 'customs forms')] : []),
    ...(counts.invoices > 0 ? [counted(counts.invoices, 'invoice', 'invoices')] : []),
    ...(counts.packingSlips > 0 ? [counted(counts.packingSlips, 'packing slip', 'packing slips')] : []),
  ];
}

/** "Create 20 labels, 12 customs forms, 20 packing slips"; "Create 20 labels" when no document is made. */
export const createText = (counts: DocumentCounts): string => `Create ${countedParts(counts).join(', ')}`;

/** "20 labels, 12 customs forms and 20 packing slips", as a sentence lists them. */
export function countedSentence(counts: DocumentCounts): string {
  const parts = countedParts(counts);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** Each separate PDF's button: the documents it holds. */
export const PDF_KIND_NAMES: Readonly<Record<BatchPdfKind, string>> = {
  labels: 'Labels',
  'customs-forms': 'Customs forms',
  invoices: 'Invoices',
  'packing-slips': 'Packing slips',
};

/** Each separate PDF's file, named like the batch's one PDF and stamped alike, so the four sort together. */
export function batchDocumentFileName(kind: BatchPdfKind, madeAt: number): string {
  const labels = batchPdfFileName(madeAt);
  return kind === 'labels' ? labels : labels.replace(/^shipping-labels/, kind === 'invoices' ? 'commercial-invoices' : kind);
}
