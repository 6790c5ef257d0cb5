import { useEffect, useState } from 'react';
import { isCode128Encodable } from '../../../label/barcode-rules';
import { labelWorker } from '../label-worker';

export type ShownBarcode = { value: string; url: string; width: number; height: number };

/**
 * The barcode image for a trimmed tracking number, drawn in the worker whenever the value changes.
 * Blank gives none; a value Code 128 cannot encode gives none and a console error (spec: nothing shown).
 */
export function usePreviewBarcode(value: string): ShownBarcode | null {
  const [barcode, setBarcode] = useState<ShownBarcode | null>(null);
  const encodable = isCode128Encodable(value);

  useEffect(() => {
    if (value === '') return;
    if (!isCode128Encodable(value)) {
      console.error('Barcode generation error', new Error(`Not encodable as Code 128: ${JSON.stringify(value)}`));
      return;
    }
    let current = true;
    void labelWorker.previewBarcode(value, window.devicePixelRatio).then((outcome) => {
      if (!current || outcome.kind === 'superseded') return;
      if (outcome.kind === 'failed') {
        console.error('Barcode generation error', outcome.message);
        setBarcode(null);
        return;
      }
      const { png, width, height } = outcome.value;
      setBarcode({ value, url: URL.createObjectURL(png), width, height });
    });
    return () => {
      current = false;
    };
  }, [value]);

  // Each image URL is released as soon as a newer one replaces it, or the preview goes away.
  useEffect(() => {
    if (!barcode) return;
    return () => URL.revokeObjectURL(barcode.url);
  }, [barcode]);

  // While a new value is being drawn the previous image stays, so typing does not make it flicker.
  return encodable ? barcode : null;
}
