import { isPrinterDpi } from '../../label/printer-resolution';
import { isStockId } from '../../stock/stock-lookup';
import type { EarlyEdit } from '../../ui/early-edits';
import type { PrintSettings } from './print-settings';

/** The print settings' controls, by name. */
export const SETTINGS_CONTROL = { size: 'labelSize', dpi: 'printerDpi', startSlot: 'startSlot', headings: 'labelHeadings' } as const;

/** Applies the print settings' edits as if made now: the size before its resolution and slot. */
export function applySettingsEdits(edits: readonly EarlyEdit[], settings: PrintSettings): void {
  const valueOf = (name: string) => edits.find((edit) => edit.name === name)?.value;
  const size = valueOf(SETTINGS_CONTROL.size);
  if (size !== undefined && isStockId(size)) settings.chooseStock(size);
  const dpi = Number(valueOf(SETTINGS_CONTROL.dpi));
  if (isPrinterDpi(dpi)) settings.chooseDpi(dpi);
  const slot = Number(valueOf(SETTINGS_CONTROL.startSlot));
  if (slot > 0) settings.chooseStartSlot(slot);
  const headings = valueOf(SETTINGS_CONTROL.headings);
  if (headings !== undefined) settings.chooseHeadings(headings === 'language');
}
