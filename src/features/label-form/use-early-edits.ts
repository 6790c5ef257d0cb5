import { useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { isLabelField, type LabelData } from '../../label/label-data';
import { readEarlyEdits, useOnceLive, type EarlyEdit } from '../../ui/early-edits';
import { applySettingsEdits } from '../print-settings';
import type { PrintSettings } from '../print-settings';

/** The label form's id: where the prerendered page's controls are looked for. */
export const LABEL_FORM_ID = 'label-form';

type Targets = { setValue: UseFormSetValue<LabelData>; settings: PrintSettings };

/** Applies the edits as if made now: the settings first, then each field checked as if typed. */
function applyEarlyEdits(edits: readonly EarlyEdit[], { setValue, settings }: Targets): void {
  applySettingsEdits(edits, settings);
  for (const { name, value } of edits) if (isLabelField(name)) setValue(name, value, { shouldDirty: true });
}

/**
 * The prerendered generator can be typed into before its code has loaded, and while it hydrates. Hydrating it,
 * React would put the settings' defaults back in their selects: what the visitor chose is read in the page's first
 * render (before any ref or effect runs). The fields keep what is typed into them through hydration (React spares
 * an <input>; main.tsx spares a <textarea>, see keepTextareasWhileHydrating), so they are read once the page is
 * live, with whatever was typed while it hydrated. Both are then applied as if done now, before any choice made since.
 */
export function useEarlyEdits(targets: Targets): void {
  const [choices] = useState(() => (typeof document === 'undefined' ? [] : readEarlyEdits(document, LABEL_FORM_ID).filter((edit) => !isLabelField(edit.name))));
  useOnceLive(() => {
    const edits = [...choices, ...readEarlyEdits(document, LABEL_FORM_ID).filter((edit) => isLabelField(edit.name))];
    if (edits.length > 0) applyEarlyEdits(edits, targets);
  });
}
