import { wrap, type Remote } from 'comlink';
import type { LabelWorkerApi } from '../../../workers/label.worker';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../label/print-options';
import { WORKER_TIME_LIMITS, type WorkerTimeLimits } from './worker-time-limits';

/** How a worker request ended: its value, a message for the visitor's log, or replaced by a newer request. */
export type WorkerOutcome<T> = { kind: 'done'; value: T } | { kind: 'failed'; message: string } | { kind: 'superseded' };

/** Requests on one channel replace each other; channels do not. */
type Channel = 'barcode' | 'layout' | 'prepare' | 'pdf';

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
 * Owns the label worker: starts it on first use, answers each channel's newest request only, and turns
 * every failure into a `failed` outcome instead of a promise left pending: a worker that dies, or one
 * that hangs past its job's time limit, is ended and the next request starts a fresh one.
 */
export function createLabelWorkerBridge(startWorker: () => Worker, limits: WorkerTimeLimits = WORKER_TIME_LIMITS) {
  let worker: Worker | null = null;
  let remote: Remote<LabelWorkerApi> | null = null;
  const pending = new Set<(reason: Error) => void>();
  const latest: Record<Channel, number> = { barcode: 0, layout: 0, prepare: 0, pdf: 0 };

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

  async function run<T>(channel: Channel, job: (api: Remote<LabelWorkerApi>) => Promise<T>): Promise<WorkerOutcome<T>> {
    const ticket = ++latest[channel];
    const limitMs = channel === 'barcode' ? limits.barcodeMs : limits.pdfMs;
    let outcome: WorkerOutcome<T>;
    try {
      outcome = { kind: 'done', value: await guarded(job(connect()), limitMs) };
    } catch (error) {
      outcome = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
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
  };
}

export const labelWorkerBridge = createLabelWorkerBridge(
  () => new Worker(new URL('../../../workers/label.worker.ts', import.meta.url), { type: 'module', name: 'label-worker' }),
);
