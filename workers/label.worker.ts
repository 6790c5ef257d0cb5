// The label worker: its own chunk, loaded only by the generator page. It may import the pure model
// (src/label) and worker code; never page code, React DOM, styled-components or the router.
import { expose } from 'comlink';
import { FONT_FILES } from '../src/fonts/font-files';
import { layoutLabel, type LabelLayout } from '../src/label/face-layout';
import type { LogoShape } from '../src/label/logo-lines';
import { checkedLogo, type SenderLogo } from '../src/label/sender-logo';
import { cutToLimits } from '../src/label/field-limits';
import { labelFrom, type LabelData } from '../src/label/label-data';
import type { ParcelPaperwork } from '../src/contents/parcel-contents';
import type { BatchDocument, BatchOutput, BatchParcel } from './documents/render-batch-documents';
import { DEFAULT_PRINT_OPTIONS, printOptionsFrom, type PrintOptions } from '../src/stock/print-options';
import { printableStock } from '../src/stock/stock-of';
import { SAMPLE_LABEL } from '../src/label/sample-label';
import { drawBarcodeImage, type BarcodeImage } from './barcode/barcode-image';
import { rasterizeCode128Browser } from './barcode/browser-rasterize-code128';
import { rememberingRasterizer } from './barcode/remembering-rasterizer';
import { fontLoader } from './fonts/font-loader';
import type { TableReading } from './batch/read-table';
import { giveWay } from './batch/give-way';
import type { BatchPartHooks, BatchPartMade } from './batch/batch-part';
import { throttled } from './batch/throttled';
import { LabelPdfError } from './pdf/label-pdf-error';
import { quietKnownWarnings } from './quiet-known-warnings';
import type { ZplTools } from './zpl/render-labels-zpl';
import type * as PdfEngine from './pdf/label-pdf-engine';
import { streamDeflate } from '../src/zpl/z64';

/** A batch's PDF, or which label (from 0, in the order sent) stopped it and why. */
export type BatchPdfResult = { kind: 'pdf'; pdf: Blob } | LabelFailed;

/** One part of a batch made on several workers, or which of its labels (from 0, in the part) stopped it and why. */
export type BatchPartResult = ({ kind: 'part' } & BatchPartMade) | LabelFailed;

/** A batch's labels as one ZPL file, or which label (from 0, in the order sent) stopped it and why. */
export type BatchZplResult = { kind: 'zpl'; zpl: Blob } | LabelFailed;

/** A batch's PDFs with its documents, by kind, or which order (from 0) stopped them and why. */
export type BatchDocumentsResult = { kind: 'pdfs'; documents: BatchDocument[] } | LabelFailed;

/** How often a batch reports its progress: a few times a second is smooth, more only costs messages. */
const PROGRESS_EVERY_MS = 200;

quietKnownWarnings();

// The preview and the PDF draw the same barcode images, so each is drawn once while it is remembered.
const barcodes = rememberingRasterizer(rasterizeCode128Browser);
// Each font is fetched the first time a label needs its script, then kept for every later label.
const loadFonts = fontLoader(FONT_FILES);
// ZPL is written with the PDF's own barcodes and fonts; its graphics are drawn by pdf.js, fetched for the first label that has any.
const zplTools: ZplTools = {
  rasterize: barcodes,
  loadFonts,
  paint: async (pages, dpi, logo) => (await import('./zpl/pdfjs-painter')).paintWithPdfjs(pages, dpi, logo),
  deflate: streamDeflate,
};
// The PDF engine is fetched by the first job that needs it (see pdf/label-pdf-engine.ts): a table read or a barcode
// drawn does not wait for it. A fetch that failed is tried again by the next job. (Not src/label/lazily.ts: the page
// loads that module, and the worker shares no chunk with the page.)
let engine: Promise<typeof PdfEngine> | null = null;
const pdfEngine = () =>
  (engine ??= import('./pdf/label-pdf-engine').catch((error: unknown) => {
    engine = null;
    throw error;
  }));
// The batch being made, which waits between its parts while the visitor types.
let batchGivesWay = giveWay(0);

/** Which label of a batch (from 0, in the order sent) stopped it, and why. */
type LabelFailed = { kind: 'label-failed'; index: number; reason: string };

