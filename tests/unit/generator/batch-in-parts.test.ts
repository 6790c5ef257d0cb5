import { describe, expect, it, vi } from 'vitest';
import type { LabelData } from '../../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../src/stock/print-options';
import { batchInParts, type PartWorker } from '../../../src/workers-bridge/batch-in-parts';
import type { WorkerOutcome } from '../../../src/workers-bridge/worker-connection';
import type { BatchPartResult } from '../../../workers/label.worker';
import { makeLabel } from '../../support/make-label';

type PartCall = Parameters<PartWorker['batchPdfPart']>[2];
type PartRequest = { options: PrintOptions; labels: readonly LabelData[]; call: PartCall; finish: (outcome: WorkerOutcome<BatchPartResult>) => void };

/** A worker whose part ends when the test says, or as cancelled when its signal aborts or it is ended. */
function fakeWorker(name: string) {
  const parts: PartRequest[] = [];
  const joined: Blob[][] = [];
  const wholeBatches: (readonly LabelData[])[] = [];
  let ended = 0;
  const cancelPending: (() => void)[] = [];
  const worker: PartWorker = {
    batchPdf: async (_options, labels) => {
      wholeBatches.push(labels);
      return { kind: 'done', value: { kind: 'pdf', pdf: new Blob([`whole from ${name}`]) } };
    },
    batchPdfPart: (options, labels, call) =>
      new Promise((resolve) => {
        const cancelled = () => resolve({ kind: 'cancelled' });
        call.signal.addEventListener('abort', cancelled);
        cancelPending.push(cancelled);
        parts.push({ options, labels, call, finish: resolve });
      }),
    joinPdfParts: async (blobs) => {
      joined.push([...blobs]);
      return { kind: 'done', value: new Blob([`joined by ${name}`]) };
    },
    end: () => {
      ended += 1;
      cancelPending.splice(0).forEach((cancel) => cancel());
    },
  };
  return { worker, parts, joined, wholeBatches, ended: () => ended };
}

