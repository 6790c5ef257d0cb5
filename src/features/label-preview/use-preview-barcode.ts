import { startTransition, useEffect, useMemo, useState } from 'react';
import { barcodeError } from '../../label/barcode-rules';
import type { PrintOptions } from '../../stock/print-options';
import { ENGLISH_HEADINGS } from '../../label/label-headings';
import { NO_SHIFT } from '../../stock/stock-geometry';
import { labelWorkerBridge } from '../label-worker';

/** The barcode image the PDF prints, at its printed size; or word that the value is too long for the label. */
export type ShownBarcode = { value: string; url: string; widthMm: number; heightMm: number } | { value: string; tooLong: true; key: string };

/**
 * The barcode of a trimmed tracking number on the chosen label and printer, drawn in the worker whenever
 * one of them changes. Blank gives none; a value Code 128 cannot encode, or too long to scan, gives none
 * and a console error (spec: nothing shown; a too-long number is marked in the form).
 */
export function usePreviewBarcode(value: string, options: PrintOptions): ShownBarcode | null {
  const [barcode, setBarcode] = useState<ShownBarcode | null>(null);
  // Checked once per value: the preview re-renders on every keystroke, the value changes less often.
  const error = useMemo(() => (value === '' ? null : barcodeError(value)), [value]);
  const drawable = value !== '' && error === null;
  // The barcode depends on the stock's barcode box and the resolution, not on the start slot or shift.
  const { stockId, custom, dpi } = options;
  const stockKey = JSON.stringify([stockId, stockId === 'custom' ? custom : null]);
  const key = `${value}\n${stockKey}\n${dpi}`;

  useEffect(() => {
    if (value === '') return;
    if (error !== null) {
      console.error('Barcode generation error', error);
      return;
    }
    let current = true;
    // A worker that died or hung fails what it owed; the bridge has a fresh one, so ask once more.
    const draw = (attemptsLeft: number): Promise<void> =>
      labelWorkerBridge.barcodeImage(value, { stockId, custom, dpi, startSlot: 1, shift: NO_SHIFT, headings: ENGLISH_HEADINGS }).then((outcome) => {
        if (!current || outcome.kind === 'superseded' || outcome.kind === 'cancelled') return;
        if (outcome.kind === 'failed') {
          if (attemptsLeft > 0) return draw(attemptsLeft - 1);
          console.error('Barcode generation error', outcome.message);
          setBarcode(null);
          return;
        }
        const image = outcome.value;
        const shown: ShownBarcode =
          image.kind === 'too-long' ? { value, tooLong: true, key } : { value, url: URL.createObjectURL(image.png), widthMm: image.widthMm, heightMm: image.heightMm };
        // Like the preview's text (useValuesAtPause), the new image renders in a transition, giving way to keystrokes.
        startTransition(() => setBarcode(shown));
      });
    void draw(1);
    return () => {
      current = false;
    };
    // stockId, custom and dpi are in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, error, key]);

  // Each image URL is released as soon as a newer one replaces it, or the preview goes away.
  useEffect(() => {
    if (!barcode || 'tooLong' in barcode) return;
    return () => URL.revokeObjectURL(barcode.url);
  }, [barcode]);

  // While a new barcode is being drawn the previous image stays, so typing does not make it flicker;
  // word that a value is too long holds only for the value, size and resolution it was found for.
  if (!drawable || barcode === null) return null;
  return 'tooLong' in barcode && barcode.key !== key ? null : barcode;
}