/**
 * A batch job: its progress reported a few times a second, a wait between its parts while the visitor types, and a
 * label that cannot be drawn (over its limits, or failing inside the PDF) ending it with its index, never silently.
 */
async function batchRun<T>(count: number, onProgress: (done: number) => void, make: (progress: (done: number) => Promise<void>) => Promise<T>): Promise<T | LabelFailed> {
  const report = throttled(onProgress, PROGRESS_EVERY_MS);
  const givesWay = (batchGivesWay = giveWay(count));
  try {
    return await make((done) => {
      report(done);
      return givesWay.wait();
    });
  } catch (error) {
    if (error instanceof LabelPdfError) return { kind: 'label-failed', index: error.labelIndex, reason: error.message };
    throw error;
  }
}

const api = {
  /** The barcode of a trimmed, non-empty tracking number, exactly as it prints on the chosen label. */
  barcodeImage(value: string, options: PrintOptions): Promise<BarcodeImage> {
    return drawBarcodeImage(value, printOptionsFrom(options), barcodes);
  },

  /** The labels as one PDF on the chosen label size, printer resolution and start slot. */
  async labelsPdf(options: PrintOptions, labels: readonly LabelData[], logo: SenderLogo | null = null): Promise<Blob> {
    const { renderLabelsPdf } = await pdfEngine();
    return renderLabelsPdf(printOptionsFrom(options), labels.map(labelFrom), barcodes, loadFonts, undefined, checkedLogo(logo));
  },

  /** The labels as ZPL for a thermal printer, one ^XA … ^XZ a label, on the chosen roll at the printer's resolution. */
  async labelsZpl(options: PrintOptions, labels: readonly LabelData[], logo: SenderLogo | null = null): Promise<string> {
    const { renderLabelsZpl } = await pdfEngine();
    return renderLabelsZpl(printOptionsFrom(options), labels.map(labelFrom), zplTools, undefined, checkedLogo(logo));
  },

  /** A batch of labels as one ZPL file, with progress and failures as batchPdf's. */
  async batchZpl(options: PrintOptions, labels: readonly LabelData[], onProgress: (labelsDone: number) => void, logo: SenderLogo | null = null): Promise<BatchZplResult> {
    const checked = checkedLogo(logo);
    const { renderLabelsZpl } = await pdfEngine();
    return batchRun(labels.length, onProgress, async (progress) => ({
      kind: 'zpl',
      zpl: new Blob([await renderLabelsZpl(printOptionsFrom(options), labels.map(labelFrom), zplTools, progress, checked)], { type: 'text/plain' }),
    }));
  },

  /**
   * A label and the documents that go with it (its customs form, commercial invoice, packing slip) as one PDF. Their
   * code is its own chunk of the worker, fetched the first time a parcel has any.
   */
  async parcelPdf(options: PrintOptions, label: LabelData, paperwork: ParcelPaperwork, logo: SenderLogo | null = null): Promise<Blob> {
    const { renderParcelPdf } = await import('./documents/render-parcel-pdf');
    return renderParcelPdf(printOptionsFrom(options), labelFrom(label), paperwork, barcodes, loadFonts, checkedLogo(logo));
  },

  /**
   * A batch of labels as one PDF, reporting how many are done a few times a second. A label that cannot be
   * drawn (over its limits, or failing inside the PDF) ends the batch with its index, never silently.
   */
  async batchPdf(options: PrintOptions, labels: readonly LabelData[], onProgress: (labelsDone: number) => void, logo: SenderLogo | null = null): Promise<BatchPdfResult> {
    const checked = checkedLogo(logo);
    const { renderLabelsPdf } = await pdfEngine();
    return batchRun(labels.length, onProgress, async (progress) => ({
      kind: 'pdf',
      pdf: await renderLabelsPdf(printOptionsFrom(options), labels.map(labelFrom), barcodes, loadFonts, progress, checked),
    }));
  },

  /**
   * One part of a batch made on several workers (src/workers-bridge/batch-in-parts.ts): its labels from the slot in
   * `options`, laid out with the fonts of the whole batch (asked of `hooks` once every part has said what it needs),
   * with progress and failures as batchPdf's. The parts' PDFs are joined by joinPdfParts.
   */
  async batchPdfPart(
    options: PrintOptions,
    labels: readonly LabelData[],
    hooks: BatchPartHooks & { onProgress: (labelsDone: number) => void },
    logo: SenderLogo | null = null,
  ): Promise<BatchPartResult> {
    const checked = checkedLogo(logo);
    const { renderBatchPart } = await pdfEngine();
    return batchRun(labels.length, (done) => hooks.onProgress(done), async (progress) => ({
      kind: 'part',
      ...(await renderBatchPart(printOptionsFrom(options), labels.map(labelFrom), hooks, barcodes, loadFonts, progress, checked)),
    }));
  },

  /** The parts of a batch, in order, as one PDF: their pages copied as written, under one page tree. */
  async joinPdfParts(parts: readonly Blob[]): Promise<Blob> {
    const { joinPdfParts, withPrintScalingNone } = await pdfEngine();
    return withPrintScalingNone(await joinPdfParts(parts));
  },

  /**
   * A batch's labels with each order's paperwork (its customs form, invoice, packing slip): one PDF with each order's
   * documents after its label, or one PDF of each kind. Reports orders done as batchPdf does, and names a failing order.
   */
  async batchDocuments(
    options: PrintOptions,
    batch: readonly BatchParcel[],
    output: BatchOutput,
    onProgress: (ordersDone: number) => void,
    logo: SenderLogo | null = null,
  ): Promise<BatchDocumentsResult> {
    const { renderBatchDocuments } = await import('./documents/render-batch-documents');
    const parcels = batch.map(({ label, paperwork }) => ({ label: labelFrom(label), paperwork }));
    const checked = checkedLogo(logo);
    return batchRun(batch.length, onProgress, async (progress) => ({
      kind: 'pdfs',
      documents: await renderBatchDocuments(printOptionsFrom(options), parcels, output === 'separate' ? 'separate' : 'combined', barcodes, loadFonts, progress, checked),
    }));
  },

  /** The visitor is typing on the page: the batch being made waits between its parts for `ms` (at most a second). */
  holdBatch(ms: number): void {
    batchGivesWay.hold(Math.min(Math.max(ms, 0), 1_000));
  },

  /** Readies this worker for an import when the visitor reaches for a file: fetches the parser's chunk. */
  async prepareImport(): Promise<void> {
    await import('./batch/read-table');
  },

  /**
   * Readies this worker for a batch once a table is read: makes one throwaway PDF, so the first batch does not
   * also pay for a cold start. Not earlier: on a device of two cores it would slow the reading of the file.
   */
  async prepareBatch(): Promise<void> {
    const { renderLabelsPdf } = await pdfEngine();
    await renderLabelsPdf(DEFAULT_PRINT_OPTIONS, [SAMPLE_LABEL], barcodes, loadFonts);
  },

  /**
   * A CSV, TSV or pasted table read into rows, or why it cannot be read: decoded and parsed here, off the page.
   * The parser is its own chunk, fetched on the first import, so making single labels never loads it.
   */
  async readTable(input: Uint8Array | string): Promise<TableReading> {
    const { readTable } = await import('./batch/read-table');
    return readTable(input);
  },

  /** The preview's layout of a label in scripts Helvetica lacks, measured with the fonts the PDF embeds. */
  async labelLayout(label: LabelData, options: PrintOptions, logo: LogoShape | null = null): Promise<LabelLayout> {
    const shown = cutToLimits(labelFrom(label));
    const { fontSetFor } = await pdfEngine();
    const shape = logo !== null && typeof logo.aspect === 'number' && logo.aspect > 0 && Number.isFinite(logo.aspect) ? { aspect: logo.aspect } : null;
    const checked = printOptionsFrom(options);
    return layoutLabel(shown, printableStock(checked), await fontSetFor([shown], loadFonts, checked.headings), shape, checked.headings);
  },

  /** A sheet's alignment test page: its labels' outlines and numbers, shifted as the printer needs, and a ruler. */
  async alignmentPdf(options: PrintOptions): Promise<Blob> {
    const { renderAlignmentPdf } = await pdfEngine();
    return renderAlignmentPdf(printOptionsFrom(options), loadFonts);
  },
};

export type LabelWorkerApi = typeof api;

expose(api);
