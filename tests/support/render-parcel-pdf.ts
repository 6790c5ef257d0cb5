import type { LabelData } from '../../src/label/label-data';
import { DEFAULT_DOCUMENTS, type ParcelDocuments, type ParcelPaperwork } from '../../src/contents/parcel-contents';
import type { PrintOptions } from '../../src/stock/print-options';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
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
