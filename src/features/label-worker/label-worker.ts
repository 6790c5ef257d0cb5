import type { LogoShape } from '../../label/logo-lines';
import type { SenderLogo } from '../../label/sender-logo';
import { proxy, transfer, type Remote } from 'comlink';
import type { LabelWorkerApi } from '../../../workers/label.worker';
import type { ParcelPaperwork } from '../../contents/parcel-contents';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../stock/print-options';
import { batchWorkerCount, batchWorkerPool } from '../../workers-bridge/batch-worker-pool';
import { createWorkerConnection, type CallOptions, type WorkerOutcome } from '../../workers-bridge/worker-connection';
import { WORKER_TIME_LIMITS, type WorkerTimeLimits } from './worker-time-limits';

export type { WorkerOutcome };

/** Requests on one channel replace each other; channels do not. */
type Channel = 'barcode' | 'layout' | 'prepare' | 'pdf' | 'zpl' | 'table' | 'ready' | 'batch' | 'join' | 'hold' | 'alignment';

/** A table read from a file or a paste, or why it cannot be read. */
export type TableReading = Awaited<ReturnType<LabelWorkerApi['readTable']>>;

/** A batch's PDF, or the label that stopped it. */
export type BatchPdfResult = Awaited<ReturnType<LabelWorkerApi['batchPdf']>>;

/** One part of a batch made on several workers, or the label (in the part) that stopped it. */
export type BatchPartResult = Awaited<ReturnType<LabelWorkerApi['batchPdfPart']>>;

export type BatchDocumentsResult = Awaited<ReturnType<LabelWorkerApi['batchDocuments']>>;

/** A batch's labels as one ZPL file, or the label that stopped it. */
export type BatchZplResult = Awaited<ReturnType<LabelWorkerApi['batchZpl']>>;

/** An order of a batch for batchDocuments: its label and its paperwork, if any. */
export type BatchParcel = Parameters<LabelWorkerApi['batchDocuments']>[1][number];

// Time for an order with its papers: its label, a customs form in three copies, an invoice in three, a packing slip.
const DOCUMENTS_PER_ORDER = 8;

export type LabelWorkerBridge = ReturnType<typeof createLabelWorkerBridge>;

/** The preview's barcode as the worker draws it: the printed image and its size, or word that it cannot fit. */
export type BarcodeImage = Awaited<ReturnType<LabelWorkerApi['barcodeImage']>>;

/** A label laid out by the worker, measured with the embedded fonts its scripts need. */
export type WorkerLayout = Awaited<ReturnType<LabelWorkerApi['labelLayout']>>;

export const workerMessages = {
  died: 'The label worker stopped unexpectedly.',
  hung: 'The label worker took too long and was restarted.',
} as const;

/**
 * The label worker's calls, each on its channel with its time limit: a worker that dies, or one that hangs past its
 * job's limit, is ended and the next request starts a fresh one (see worker-connection.ts).
 */
