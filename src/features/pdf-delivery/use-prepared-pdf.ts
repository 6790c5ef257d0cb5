import { useEffect } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import type { LabelData } from '../../label/label-data';
import type { PrintSettings } from '../print-settings';
import { whenPageIdle } from '../../ui/when-idle';
import { loadPdfDelivery } from './pdf-delivery-loader';

/** How long the visitor must pause typing before the PDF is made ahead of a click. */
const PAUSE_MS = 400;

/**
 * Prepares the current label's PDF in the worker when the page first goes idle (which also warms the
 * worker up), after each pause in typing, as soon as another size, resolution or slot is chosen, and when the sender's
 * logo changes.
 * Subscribes to the form and the settings without re-rendering anything.
 */
export function usePreparedPdf(subscribe: UseFormSubscribe<LabelData>, readLabel: () => LabelData, settings: PrintSettings): void {
  useEffect(() => {
    let stopped = false;
    let unfollowExtras: (() => void) | undefined;
    const prepare = (label: LabelData) =>
      void loadPdfDelivery().then((delivery) => {
        delivery.preparedPdfs.prepare({ label, options: settings.get() });
        // From the first PDF on, a new logo gets its PDF made ahead of the click too (its code came with the delivery).
        if (!stopped) unfollowExtras ??= delivery.followPdfExtras(() => prepare(readLabel()));
      });
    const idle = whenPageIdle(() => prepare(readLabel()));
    let pause: number | undefined;
    const unsubscribeForm = subscribe({
      formState: { values: true },
      callback: () => {
        window.clearTimeout(pause);
        pause = window.setTimeout(() => prepare(readLabel()), PAUSE_MS);
      },
    });
    const unsubscribeSettings = settings.subscribe(() => prepare(readLabel()));
    return () => {
      stopped = true;
      unfollowExtras?.();
      idle.cancel();
      window.clearTimeout(pause);
      unsubscribeForm();
      unsubscribeSettings();
    };
  }, [subscribe, readLabel, settings]);
}
