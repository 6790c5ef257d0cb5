import { wrap, type Remote } from 'comlink';
import type { PreviewBarcode } from '../../../workers/barcode/preview-barcode';
import type { LabelWorkerApi } from '../../../workers/label.worker';
import type { LabelData } from '../../label/label-data';

/** How a worker request ended: its value, a message for the visitor's log, or replaced by a newer request. */
export type WorkerOutcome<T> = { kind: 'done'; value: T } | { kind: 'failed'; message: string } | { kind: 'superseded' };

/** Requests on one channel replace each other; channels do not. */
export type Channel = 'barcode' | 'prepare' | 'pdf';

export type LabelWorkerBridge = ReturnType<typeof createLabelWorkerBridge>;

/**
 * Owns the label worker: starts it on first use, answers each channel's newest request only, and turns
 * every failure, including a worker that dies, into a `failed` outcome instead of a promise left pending.
 */
export function createLabelWorkerBridge(startWorker: () => Worker) {
  let worker: Worker | null = null;
  let remote: Remote<LabelWorkerApi> | null = null;
  const pending = new Set<(reason: Error) => void>();
  const latest: Record<Channel, number> = { barcode: 0, prepare: 0, pdf: 0 };

  function connect(): Remote<LabelWorkerApi> {
    if (remote) return remote;
    const started = startWorker();
    started.addEventListener('error', (event) => {
      event.preventDefault();
      restart(new Error('The label worker stopped unexpectedly.'));
    });
    worker = started;
    remote = wrap<LabelWorkerApi>(started);
    return remote;
  }

  /** Ends the current worker and rejects what it still owed; the next request starts a fresh one. */
  function restart(reason: Error): void {
    worker?.terminate();
    worker = null;
    remote = null;
    for (const reject of pending) reject(reason);
    pending.clear();
  }

  function guarded<T>(job: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      pending.add(reject);
      job.then(resolve, reject).finally(() => pending.delete(reject));
    });
  }

  async function run<T>(channel: Channel, job: (api: Remote<LabelWorkerApi>) => Promise<T>): Promise<WorkerOutcome<T>> {
    const ticket = ++latest[channel];
    let outcome: WorkerOutcome<T>;
    try {
      outcome = { kind: 'done', value: await guarded(job(connect())) };
    } catch (error) {
      outcome = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    return ticket === latest[channel] ? outcome : { kind: 'superseded' };
  }

  return {
    previewBarcode: (value: string, pixelRatio: number) =>
      run<PreviewBarcode>('barcode', (api) => api.previewBarcode(value, pixelRatio)),
    /** The label PDF; 'prepare' is for PDFs made ahead of a click, 'pdf' for the click itself. */
    labelPdf: (label: LabelData, channel: 'prepare' | 'pdf' = 'pdf') =>
      run<Blob>(channel, (api) => api.labelPdf(label)),
  };
}

export const labelWorker = createLabelWorkerBridge(
  () => new Worker(new URL('../../../workers/label.worker.ts', import.meta.url), { type: 'module', name: 'label-worker' }),
);