export function createLabelWorkerBridge(startWorker: () => Worker, limits: WorkerTimeLimits = WORKER_TIME_LIMITS) {
  const connection = createWorkerConnection<LabelWorkerApi, Channel>(startWorker, workerMessages);
  const run = <T>(channel: Channel, job: (api: Remote<LabelWorkerApi>) => Promise<T>, call: Partial<CallOptions> = {}): Promise<WorkerOutcome<T>> =>
    connection.run(channel, job, { limitMs: call.limitMs ?? (channel === 'barcode' ? limits.barcodeMs : limits.pdfMs), signal: call.signal });

  return {
    barcodeImage: (value: string, options: PrintOptions) =>
      run<BarcodeImage>('barcode', (api) => api.barcodeImage(value, options)),
    /** The preview's layout of a label in scripts Helvetica lacks; it may fetch a font, so it has a PDF's time. */
    labelLayout: (label: LabelData, options: PrintOptions, logo: LogoShape | null = null) => run<WorkerLayout>('layout', (api) => api.labelLayout(label, options, logo)),
    /** The labels' PDF, the sender's logo on each; 'prepare' is for PDFs made ahead of a click, 'pdf' for the click itself. */
    labelsPdf: (options: PrintOptions, labels: readonly LabelData[], channel: 'prepare' | 'pdf' = 'pdf', logo: SenderLogo | null = null) =>
      run<Blob>(channel, (api) => api.labelsPdf(options, labels, logo)),
    /** A label and the documents that go with it (customs form, invoice, packing slip) as one PDF; the labels' channel. */
    parcelPdf: (options: PrintOptions, label: LabelData, paperwork: ParcelPaperwork, channel: 'prepare' | 'pdf' = 'pdf', logo: SenderLogo | null = null) =>
      run<Blob>(channel, (api) => api.parcelPdf(options, label, paperwork, logo)),
    /** The labels as ZPL for a thermal printer (one ^XA … ^XZ a label), with a PDF's time limit; its own channel. */
    labelsZpl: (options: PrintOptions, labels: readonly LabelData[], logo: SenderLogo | null = null) => run<string>('zpl', (api) => api.labelsZpl(options, labels, logo)),
    /** A batch's labels as one ZPL file, with progress as it goes; its time limit grows with the labels, as a batch PDF's. */
    batchZpl: (options: PrintOptions, labels: readonly LabelData[], call: { onProgress: (labelsDone: number) => void; signal: AbortSignal; logo?: SenderLogo | null }) =>
      run<BatchZplResult>('batch', (api) => api.batchZpl(options, labels, proxy(call.onProgress), call.logo ?? null), {
        limitMs: limits.pdfMs + labels.length * limits.batchLabelMs,
        signal: call.signal,
      }),
    /** A sheet's alignment test page; its own channel, so it neither replaces nor is replaced by the labels' PDFs. */
    alignmentPdf: (options: PrintOptions) => run<Blob>('alignment', (api) => api.alignmentPdf(options)),
    /** Holds the batch being made between its parts for `ms`, while the visitor types. */
    holdBatch: (ms: number) => run('hold', (api) => api.holdBatch(ms)),
    /** Readies the worker for an import, once, when the visitor reaches for a file. */
    prepareImport: () => run('table', (api) => api.prepareImport()),
    /** Readies the worker for a batch, once a table is read. */
    prepareBatch: () => run('ready', (api) => api.prepareBatch()),
    /** A file's bytes (handed over, not copied) or pasted text, read into a table by the worker. */
    readTable: (input: Uint8Array<ArrayBuffer> | string) =>
      run<TableReading>('table', (api) => api.readTable(typeof input === 'string' ? input : transfer(input, [input.buffer]))),
    /** A batch's PDF, with progress as it goes; its time limit grows with the number of labels. */
    batchPdf: (options: PrintOptions, labels: readonly LabelData[], call: { onProgress: (labelsDone: number) => void; signal: AbortSignal; logo?: SenderLogo | null }) =>
      run<BatchPdfResult>('batch', (api) => api.batchPdf(options, labels, proxy(call.onProgress), call.logo ?? null), {
        limitMs: limits.pdfMs + labels.length * limits.batchLabelMs,
        signal: call.signal,
      }),
    /** One part of a batch made on several workers (batch-in-parts.ts); its time limit grows with its labels, as a batch's. */
    batchPdfPart: (
      options: PrintOptions,
      labels: readonly LabelData[],
      call: { onProgress: (labelsDone: number) => void; batchClusters: (own: string[]) => Promise<string[]>; signal: AbortSignal; logo?: SenderLogo | null },
    ) =>
      run<BatchPartResult>('batch', (api) => api.batchPdfPart(options, labels, proxy({ onProgress: call.onProgress, batchClusters: call.batchClusters }), call.logo ?? null), {
        limitMs: limits.pdfMs + labels.length * limits.batchLabelMs,
        signal: call.signal,
      }),
    /** A batch's parts joined into one PDF, in order. */
    joinPdfParts: (parts: readonly Blob[], call: { signal: AbortSignal }) => run<Blob>('join', (api) => api.joinPdfParts(parts), { limitMs: limits.pdfMs, signal: call.signal }),
    /** Ends the worker at once, and what it still owed (answered as cancelled); the next request starts a fresh one. */
    end: connection.end,
    /** A batch's labels with each order's documents, in one PDF or one of each kind; an order's papers take longer than its label. */
    batchDocuments: (
      options: PrintOptions,
      batch: readonly BatchParcel[],
      output: 'combined' | 'separate',
      call: { onProgress: (ordersDone: number) => void; signal: AbortSignal; logo?: SenderLogo | null },
    ) =>
      run<BatchDocumentsResult>('batch', (api) => api.batchDocuments(options, batch, output, proxy(call.onProgress), call.logo ?? null), {
        limitMs: limits.pdfMs + batch.length * limits.batchLabelMs * DOCUMENTS_PER_ORDER,
        signal: call.signal,
      }),
  };
}

const startLabelWorker = (name: string) => () =>
  new Worker(new URL('../../../workers/label.worker.ts', import.meta.url), { type: 'module', name });

/** The preview's and the single label's worker. */
export const labelWorkerBridge = createLabelWorkerBridge(startLabelWorker('label-worker'));

/**
 * Workers of the same code for imports and batches, so the preview never waits behind a batch: one per core (at most
 * four), the first reading files; a batch of labels is shared among them (batch-worker-pool.ts).
 */
export const batchWorkerBridge = batchWorkerPool([
  createLabelWorkerBridge(startLabelWorker('batch-worker')),
  ...Array.from({ length: batchWorkerCount() - 1 }, (_, index) => createLabelWorkerBridge(startLabelWorker(`batch-worker-${index + 2}`))),
]);
