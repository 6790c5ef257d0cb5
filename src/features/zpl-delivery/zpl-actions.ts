import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withinLimits } from '../../label/field-limits';
import type { LabelData } from '../../label/label-data';
import type { PrintOptions } from '../../stock/print-options';
import { contentsStore } from '../contents';
import { labelWorkerBridge, type LabelWorkerBridge } from '../label-worker';
import { savePdf as saveFile } from '../pdf-delivery';
import { logoStore } from '../sender-logo';
import { zplFileName } from './zpl-file-names';

export type ZplJob = 'download' | 'copy';

/**
 * What the ZPL buttons show: which job is running, and the latest news for the visitor, its sentences in the order
 * they are shown (the page words them).
 */
export type ZplActionsState = { busy: ZplJob | null; message: { tone: 'info' | 'error'; text: readonly MessageDescriptor[] } | null };

export const zplMessages = {
  failed: msg`The ZPL could not be made. Your details are still here: please try again.`,
  tooLong: msg`Some details are too long for a label. Shorten the fields marked in the form, then try again.`,
  downloaded: msg`Your ZPL file has been downloaded. Send it to the printer as it is (raw), not through a print dialog.`,
  copied: msg`The ZPL is on your clipboard.`,
  copyRefused: msg`Your browser did not let this page use the clipboard. Download the ZPL file instead.`,
  documentsApart: msg`The ZPL holds the label only: print its customs form and other documents from the PDF.`,
} as const;

/** The label and the roll it prints on, as the page reads them at the click. */
export type ZplRequest = { label: LabelData; options: PrintOptions };

/** Whether the contents section asks for documents beside the label, which the PDF carries and the ZPL does not. */
const withDocuments = (): boolean => {
  const documents = contentsStore.get()?.documents;
  return documents !== undefined && (documents.customsForm || documents.commercialInvoice || documents.packingSlip);
};

/** Writes text to the clipboard within the click: the text may still be on its way (Safari wants the write started in the click). */
async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * Download ZPL and Copy ZPL: the label made by the label worker as ZPL for the chosen roll and printer resolution, one
 * job at a time. A small store, so a click re-renders the ZPL buttons only.
 */
export function createZplActions(readRequest: () => ZplRequest, bridge: Pick<LabelWorkerBridge, 'labelsZpl'> = labelWorkerBridge) {
  let state: ZplActionsState = { busy: null, message: null };
  const listeners = new Set<() => void>();
  const set = (next: ZplActionsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  async function run(job: ZplJob): Promise<void> {
    if (state.busy) return;
    const { label, options } = readRequest();
    if (!withinLimits(label)) return set({ busy: null, message: { tone: 'error', text: [zplMessages.tooLong] } });
    set({ busy: job, message: null });
    const zpl = bridge.labelsZpl(options, [label], logoStore.get()).then((outcome) => {
      if (outcome.kind !== 'done') throw new Error(outcome.kind === 'failed' ? outcome.message : outcome.kind);
      return outcome.value;
    });
    const apart = withDocuments() ? [zplMessages.documentsApart] : [];
    try {
      if (job === 'copy') {
        await copyText(zpl).catch(async (error: unknown) => {
          // A refused clipboard is not a failed label: the ZPL itself was made.
          await zpl;
          throw new ClipboardRefused(error);
        });
        return set({ busy: null, message: { tone: 'info', text: [zplMessages.copied, ...apart] } });
      }
      saveFile(new Blob([await zpl], { type: 'text/plain' }), zplFileName());
      set({ busy: null, message: { tone: 'info', text: [zplMessages.downloaded, ...apart] } });
    } catch (error) {
      set({ busy: null, message: { tone: 'error', text: [error instanceof ClipboardRefused ? zplMessages.copyRefused : zplMessages.failed] } });
    }
  }

  return {
    download: () => run('download'),
    copy: () => run('copy'),
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ZplActions = ReturnType<typeof createZplActions>;

class ClipboardRefused extends Error {
  constructor(cause: unknown) {
    super('The clipboard was refused', { cause });
  }
}
