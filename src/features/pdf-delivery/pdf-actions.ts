import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withinLimits } from '../../label/field-limits';
import { loadedPdfDelivery, loadPdfDelivery } from './pdf-delivery-loader';
import type { WorkerOutcome } from '../label-worker';
import type { PdfRequest } from './prepared-pdfs';
import { openPrintTab } from './print-tab';

export type PdfJob = 'download' | 'print';

/** What the action buttons show: which job is running, and the latest news for the visitor. */
export type PdfActionsState = {
  busy: PdfJob | null;
  message: { job: PdfJob; tone: 'info' | 'error'; text: MessageDescriptor } | null;
};

export const pdfMessages = {
  failed: msg`The PDF could not be created. Your details are still here: please try again.`,
  tooLong: msg`Some details are too long for a label. Shorten the fields marked in the form, then try again.`,
  popupBlocked: msg`Your browser blocked the print tab. Allow pop-ups for this site, or download the PDF and print it.`,
  downloaded: msg`Your PDF has been downloaded.`,
  printing: msg`Your label opened in a new tab for printing.`,
} as const satisfies Record<string, MessageDescriptor>;

export type PdfActions = ReturnType<typeof createPdfActions>;

/** The request's PDF from the delivery chunk, or what stops it (a custom size or contents with a problem, checked there, with its code). */
async function pdfFor(request: PdfRequest): Promise<WorkerOutcome<Blob> | { kind: 'refused'; message: MessageDescriptor }> {
  try {
    const delivery = await loadPdfDelivery();
    const problem = delivery.requestProblem(request);
    return problem ? { kind: 'refused', message: problem } : await delivery.preparedPdfs.get(request);
  } catch (error) {
    return { kind: 'failed', message: String(error) };
  }
}

/**
 * Download and Print: one PDF at a time, repeat clicks ignored while it is being made; `onDelivered` hears each PDF
 * handed to the visitor. A small store
 * rather than page state, so a click re-renders the two buttons and not the whole form.
 */
export function createPdfActions(readRequest: () => PdfRequest, onDelivered: () => void = () => undefined) {
  let state: PdfActionsState = { busy: null, message: null };
  const listeners = new Set<() => void>();
  const set = (next: PdfActionsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function deliver(job: PdfJob, pdf: Blob, tab: Window | null): void {
    loadedPdfDelivery()?.deliverPdf(pdf, tab);
    onDelivered();
    set({ busy: null, message: { job, tone: 'info', text: tab ? pdfMessages.printing : pdfMessages.downloaded } });
  }

  async function run(job: PdfJob): Promise<void> {
    if (state.busy) return;
    const request = readRequest();
    if (!withinLimits(request.label)) return set({ busy: null, message: { job, tone: 'error', text: pdfMessages.tooLong } });
    // Opened now, inside the click, so no pop-up blocker refuses it later.
    const tab = job === 'print' ? openPrintTab() : null;
    if (job === 'print' && !tab) return set({ busy: null, message: { job, tone: 'error', text: pdfMessages.popupBlocked } });
    // Usually the PDF was made while the visitor paused: deliver it within the click itself.
    const ready = loadedPdfDelivery()?.preparedPdfs.readyNow(request);
    if (ready) return deliver(job, ready, tab);

    set({ busy: job, message: null });
    const outcome = await pdfFor(request);
    if (outcome.kind === 'done') return deliver(job, outcome.value, tab);
    tab?.close();
    // A custom size or contents with a problem is found here, where its checks are loaded: never a PDF, and the words to fix it.
    set({ busy: null, message: { job, tone: 'error', text: outcome.kind === 'refused' ? outcome.message : pdfMessages.failed } });
  }

  return {
    download: () => run('download'),
    print: () => run('print'),
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