const labels = Array.from({ length: 300 }, (_, index) => makeLabel({ toName: `Row ${index + 2}` }));
const made = (text: string, faces = 150): WorkerOutcome<BatchPartResult> => ({ kind: 'done', value: { kind: 'part', pdf: new Blob([text]), faces } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the batch hand its parts out (each in a task of its own) until every worker has been asked for one. */
async function partsAsked(workers: readonly ReturnType<typeof fakeWorker>[]): Promise<void> {
  for (let turn = 0; turn < 20 && workers.some((fake) => fake.parts.length === 0); turn += 1) await tick();
  expect(workers.map((fake) => fake.parts.length)).toEqual(workers.map(() => 1));
}
const text = (blob: Blob) => blob.text();

function batchOn(count: number, options: PrintOptions = { ...DEFAULT_PRINT_OPTIONS, stockId: '4x6' }) {
  const workers = Array.from({ length: count }, (_, index) => fakeWorker(`worker ${index + 1}`));
  const progress: number[] = [];
  const controller = new AbortController();
  const result = batchInParts(
    workers.map((fake) => fake.worker),
    options,
    labels,
    { signal: controller.signal, onProgress: (done) => progress.push(done) },
  );
  return { workers, progress, controller, result };
}

describe('a batch made in parts on several workers', () => {
  it('gives each worker a run of the rows and joins their PDFs in the order of the rows, on the first worker', async () => {
    const { workers, result } = batchOn(2);
    await partsAsked(workers);
    const [first, second] = [workers[0]!.parts[0]!, workers[1]!.parts[0]!];
    expect(first.labels.map((label) => label.toName)).toEqual(labels.slice(0, 150).map((label) => label.toName));
    expect(second.labels[0]?.toName).toBe('Row 152');
    expect(second.options.startSlot, 'a later part starts its own page').toBe(1);
    // The second part finishes first: the order of the file is still the rows'.
    second.finish(made('second'));
    first.finish(made('first'));
    const outcome = await result;
    expect(await Promise.all(workers[0]!.joined[0]!.map(text))).toEqual(['first', 'second']);
    expect(workers[1]!.joined).toEqual([]);
    expect(outcome.kind === 'done' && outcome.value.kind === 'pdf' && (await text(outcome.value.pdf))).toBe('joined by worker 1');
  });

  it('reports progress as the sum of the parts, no more often than one worker does', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { workers, progress, result } = batchOn(2);
    await partsAsked(workers);
    workers[0]!.parts[0]!.call.onProgress(25);
    workers[1]!.parts[0]!.call.onProgress(50);
    vi.advanceTimersByTime(200);
    workers[0]!.parts[0]!.call.onProgress(75);
    vi.useRealTimers();
    expect(progress).toEqual([25, 125]);
    workers.forEach((fake) => fake.parts[0]!.finish(made('part')));
    await result;
  });

  it('lays every part out with the fonts the whole batch needs: each learns the clusters of all parts, in order', async () => {
    const { workers, result } = batchOn(2);
    await partsAsked(workers);
    const second = workers[1]!.parts[0]!.call.batchClusters(['山', '、']);
    const first = workers[0]!.parts[0]!.call.batchClusters(['Ω', '、']);
    expect(await first).toEqual(['Ω', '、', '山']);
    expect(await second).toEqual(['Ω', '、', '山']);
    workers.forEach((fake) => fake.parts[0]!.finish(made('part')));
    await result;
  });

  it('Cancel ends every worker at once, the idle ones too, and nothing is joined', async () => {
    const { workers, controller, result } = batchOn(3);
    await partsAsked(workers);
    workers[2]!.parts[0]!.finish(made('third, done early'));
    controller.abort();
    expect(workers.map((fake) => fake.ended())).toEqual([1, 1, 1]);
    expect(await result).toEqual({ kind: 'cancelled' });
    expect(workers[0]!.joined).toEqual([]);
  });

  it('names the row of a label that failed in the second part by its place in the whole batch, and stops the other part', async () => {
    const { workers, result } = batchOn(2);
    await partsAsked(workers);
    const firstPart = workers[0]!.parts[0]!;
    workers[1]!.parts[0]!.finish({ kind: 'done', value: { kind: 'label-failed', index: 7, reason: 'Label 8 could not be drawn' } });
    expect(await result).toEqual({ kind: 'done', value: { kind: 'label-failed', index: 157, reason: 'Label 8 could not be drawn' } });
    expect(firstPart.call.signal.aborted, 'the first part was stopped').toBe(true);
    expect(labels[157]?.toName).toBe('Row 159');
  });

  it('fails the batch when a worker dies or hangs, with its message, after stopping the others', async () => {
    const { workers, result } = batchOn(2);
    await partsAsked(workers);
    workers[0]!.parts[0]!.finish({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(await result).toEqual({ kind: 'failed', message: 'The label worker took too long and was restarted.' });
    expect(workers[1]!.parts[0]!.call.signal.aborted).toBe(true);
  });

  it('hands the labels to the workers in tasks of their own, none in the task that asked for the batch', async () => {
    const { workers, controller, result } = batchOn(2);
    expect(workers.map((fake) => fake.parts.length)).toEqual([0, 0]);
    await tick();
    expect(workers.map((fake) => fake.parts.length)).toEqual([1, 0]);
    await partsAsked(workers);
    controller.abort();
    await result;
  });

  it('makes a batch too small to share on the first worker alone', async () => {
    const workers = [fakeWorker('worker 1'), fakeWorker('worker 2')];
    const outcome = await batchInParts(
      workers.map((fake) => fake.worker),
      DEFAULT_PRINT_OPTIONS,
      labels.slice(0, 20),
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    expect(outcome.kind === 'done' && outcome.value.kind === 'pdf' && (await text(outcome.value.pdf))).toBe('whole from worker 1');
    expect(workers[1]!.parts).toEqual([]);
  });

  it('makes the batch whole on the first worker when a long label moved the second part off the start of its sheet', async () => {
    const { workers, result } = batchOn(2, { ...DEFAULT_PRINT_OPTIONS, stockId: 'avery-5160', startSlot: 1 });
    await partsAsked(workers);
    const cut = workers[1]!.parts[0]!.labels.length;
    expect((labels.length - cut) % 30).toBe(0);
    workers[0]!.parts[0]!.finish(made('first', labels.length - cut + 1)); // one label took two faces
    workers[1]!.parts[0]!.finish(made('second', cut));
    const outcome = await result;
    expect(outcome.kind === 'done' && outcome.value.kind === 'pdf' && (await text(outcome.value.pdf))).toBe('whole from worker 1');
    expect(workers[0]!.wholeBatches).toHaveLength(1);
    expect(workers[0]!.joined).toEqual([]);
  });
});
