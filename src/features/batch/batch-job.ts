import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SenderLogo } from '../../label/sender-logo';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../stock/print-options';
import type { BatchParcel, LabelWorkerBridge, WorkerOutcome } from '../label-worker';
import type { DocumentsOutput } from './documents-choice';
import type { BatchPdfKind, DocumentCounts } from './document-counts';

/** One of a batch's separate PDFs. */
export type BatchPdf = { kind: BatchPdfKind; pdf: Blob };

/**
 * Where making a batch's PDF stands: what the progress bar, Cancel, Download and Print show. A batch with documents
 * counts orders and says what it made (`counts`); made as separate PDFs, it has one of each kind, stamped `madeAt`.
 */
export type BatchJobState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; documents?: true }
  | { phase: 'ready'; pdf: Blob; total: number; counts?: DocumentCounts }
  | { phase: 'ready'; pdfs: readonly BatchPdf[]; total: number; counts: DocumentCounts; madeAt: number }
  | { phase: 'ready'; zpl: Blob; total: number; documentsLeft: boolean }
  | { phase: 'cancelled'; changed: boolean }
  | { phase: 'failed'; message: MessageDescriptor };

/** What the job asks of the batch worker: a labels-only PDF, and (for batches with documents) the PDFs with them. */
export type BatchJobBridge = Pick<LabelWorkerBridge, 'batchPdf'> & Partial<Pick<LabelWorkerBridge, 'batchDocuments' | 'batchZpl'>>;

type Callbacks = { signal: AbortSignal; onProgress: (done: number) => void };
type Made = Extract<BatchJobState, { phase: 'ready' }>;
type LabelFailed = { kind: 'label-failed'; index: number; reason: string };

const isLabelFailed = (result: { kind: string }): result is LabelFailed => result.kind === 'label-failed';

/** A label's spreadsheet rows as a message lists them: "3", or "14, 15" for an order over several rows. */
const rowList = (rows: readonly number[]): string => (rows.length === 0 ? '?' : rows.join(', '));

export const batchMessages = {
  failed: msg`The PDF could not be created. Your rows are still here: please try again.`,
  zplFailed: msg`The ZPL could not be made. Your rows are still here: please try again.`,
  zplLabelFailed: (rows: readonly number[]): MessageDescriptor => {
    const list = rowList(rows);
    const count = Math.max(1, rows.length);
    return msg`${plural(count, {
      one: `The label from row ${list} could not be drawn, so no ZPL was made. Check that row, exclude it, or try again.`,
      other: `The label from rows ${list} could not be drawn, so no ZPL was made. Check that row, exclude it, or try again.`,
    })}`;
  },
  labelFailed: (rows: readonly number[]): MessageDescriptor => {
    const list = rowList(rows);
    const count = Math.max(1, rows.length);
    return msg`${plural(count, {
      one: `The label from row ${list} could not be drawn, so no PDF was made. Check that row, exclude it, or try again.`,
      other: `The label from rows ${list} could not be drawn, so no PDF was made. Check that row, exclude it, or try again.`,
    })}`;
  },
  orderFailed: (rows: readonly number[]): MessageDescriptor => {
    const list = rowList(rows);
    const count = Math.max(1, rows.length);
    return msg`${plural(count, {
      one: `The label or documents from row ${list} could not be drawn, so no PDF was made. Check that order, exclude it, or try again.`,
      other: `The label or documents from rows ${list} could not be drawn, so no PDF was made. Check that order, exclude it, or try again.`,
    })}`;
  },
  cancelled: msg`Cancelled. No PDF was made; your rows are still here.`,
  changed: msg`Stopped: the rows or the label size changed while the PDF was being made. Create it again to include the change.`,
} as const;

export type BatchJob = ReturnType<typeof createBatchJob>;

/**
 * Makes a batch's PDF on the batch worker (its labels, or with each order's documents), with progress and Cancel. Cancelling ends the worker
 * at once and keeps nothing half-made. A small store, so a progress report re-renders the progress bar only.
 */
