import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { LabelWorkerApi } from '../../../workers/label.worker';
import type { ParcelPaperwork } from '../../contents/parcel-contents';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../stock/print-options';
import { WORKER_TIME_LIMITS, type WorkerTimeLimits } from './worker-time-limits';

/** How a worker request ended: its value, a message for the visitor's log, replaced by a newer request, or cancelled. */
export type WorkerOutcome<T> = { kind: 'done'; value: T } | { kind: 'failed'; message: string } | { kind: 'superseded' } | { kind: 'cancelled' };

/** Requests on one channel replace each other; channels do not. */
type Channel = 'barcode' | 'layout' | 'prepare' | 'pdf' | 'table' | 'batch' | 'hold' | 'alignment';

/** A call's own time limit (else its channel's) and a signal that cancels it by ending the worker. */
type CallOptions = { limitMs?: number; signal?: AbortSignal };

/** A table read from a file or a paste, or why it cannot be read. */
export type TableReading = Awaited<ReturnType<LabelWorkerApi['readTable']>>;

/** A batch's PDF, or the label that stopped it. */
export type BatchPdfResult = Awaited<ReturnType<LabelWorkerApi['batchPdf']>>;

export type BatchDocumentsResult = Awaited<ReturnType<LabelWorkerApi['batchDocuments']>>;

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
  cancelled: 'Cancelled.',
} as const;

/** Thrown into a cancelled call's promise: the worker was ended on purpose. */
class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/**
 * Owns the label worker: starts it on first use, answers each channel's newest request only, and turns
 * every failure into a `failed` outcome instead of a promise left pending: a worker that dies, or one
 * that hangs past its job's time limit, is ended and the next request starts a fresh one.
 */
