import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../../src/stock/print-options';
import { batchMessages, createBatchJob } from '../../../src/features/batch/batch-job';
import type { LabelWorkerBridge, WorkerOutcome, BatchPdfResult } from '../../../src/features/label-worker/label-worker';
import { english } from '../../support/english';
import { makeLabel } from '../../support/make-label';

type BatchCall = Parameters<LabelWorkerBridge['batchPdf']>[2];

/** A bridge whose batch reports what the test says and ends when the test says, or when it is cancelled. */
function fakeBridge() {
  const calls: BatchCall[] = [];
  let finish!: (outcome: WorkerOutcome<BatchPdfResult>) => void;
  const bridge: Pick<LabelWorkerBridge, 'batchPdf'> = {
    batchPdf: (_options, _labels, call) => {
      calls.push(call);
      return new Promise((resolve) => {
        finish = resolve;
        call.signal.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
      });
    },
  };
  return { bridge, calls, finish: (outcome: WorkerOutcome<BatchPdfResult>) => finish(outcome) };
}

const labels = [makeLabel(), makeLabel(), makeLabel()];
const rowsOf = (index: number) => [index + 2];

describe('making a batch PDF', () => {
  it('shows progress as the worker reports it, then offers the PDF', async () => {
    const { bridge, calls, finish } = fakeBridge();
    const job = createBatchJob(bridge);
    const made = job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    expect(job.getState()).toEqual({ phase: 'running', done: 0, total: 3 });
    calls[0]!.onProgress(2);
    expect(job.getState()).toEqual({ phase: 'running', done: 2, total: 3 });
    const pdf = new Blob(['%PDF-']);
    finish({ kind: 'done', value: { kind: 'pdf', pdf } });
    await made;
    expect(job.getState()).toEqual({ phase: 'ready', pdf, total: 3 });
  });

  it('stops at once on Cancel and offers nothing', async () => {
    const { bridge } = fakeBridge();
    const job = createBatchJob(bridge);
    const made = job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    job.cancel();
    await made;
    expect(job.getState()).toEqual({ phase: 'cancelled', changed: false });
  });

  it('stops a batch whose rows or label size changed while it was made, and says why', async () => {
    const { bridge } = fakeBridge();
    const job = createBatchJob(bridge);
    const made = job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    job.reset();
    await made;
    expect(job.getState()).toEqual({ phase: 'cancelled', changed: true });
  });

  it('forgets a finished PDF when the rows change, so a stale one is never offered', async () => {
    const { bridge, finish } = fakeBridge();
    const job = createBatchJob(bridge);
    const made = job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    finish({ kind: 'done', value: { kind: 'pdf', pdf: new Blob(['%PDF-']) } });
    await made;
    job.reset();
    expect(job.getState()).toEqual({ phase: 'idle' });
  });

  it('names the spreadsheet rows of a label that could not be drawn', async () => {
    const { bridge, finish } = fakeBridge();
    const job = createBatchJob(bridge);
    const made = job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    finish({ kind: 'done', value: { kind: 'label-failed', index: 1, reason: 'Label 2 could not be drawn: no ink' } });
    await made;
    expect(job.getState()).toEqual({ phase: 'failed', message: batchMessages.labelFailed([3]) });
    expect(english(batchMessages.labelFailed([3]))).toBe(
      'The label from row 3 could not be drawn, so no PDF was made. Check that row, exclude it, or try again.',
    );
    expect(english(batchMessages.orderFailed([14, 15]))).toBe(
      'The label or documents from rows 14, 15 could not be drawn, so no PDF was made. Check that order, exclude it, or try again.',
    );
  });

  it('ignores a second Create while one is running', async () => {
    const { bridge, calls } = fakeBridge();
    const job = createBatchJob(bridge);
    void job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    void job.create(DEFAULT_PRINT_OPTIONS, labels, rowsOf);
    expect(calls).toHaveLength(1);
    job.cancel();
  });
});

describe('making a batch’s ZPL', () => {
  type ZplOutcome = Awaited<ReturnType<LabelWorkerBridge['batchZpl']>>;
  const zplBridge = (outcome: ZplOutcome, progress = 0) => ({
    batchPdf: () => Promise.reject(new Error('no PDF here')),
    batchZpl: (async (_options, _labels, call) => {
      call.onProgress(progress);
      return outcome;
    }) as LabelWorkerBridge['batchZpl'],
  });
  const roll = { ...DEFAULT_PRINT_OPTIONS, stockId: '4x6', dpi: 203 as const };

  it('offers the one ZPL file, and says when the rows’ documents were left to a PDF', async () => {
    const zpl = new Blob(['^XA^XZ']);
    const job = createBatchJob(zplBridge({ kind: 'done', value: { kind: 'zpl', zpl } }));
    await job.createZpl(roll, labels, rowsOf, null, true);
    expect(job.getState()).toEqual({ phase: 'ready', zpl, total: 3, documentsLeft: true });
  });

  it('names the spreadsheet rows of a label that could not be drawn, and says no ZPL was made', async () => {
    const job = createBatchJob(zplBridge({ kind: 'done', value: { kind: 'label-failed', index: 1, reason: 'too long' } }));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await job.createZpl(roll, labels, rowsOf, null, false);
    } finally {
      console.error = original;
    }
    expect(job.getState()).toEqual({ phase: 'failed', message: batchMessages.zplLabelFailed([3]) });
    expect(english(batchMessages.zplLabelFailed([3]))).toBe(
      'The label from row 3 could not be drawn, so no ZPL was made. Check that row, exclude it, or try again.',
    );
    expect(errors).toHaveLength(1);
  });

  it('says the ZPL, not a PDF, failed when the worker does', async () => {
    const job = createBatchJob(zplBridge({ kind: 'failed', message: 'worker died' }));
    await job.createZpl(roll, labels, rowsOf, null, false);
    expect(job.getState()).toEqual({ phase: 'failed', message: batchMessages.zplFailed });
  });
});
