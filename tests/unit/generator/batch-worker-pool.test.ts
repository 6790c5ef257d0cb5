import { describe, expect, it } from 'vitest';
import { batchWorkerCount, batchWorkerPool, type PoolWorker } from '../../../src/workers-bridge/batch-worker-pool';
import type { WorkerOutcome } from '../../../src/workers-bridge/worker-connection';

type Asked = { name: string; what: string };

/** A worker of the pool that notes what it was asked, by whom. */
function poolWorker(name: string, asked: Asked[]): PoolWorker & { prepareImport(): Promise<WorkerOutcome<void>> } {
  const done = async (what: string): Promise<WorkerOutcome<void>> => {
    asked.push({ name, what });
    return { kind: 'done', value: undefined };
  };
  return {
    batchPdf: async () => ({ kind: 'cancelled' }),
    batchPdfPart: async () => ({ kind: 'cancelled' }),
    joinPdfParts: async () => ({ kind: 'cancelled' }),
    end: () => void asked.push({ name, what: 'end' }),
    holdBatch: () => done('hold'),
    prepareBatch: () => done('prepare batch'),
    prepareImport: () => done('prepare import'),
  };
}

describe('the pool of batch workers', () => {
  it('readies only the first worker for a file, so reading it does not wait for the others to warm up', async () => {
    const asked: Asked[] = [];
    const pool = batchWorkerPool([poolWorker('first', asked), poolWorker('second', asked)]);
    await pool.prepareImport();
    expect(asked).toEqual([{ name: 'first', what: 'prepare import' }]);
  });

  it('readies, holds and ends every worker for a batch', async () => {
    const asked: Asked[] = [];
    const pool = batchWorkerPool([poolWorker('first', asked), poolWorker('second', asked)]);
    await pool.prepareBatch();
    await pool.holdBatch(200);
    pool.end();
    expect(asked.map(({ name, what }) => `${name}: ${what}`)).toEqual([
      'first: prepare batch',
      'second: prepare batch',
      'first: hold',
      'second: hold',
      'first: end',
      'second: end',
    ]);
  });

  it('gets one worker per core, at least one and at most four', () => {
    expect([0, 1, 2, 3, 8, 64].map((cores) => batchWorkerCount(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });
});
