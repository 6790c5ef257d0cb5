import type { LabelData } from '../../src/label/label-data';
import { DEFAULT_DOCUMENTS, type ParcelDocuments, type ParcelPaperwork } from '../../src/contents/parcel-contents';
import type { PrintOptions } from '../../src/stock/print-options';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
import {
  renderBatchDocuments as renderInWorkerWayBatch,
  type BatchDocumentKind,
  type BatchOutput,
  type BatchParcel,
} from '../../workers/documents/render-batch-documents';
import { renderParcelPdf as renderInWorkerWay } from '../../workers/documents/render-parcel-pdf';
import { makeContents } from './make-contents';
import { loadFontsInNode } from './node-fonts';

/** Paperwork of the scarf gift with its CN 22 unless a test changes the contents or the documents. */
export const makePaperwork = (changes: { contents?: ParcelPaperwork['contents']; documents?: Partial<ParcelDocuments> } = {}): ParcelPaperwork => ({
  contents: changes.contents ?? makeContents(),
  documents: { ...DEFAULT_DOCUMENTS, ...changes.documents },
});

/** A label and its paperwork as one PDF, made in Node exactly as the worker makes it. */
export const renderParcelPdf = async (options: PrintOptions, label: LabelData, paperwork: ParcelPaperwork): Promise<Uint8Array> =>
  new Uint8Array(await (await renderInWorkerWay(options, label, paperwork, rasterizeCode128Node, loadFontsInNode)).arrayBuffer());

/** A batch's PDFs, by kind, made in Node exactly as the worker makes them. */
export const renderBatchPdfs = async (options: PrintOptions, batch: readonly BatchParcel[], output: BatchOutput): Promise<Map<BatchDocumentKind, Uint8Array>> => {
  const documents = await renderInWorkerWayBatch(options, batch, output, rasterizeCode128Node, loadFontsInNode);
  return new Map(await Promise.all(documents.map(async ({ kind, pdf }) => [kind, new Uint8Array(await pdf.arrayBuffer())] as const)));
};
