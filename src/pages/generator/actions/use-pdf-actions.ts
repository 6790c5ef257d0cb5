import { useCallback, useRef, useState } from 'react';
import type { LabelData } from '../../../label/label-data';
import { labelPdfs } from './label-pdfs';
import { openPrintTab, printInTab } from './print-pdf';
import { savePdf } from './save-pdf';

export type PdfJob = 'download' | 'print';

/** What the action buttons show: which job is running, and the latest news for the visitor. */
export type PdfActionsState = {
  busy: PdfJob | null;
  message: { job: PdfJob; tone: 'info' | 'error'; text: string } | null;
};

export const pdfMessages = {
  failed: 'The PDF could not be created. Your details are still here: please try again.',
  popupBlocked: 'Your browser blocked the print tab. Allow pop-ups for this site, or download the PDF and print it.',
  downloaded: 'Your PDF has been downloaded.',
  printing: 'Your label opened in a new tab for printing.',
} as const;

/** Download and Print: one PDF at a time, repeat clicks ignored while it is being made. */
export function usePdfActions(readLabel: () => LabelData) {
  const [state, setState] = useState<PdfActionsState>({ busy: null, message: null });
  const running = useRef(false);

  const run = useCallback(
    async (job: PdfJob) => {
      if (running.current) return;
      // Opened now, inside the click, so no pop-up blocker refuses it later.
      const tab = job === 'print' ? openPrintTab() : null;
      if (job === 'print' && !tab) {
        setState({ busy: null, message: { job, tone: 'error', text: pdfMessages.popupBlocked } });
        return;
      }
      running.current = true;
      setState({ busy: job, message: null });
      const outcome = await labelPdfs.get(readLabel());
      running.current = false;
      if (outcome.kind !== 'done') {
        tab?.close();
        setState({ busy: null, message: { job, tone: 'error', text: pdfMessages.failed } });
        return;
      }
      if (tab) printInTab(tab, outcome.value);
      else savePdf(outcome.value);
      setState({ busy: null, message: { job, tone: 'info', text: tab ? pdfMessages.printing : pdfMessages.downloaded } });
    },
    [readLabel],
  );

  return { state, download: useCallback(() => run('download'), [run]), print: useCallback(() => run('print'), [run]) };
}
