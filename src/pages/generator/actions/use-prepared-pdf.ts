import { useEffect } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../../label/label-data';
import { labelFrom } from '../../../label/label-data';
import { labelPdfs } from './label-pdfs';

/** How long the visitor must pause typing before the PDF is made ahead of a click. */
const PAUSE_MS = 400;

/**
 * Prepares the current label's PDF in the worker when the page first goes idle (which also warms the
 * worker up) and after each pause in typing. Subscribes to the form without re-rendering anything.
 */
export function usePreparedPdf(subscribe: UseFormSubscribe<LabelData>, readLabel: () => LabelData): void {
  useEffect(() => {
    const prepareNow = () => labelPdfs.prepare(readLabel());
    const idle = whenIdle(prepareNow);
    let pause: number | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        window.clearTimeout(pause);
        pause = window.setTimeout(() => labelPdfs.prepare(labelFrom(values)), PAUSE_MS);
      },
    });
    return () => {
      idle.cancel();
      window.clearTimeout(pause);
      unsubscribe();
    };
  }, [subscribe, readLabel]);
}

function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 500 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(task, 200);
  return { cancel: () => window.clearTimeout(handle) };
}
