import { batchInParts, type PartWorker } from './batch-in-parts';
import type { WorkerOutcome } from './worker-connection';

/** More workers than this gain little (the joining and each worker's start grow) and cost memory. */
const MAX_BATCH_WORKERS = 4;

/** How many batch workers the device gets: one per logical core the browser reports, at most MAX_BATCH_WORKERS. */
export const batchWorkerCount = (cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number =>
  Math.min(MAX_BATCH_WORKERS, Math.max(1, Math.floor(cores ?? 1) || 1));

/** A batch worker's bridge, as the pool uses it: the parts of a batch, holding it for typing, and readying it. */
export type PoolWorker = PartWorker & {
  holdBatch(ms: number): Promise<WorkerOutcome<void>>;
  prepareBatch(): Promise<WorkerOutcome<void>>;
};

/**
 * Several batch workers behind the bridge of the first: a batch of labels is made in parts, one per worker
 * (batch-in-parts.ts); holding for typing and readying for a batch reach every worker (the others start then); the
 * rest (readying for and reading a file, a batch with documents) stays with the first.
 */
export function batchWorkerPool<W extends PoolWorker>(workers: readonly [W, ...W[]]): W {
  const [first] = workers;
  if (workers.length === 1) return first;
  const everyWorker = async (ask: (worker: W) => Promise<WorkerOutcome<void>>): Promise<WorkerOutcome<void>> => (await Promise.all(workers.map(ask)))[0] ?? { kind: 'done', value: undefined };
  return {
    ...first,
    batchPdf: (options, labels, call) => batchInParts(workers, options, labels, call),
    holdBatch: (ms) => everyWorker((worker) => worker.holdBatch(ms)),
    prepareBatch: () => everyWorker((worker) => worker.prepareBatch()),
    end: () => workers.forEach((worker) => worker.end()),
  };
}
