import { withinLimits } from '../../../label/field-limits';
import type { LabelData } from '../../../label/label-data';
import { labelWorker, type LabelWorkerBridge, type WorkerOutcome } from '../label-worker';

/** Two labels with the same key make the same PDF. */
const labelKey = (label: LabelData): string => JSON.stringify(label);

/**
 * Keeps the PDF of the current label ready: `prepare` makes it ahead of time (when the page is idle
 * or the visitor pauses), so a click on Download or Print usually just takes it.
 */
export function createLabelPdfs(bridge: Pick<LabelWorkerBridge, 'labelPdf'>) {
  let ready: { key: string; pdf: Blob } | null = null;
  let preparing: { key: string; outcome: Promise<WorkerOutcome<Blob>> } | null = null;

  function make(label: LabelData, key: string, channel: 'prepare' | 'pdf'): Promise<WorkerOutcome<Blob>> {
    const outcome = bridge.labelPdf(label, channel).then((result) => {
      if (result.kind === 'done') ready = { key, pdf: result.value };
      // A failed PDF is not kept as "being prepared": the next click makes a fresh one.
      else if (preparing?.outcome === outcome) preparing = null;
      return result;
    });
    if (channel === 'prepare') preparing = { key, outcome };
    return outcome;
  }

  return {
    /** Starts making this label's PDF unless it is ready, under way, or too long to make. */
    prepare(label: LabelData): void {
      if (!withinLimits(label)) return;
      const key = labelKey(label);
      if (ready?.key !== key && preparing?.key !== key) void make(label, key, 'prepare');
    },

    /** This label's PDF if it is ready now, so a click can save it without waiting a tick. */
    readyNow(label: LabelData): Blob | null {
      return ready?.key === labelKey(label) ? ready.pdf : null;
    },

    /**
     * This label's PDF: the ready one, the one being prepared, or a new one. When the one being
     * prepared fails, that failure is the answer, so a hung worker costs the visitor one time limit.
     */
    async get(label: LabelData): Promise<WorkerOutcome<Blob>> {
      const key = labelKey(label);
      if (ready?.key === key) return { kind: 'done', value: ready.pdf };
      if (preparing?.key === key) {
        const prepared = await preparing.outcome;
        if (prepared.kind !== 'superseded') return prepared;
      }
      return make(label, key, 'pdf');
    },
  };
}

export const labelPdfs = createLabelPdfs(labelWorker);