export function createLabelWorkerBridge(startWorker: () => Worker, limits: WorkerTimeLimits = WORKER_TIME_LIMITS) {
  let worker: Worker | null = null;
  let remote: Remote<LabelWorkerApi> | null = null;
  const pending = new Set<(reason: Error) => void>();
  const latest: Record<Channel, number> = { barcode: 0, layout: 0, prepare: 0, pdf: 0, table: 0, batch: 0, hold: 0, alignment: 0 };

  function connect(): Remote<LabelWorkerApi> {
    if (remote) return remote;
    const started = startWorker();
    // Only the current worker may restart: a dead one can still deliver errors it queued before it ended.
    const died = () => worker === started && restart(new Error(workerMessages.died));
    started.addEventListener('error', (event) => {
      event.preventDefault();
      died();
    });
    started.addEventListener('messageerror', died);
    worker = started;
    remote = wrap<LabelWorkerApi>(started);
    return remote;
  }

  /** Ends the current worker and rejects what it still owed; the next request starts a fresh one. */
  function restart(reason: Error): void {
    worker?.terminate();
    worker = null;
    remote = null;
    for (const fail of [...pending]) fail(reason);
  }

  /** The job's result, or a rejection when the worker dies or the job outlives `limitMs` (the watchdog). */
  function guarded<T>(job: Promise<T>, limitMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const watchdog = setTimeout(() => restart(new Error(workerMessages.hung)), limitMs);
      const settle = () => {
        clearTimeout(watchdog);
        pending.delete(fail);
      };
      const fail = (reason: Error) => {
        settle();
        reject(reason);
      };
      pending.add(fail);
      job.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  async function run<T>(channel: Channel, job: (api: Remote<LabelWorkerApi>) => Promise<T>, call: CallOptions = {}): Promise<WorkerOutcome<T>> {
    const ticket = ++latest[channel];
    const limitMs = call.limitMs ?? (channel === 'barcode' ? limits.barcodeMs : limits.pdfMs);
    if (call.signal?.aborted) return { kind: 'cancelled' };
    // Cancelling ends the worker: a PDF being drawn cannot be interrupted any other way, and nothing half-made is kept.
    const cancel = () => restart(new CancelledError(workerMessages.cancelled));
    call.signal?.addEventListener('abort', cancel, { once: true });
    let outcome: WorkerOutcome<T>;
    try {
      outcome = { kind: 'done', value: await guarded(job(connect()), limitMs) };
    } catch (error) {
      outcome = error instanceof CancelledError ? { kind: 'cancelled' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      call.signal?.removeEventListener('abort', cancel);
    }
    return ticket === latest[channel] ? outcome : { kind: 'superseded' };
  }

  return {
    barcodeImage: (value: string, options: PrintOptions) =>
      run<BarcodeImage>('barcode', (api) => api.barcodeImage(value, options)),
    /** The preview's layout of a label in scripts Helvetica lacks; it may fetch a font, so it has a PDF's time. */
    labelLayout: (label: LabelData, options: PrintOptions) => run<WorkerLayout>('layout', (api) => api.labelLayout(label, options)),
    /** The labels' PDF; 'prepare' is for PDFs made ahead of a click, 'pdf' for the click itself. */
    labelsPdf: (options: PrintOptions, labels: readonly LabelData[], channel: 'prepare' | 'pdf' = 'pdf') =>
      run<Blob>(channel, (api) => api.labelsPdf(options, labels)),
    /** A label and the documents that go with it (customs form, invoice, packing slip) as one PDF; the labels' channel. */
    parcelPdf: (options: PrintOptions, label: LabelData, paperwork: ParcelPaperwork, channel: 'prepare' | 'pdf' = 'pdf') =>
      run<Blob>(channel, (api) => api.parcelPdf(options, label, paperwork)),
    /** A sheet's alignment test page; its own channel, so it neither replaces nor is replaced by the labels' PDFs. */
    alignmentPdf: (options: PrintOptions) => run<Blob>('alignment', (api) => api.alignmentPdf(options)),
    /** Holds the batch being made between its parts for `ms`, while the visitor types. */
    holdBatch: (ms: number) => run('hold', (api) => api.holdBatch(ms)),
    /** Readies the worker for an import and a batch, once, when the visitor reaches for a file. */
    prepareBatch: () => run('table', (api) => api.prepareBatch()),
    /** A file's bytes (handed over, not copied) or pasted text, read into a table by the worker. */
    readTable: (input: Uint8Array<ArrayBuffer> | string) =>
      run<TableReading>('table', (api) => api.readTable(typeof input === 'string' ? input : transfer(input, [input.buffer]))),
    /** A batch's PDF, with progress as it goes; its time limit grows with the number of labels. */
    batchPdf: (options: PrintOptions, labels: readonly LabelData[], call: { onProgress: (labelsDone: number) => void; signal: AbortSignal }) =>
      run<BatchPdfResult>('batch', (api) => api.batchPdf(options, labels, proxy(call.onProgress)), {
        limitMs: limits.pdfMs + labels.length * limits.batchLabelMs,
        signal: call.signal,
      }),
    /** A batch's labels with each order's documents, in one PDF or one of each kind; an order's papers take longer than its label. */
    batchDocuments: (
      options: PrintOptions,
      batch: readonly BatchParcel[],
      output: 'combined' | 'separate',
      call: { onProgress: (ordersDone: number) => void; signal: AbortSignal },
    ) =>
      run<BatchDocumentsResult>('batch', (api) => api.batchDocuments(options, batch, output, proxy(call.onProgress)), {
        limitMs: limits.pdfMs + batch.length * limits.batchLabelMs * DOCUMENTS_PER_ORDER,
        signal: call.signal,
      }),
  };
}

const startLabelWorker = (name: string) => () =>
  new Worker(new URL('../../../workers/label.worker.ts', import.meta.url), { type: 'module', name });

/** The preview's and the single label's worker. */
export const labelWorkerBridge = createLabelWorkerBridge(startLabelWorker('label-worker'));

/** A second worker of the same code for imports and batches, so the preview never waits behind a batch. */
export const batchWorkerBridge = createLabelWorkerBridge(startLabelWorker('batch-worker'));
