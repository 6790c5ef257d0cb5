import type { LabelData } from '../../../label/label-data';
import type { PrintOptions } from '../../../stock/print-options';
import type { LabelWorkerBridge } from '../label-worker';

/** Where making a batch's PDF stands: what the progress bar, Cancel, Download and Print show. */
export type BatchJobState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'ready'; pdf: Blob; total: number }
  | { phase: 'cancelled'; changed: boolean }
  | { phase: 'failed'; message: string };

export const batchMessages = {
  failed: 'The PDF could not be created. Your rows are still here: please try again.',
  labelFailed: (rows: string) => `The label from ${rows} could not be drawn, so no PDF was made. Check that row, exclude it, or try again.`,
  cancelled: 'Cancelled. No PDF was made; your rows are still here.',
  changed: 'Stopped: the rows or the label size changed while the PDF was being made. Create it again to include the change.',
} as const;

export type BatchJob = ReturnType<typeof createBatchJob>;

/**
 * Makes one PDF of a batch's labels on the batch worker, with progress and Cancel. Cancelling ends the worker
 * at once and keeps nothing half-made. A small store, so a progress report re-renders the progress bar only.
 */
export function createBatchJob(bridge: Pick<LabelWorkerBridge, 'batchPdf'>) {
  let state: BatchJobState = { phase: 'idle' };
  let controller: AbortController | null = null;
  let changed = false;
  const listeners = new Set<() => void>();
  const set = (next: BatchJobState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    /** Makes the PDF of `labels`; `rowsOf(index)` names a label's spreadsheet rows if one of them fails. */
    async create(options: PrintOptions, labels: readonly LabelData[], rowsOf: (index: number) => string): Promise<void> {
      if (state.phase === 'running' || labels.length === 0) return;
      const own = new AbortController();
      controller = own;
      changed = false;
      const total = labels.length;
      set({ phase: 'running', done: 0, total });
      const outcome = await bridge.batchPdf(options, labels, {
        signal: own.signal,
        onProgress: (done) => controller === own && set({ phase: 'running', done, total }),
      });
      if (controller !== own) return;
      controller = null;
      if (outcome.kind === 'cancelled' || outcome.kind === 'superseded') return set({ phase: 'cancelled', changed });
      if (outcome.kind === 'failed') return set({ phase: 'failed', message: batchMessages.failed });
      const result = outcome.value;
      if (result.kind === 'label-failed') {
        console.error('Batch label failed', result.reason);
        return set({ phase: 'failed', message: batchMessages.labelFailed(rowsOf(result.index)) });
      }
      set({ phase: 'ready', pdf: result.pdf, total });
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
