import { useEffect, useMemo, useState } from 'react';
import { fontsNeeded, labelTexts } from '../../label/fonts-needed';
import type { LabelData } from '../../label/label-data';
import type { LabelStock } from '../../stock/label-stock';
import { layoutKey, layoutLabel, type LabelLayout } from '../../label/face-layout';
import type { PrintOptions } from '../../stock/print-options';
import type { LogoShape } from '../../label/logo-lines';
import { labelWorkerBridge } from '../label-worker';

/** The preview's layout, and whether the fonts for its scripts failed to load (offline, say). */
export type FaceLayoutState = { layout: LabelLayout; fontsFailed: boolean };

/**
 * The label laid out as the PDF lays it out. Text Helvetica draws is laid out here at once; a label in other
 * scripts is laid out by the worker, measured with the very fonts the PDF embeds, so the preview breaks its
 * lines where the PDF does. `logo` is the shape of the sender's logo, laid out beside the sender as the PDF does, the headings in the options' words. Until the worker answers, the last layout stays on screen, so nothing flickers.
 */
export function useFaceLayout(label: LabelData, stock: LabelStock, options: PrintOptions, logo: LogoShape | null = null): FaceLayoutState {
  const { headings } = options;
  const needsFonts = useMemo(() => fontsNeeded(labelTexts([label], headings)).length > 0, [label, headings]);
  const local = useMemo(() => (needsFonts ? null : layoutLabel(label, stock, undefined, logo, headings)), [label, needsFonts, stock, logo, headings]);
  const [fromWorker, setFromWorker] = useState<{ layout: LabelLayout } | null>(null);
  const [fontsFailed, setFontsFailed] = useState(false);
  // The last layout made here, kept (React's "information from previous renders") to show while the worker works.
  const [lastLocal, setLastLocal] = useState<LabelLayout | null>(local);
  if (local !== null && local !== lastLocal) setLastLocal(local);
  // A worker layout is dropped once the label is Latin-only again, so a later script never shows an old label.
  if (local !== null && fromWorker !== null) setFromWorker(null);

  useEffect(() => {
    if (!needsFonts) return;
    let current = true;
    void labelWorkerBridge.labelLayout(label, options, logo).then((outcome) => {
      if (!current || outcome.kind === 'superseded' || outcome.kind === 'cancelled') return;
      if (outcome.kind === 'failed') {
        console.error('Label layout error', outcome.message);
        setFontsFailed(true);
        return;
      }
      setFontsFailed(false);
      setFromWorker({ layout: outcome.value });
    });
    return () => {
      current = false;
    };
  }, [label, needsFonts, options, logo]);

  const key = layoutKey(stock);
  const sameSize = (candidate: LabelLayout | null | undefined) => (candidate?.stockKey === key ? candidate : null);
  const layout = local ?? sameSize(fromWorker?.layout) ?? sameSize(lastLocal) ?? layoutLabel(label, stock, undefined, logo, headings);
  return { layout, fontsFailed: needsFonts && fontsFailed };
}
