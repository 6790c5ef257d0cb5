import { useEffect, useMemo, useState } from 'react';
import { barcodeError } from '../../../label/barcode-rules';
import { labelWorker } from '../label-worker';

export type ShownBarcode = { value: string; url: string; width: number; height: number };

/**
 * The barcode image for a trimmed tracking number, drawn in the worker whenever the value changes.
 * Blank gives none; a value Code 128 cannot encode, or too long to scan, gives none and a console error
 * (spec: nothing shown; a too-long number is marked in the form).
 */
export function usePreviewBarcode(value: string): ShownBarcode | null {
  const [barcode, setBarcode] = useState<ShownBarcode | null>(null);
  // Checked once per value: the preview re-renders on every keystroke, the value changes less often.
  const error = useMemo(() => (value === '' ? null : barcodeError(value)), [value]);
  const drawable = value !== '' && error === null;

  useEffect(() => {
    if (value === '') return;
    if (error !== null) {
      console.error('Barcode generation error', error);
      return;
    }
    let current = true;
    // A worker that died or hung fails what it owed; the bridge has a fresh one, so ask once more.
    const draw = (attemptsLeft: number): Promise<void> =>
      labelWorker.previewBarcode(value, window.devicePixelRatio).then((outcome) => {
        if (!current || outcome.kind === 'superseded') return;
        if (outcome.kind === 'failed') {
          if (attemptsLeft > 0) return draw(attemptsLeft - 1);
          console.error('Barcode generation error', outcome.message);
          setBarcode(null);
          return;
        }
        const { png, width, height } = outcome.value;
        setBarcode({ value, url: URL.createObjectURL(png), width, height });
      });
    void draw(1);
    return () => {
      current = false;
    };
  }, [value, error]);

  // Each image URL is released as soon as a newer one replaces it, or the preview goes away.
  useEffect(() => {
    if (!barcode) return;
    return () => URL.revokeObjectURL(barcode.url);
  }, [barcode]);

  // While a new value is being drawn the previous image stays, so typing does not make it flicker.
  return drawable ? barcode : null;
}
