import { useEffect, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { isLabelField, type LabelData } from '../../label/label-data';
import { isStockId } from '../../stock/stock-lookup';
import { isPrinterDpi } from '../../label/printer-resolution';
import type { PrintSettings } from './settings/print-settings';

/** The label form's id: where the prerendered page's controls are looked for. */
export const LABEL_FORM_ID = 'label-form';

/** The print settings' controls, by name. */
export const SETTINGS_CONTROL = { size: 'labelSize', dpi: 'printerDpi', startSlot: 'startSlot' } as const;

/** A control of the prerendered form that the visitor changed while the page's code was still loading. */
export type EarlyEdit = { name: string; value: string };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChanged = (control: Control): boolean =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/** What the visitor typed or chose in the prerendered form (or another part, by id), read before React set it back. */
export function readEarlyEdits(root: Document, id: string = LABEL_FORM_ID): EarlyEdit[] {
  const form = root.getElementById(id);
  if (form === null) return [];
  return [...form.querySelectorAll<Control>('input[name], textarea[name], select[name]')]
    .filter(isChanged)
    .map((control) => ({ name: control.name, value: control.value }));
}

type Targets = { setValue: UseFormSetValue<LabelData>; settings: PrintSettings };

/** Applies the print settings' edits as if made now: the size before its resolution and slot. */
export function applySettingsEdits(edits: readonly EarlyEdit[], settings: PrintSettings): void {
  const valueOf = (name: string) => edits.find((edit) => edit.name === name)?.value;
  const size = valueOf(SETTINGS_CONTROL.size);
  if (size !== undefined && isStockId(size)) settings.chooseStock(size);
  const dpi = Number(valueOf(SETTINGS_CONTROL.dpi));
  if (isPrinterDpi(dpi)) settings.chooseDpi(dpi);
  const slot = Number(valueOf(SETTINGS_CONTROL.startSlot));
  if (slot > 0) settings.chooseStartSlot(slot);
}

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
 * live, with whatever was typed while it hydrated. Both are then applied as if done now.
 */
export function useEarlyEdits(targets: Targets): void {
  const [choices] = useState(() => (typeof document === 'undefined' ? [] : readEarlyEdits(document).filter((edit) => !isLabelField(edit.name))));
  useEffect(() => {
    const edits = [...choices, ...readEarlyEdits(document).filter((edit) => isLabelField(edit.name))];
    if (edits.length > 0) applyEarlyEdits(edits, targets);
    // Once, on the first mount: the edits belong to the page as it was prerendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);
}