/** Resolves in a task of its own, after the page has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createBatchJob(bridge: BatchJobBridge) {
  let state: BatchJobState = { phase: 'idle' };
  let controller: AbortController | null = null;
  let changed = false;
  const listeners = new Set<() => void>();
  const set = (next: BatchJobState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** Runs one call on the worker with progress and Cancel; `ready` turns its value into what is offered, or a failure. */
  async function run<R extends { kind: string }>(
    total: number,
    documents: boolean,
    call: (callbacks: Callbacks) => Promise<WorkerOutcome<R>>,
    ready: (result: R) => Made | null,
    failedMessage: (index: number) => MessageDescriptor,
    workerFailed: MessageDescriptor = batchMessages.failed,
  ): Promise<void> {
    if (state.phase === 'running' || total === 0) return;
    const own = new AbortController();
    controller = own;
    changed = false;
    const running = (done: number): BatchJobState => (documents ? { phase: 'running', done, total, documents: true } : { phase: 'running', done, total });
    set(running(0));
    const outcome = await call({ signal: own.signal, onProgress: (done) => controller === own && set(running(done)) });
    if (controller !== own) return;
    controller = null;
    if (outcome.kind === 'cancelled' || outcome.kind === 'superseded') return set({ phase: 'cancelled', changed });
    if (outcome.kind === 'failed') return set({ phase: 'failed', message: workerFailed });
    const result = outcome.value;
    if (isLabelFailed(result)) {
      console.error('Batch label failed', result.reason);
      return set({ phase: 'failed', message: failedMessage(result.index) });
    }
    set(ready(result) ?? { phase: 'failed', message: workerFailed });
  }

  return {
    /**
     * Makes the PDF of `labels`, `logo` beside their sender (none when null); `rowsOf(index)` gives a label's
     * spreadsheet rows, to name them if one of them fails.
     */
    async create(options: PrintOptions, labels: readonly LabelData[], rowsOf: (index: number) => readonly number[], logo: SenderLogo | null = null): Promise<void> {
      const total = labels.length;
      await run(
        total,
        false,
        (callbacks) => bridge.batchPdf(options, labels, { ...callbacks, logo }),
        (result) => (result.kind === 'pdf' ? { phase: 'ready', pdf: result.pdf, total } : null),
        (index) => batchMessages.labelFailed(rowsOf(index)),
      );
    },

    /**
     * Makes the labels as one ZPL file for a thermal printer; `documentsLeft` says the rows asked for documents too,
     * which only a PDF carries.
     */
    async createZpl(options: PrintOptions, labels: readonly LabelData[], rowsOf: (index: number) => readonly number[], logo: SenderLogo | null, documentsLeft: boolean): Promise<void> {
      const { batchZpl } = bridge;
      if (!batchZpl) throw new Error('This batch worker makes no ZPL.');
      const total = labels.length;
      await run(
        total,
        false,
        (callbacks) => batchZpl(options, labels, { ...callbacks, logo }),
        (result) => (result.kind === 'zpl' ? { phase: 'ready', zpl: result.zpl, total, documentsLeft } : null),
        (index) => batchMessages.zplLabelFailed(rowsOf(index)),
        batchMessages.zplFailed,
      );
    },

    /** Makes the orders' labels with their documents: one PDF, or one of each kind (`counts`: what they hold). */
    async createWithDocuments(
      options: PrintOptions,
      parcels: readonly BatchParcel[],
      output: DocumentsOutput,
      counts: DocumentCounts,
      rowsOf: (index: number) => readonly number[],
      logo: SenderLogo | null = null,
    ): Promise<void> {
      const { batchDocuments } = bridge;
      if (!batchDocuments) throw new Error('This batch worker makes no documents.');
      const total = parcels.length;
      await run(
        total,
        true,
        // Handed over in a task of its own: the click's render of the progress bar first, then the orders' copy to the worker.
        (callbacks) => nextTask().then(() => batchDocuments(options, parcels, output, { ...callbacks, logo })),
        (result) => {
          if (result.kind !== 'pdfs') return null;
          if (output === 'separate') return { phase: 'ready', pdfs: result.documents, total, counts, madeAt: Date.now() };
          // One PDF comes back as the labels', with each order's documents inside.
          const one = result.documents.find((made) => made.kind === 'labels');
          return one ? { phase: 'ready', pdf: one.pdf, total, counts } : null;
        },
        (index) => batchMessages.orderFailed(rowsOf(index)),
      );
    },

    /** Stops the batch being made, at once. */
    cancel(): void {
      controller?.abort();
    },

    /**
     * The rows or the label size changed: a finished PDF is forgotten and one being made is stopped, so a PDF
     * that no longer matches the table is never offered.
     */
    reset(): void {
      if (state.phase !== 'running') return set({ phase: 'idle' });
      changed = true;
      controller?.abort();
    },

    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
