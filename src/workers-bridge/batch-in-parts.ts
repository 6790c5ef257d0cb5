import type { BatchPartResult, BatchPdfResult } from '../../workers/label.worker';
import type { LabelData } from '../label/label-data';
import type { SenderLogo } from '../label/sender-logo';
import type { PrintOptions } from '../stock/print-options';
import { printableStock } from '../stock/stock-of';
import { slotCount } from '../stock/stock-geometry';
import { batchPartsPlan, type BatchPart } from './batch-parts-plan';
import type { WorkerOutcome } from './worker-connection';

/** A batch call's progress and Cancel, and the logo its labels' sender prints (none when absent). */
export type BatchCall = { onProgress: (labelsDone: number) => void; signal: AbortSignal; logo?: SenderLogo | null };

/** What each worker of a batch made in parts does: the whole batch, a part of it, the joining, and being ended. */
export type PartWorker = {
  batchPdf(options: PrintOptions, labels: readonly LabelData[], call: BatchCall): Promise<WorkerOutcome<BatchPdfResult>>;
  batchPdfPart(
    options: PrintOptions,
    labels: readonly LabelData[],
    call: BatchCall & { batchClusters: (own: string[]) => Promise<string[]> },
  ): Promise<WorkerOutcome<BatchPartResult>>;
  joinPdfParts(parts: readonly Blob[], call: { signal: AbortSignal }): Promise<WorkerOutcome<Blob>>;
  end(): void;
};

type PartOutcome = WorkerOutcome<BatchPartResult>;
type Made = Extract<BatchPartResult, { kind: 'part' }>;

// Each worker reports a few times a second; together they report no more often than one did.
const PROGRESS_EVERY_MS = 200;

/** Resolves in a task of its own, after the page has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const made = (outcome: PartOutcome): Made | null => (outcome.kind === 'done' && outcome.value.kind === 'part' ? outcome.value : null);

/** Once every part has given its value, each is answered with them all, joined. */
function gathering<T, R>(count: number, join: (given: T[]) => R) {
  const given = new Map<number, T>();
  let answer!: (joined: R) => void;
  const joined = new Promise<R>((resolve) => (answer = resolve));
  return (index: number, value: T): Promise<R> => {
    given.set(index, value);
    if (given.size === count) answer(join(Array.from({ length: count }, (_, at) => given.get(at) as T)));
    return joined;
  };
}

/** On a sheet, whether each part after the first began a new sheet, as planned (a label of two faces moves the rest). */
const partsStartSheets = (parts: readonly Made[], slotsPerPage: number, startSlot: number): boolean => {
  let position = startSlot - 1;
  return parts.slice(0, -1).every((part) => (position += part.faces) % slotsPerPage === 0);
};

/**
 * What the parts came to when not every one was made: the batch cancelled, a worker that failed (it died or hung),
 * or the first label that could not be drawn, numbered in the whole batch.
 */
function unmade(outcomes: readonly PartOutcome[], plan: readonly BatchPart[], cancelled: boolean): WorkerOutcome<BatchPdfResult> {
  if (cancelled) return { kind: 'cancelled' };
  const failed = outcomes.find((outcome) => outcome.kind === 'failed');
  if (failed) return failed;
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.kind === 'done' && outcome.value.kind === 'label-failed') {
      return { kind: 'done', value: { ...outcome.value, index: (plan[index]?.first ?? 0) + outcome.value.index } };
    }
  }
  return outcomes.find((outcome) => outcome.kind === 'superseded') ?? { kind: 'cancelled' };
}

/**
 * A batch made by several workers at once, each a contiguous part of the labels, joined by the first in the order of
 * the rows. Progress is the parts' sum; Cancel ends every worker at once, and a part that fails stops the others,
 * so nothing half-made is offered; a label that cannot be drawn is named by its place in the whole batch. A batch too
 * small to share is made whole by the first worker, as is one whose long labels moved a part off its sheet.
 */
export async function batchInParts(workers: readonly PartWorker[], options: PrintOptions, labels: readonly LabelData[], call: BatchCall): Promise<WorkerOutcome<BatchPdfResult>> {
  const [first] = workers;
  if (!first) return { kind: 'failed', message: 'No batch worker.' };
  const slotsPerPage = slotCount(printableStock(options));
  const plan = batchPartsPlan(labels.length, workers.length, slotsPerPage, options.startSlot);
  // The labels are copied to the workers in tasks of their own, a part each, after the click's render of the progress.
  await nextTask();
  if (plan.length === 1 || call.signal.aborted) return first.batchPdf(options, labels, call);

  const stopParts = new AbortController();
  const cancel = () => {
    stopParts.abort();
    workers.forEach((worker) => worker.end());
  };
  call.signal.addEventListener('abort', cancel, { once: true });
  try {
    const done = plan.map(() => 0);
    let reportedAt = -Infinity;
    const report = () => {
      const now = performance.now();
      if (now - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = now;
      call.onProgress(done.reduce((sum, count) => sum + count, 0));
    };
    const batchClusters = gathering<string[], string[]>(plan.length, (lists) => [...new Set(lists.flat())]);
    const outcomes = await Promise.all(
      plan.map(async (part, index) => {
        for (let turn = 0; turn < index; turn += 1) await nextTask();
        if (stopParts.signal.aborted) return { kind: 'cancelled' } as const;
        const outcome = await (workers[index] as PartWorker).batchPdfPart({ ...options, startSlot: index === 0 ? options.startSlot : 1 }, labels.slice(part.first, part.first + part.count), {
          signal: stopParts.signal,
          onProgress: (labelsDone) => {
            done[index] = labelsDone;
            report();
          },
          batchClusters: (own) => batchClusters(index, own),
          logo: call.logo ?? null,
        });
        // One part that fails stops the others: the batch cannot be whole.
        if (!made(outcome)) stopParts.abort();
        return outcome;
      }),
    );
    const parts = outcomes.map(made);
    if (!parts.every((part): part is Made => part !== null)) return unmade(outcomes, plan, call.signal.aborted);
    if (!partsStartSheets(parts, slotsPerPage, options.startSlot)) return first.batchPdf(options, labels, call);
    const joined = await first.joinPdfParts(parts.map((part) => part.pdf), { signal: call.signal });
    return joined.kind === 'done' ? { kind: 'done', value: { kind: 'pdf', pdf: joined.value } } : joined;
  } finally {
    call.signal.removeEventListener('abort', cancel);
  }
}
