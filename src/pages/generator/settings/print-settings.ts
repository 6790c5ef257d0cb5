import { LABEL_SIZES, type LabelSizeId } from '../../../label/label-sizes';
import { clampStartSlot, DEFAULT_PRINT_OPTIONS, printOptionsFrom, type PrintOptions } from '../../../label/print-options';
import type { PrinterDpi } from '../../../label/printer-resolution';

/** The one storage key ShipLabel writes: the chosen label size and printer resolution, never a typed value. */
export const SETTINGS_STORAGE_KEY = 'shiplabel:print-settings';

/** Where the choices are remembered; `null` when the browser offers no storage. */
type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

const browserStorage = (): SettingsStorage => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage switched off, or a sandboxed frame
  }
};

// The defaults come back as DEFAULT_PRINT_OPTIONS itself (see printOptionsFrom): the server snapshot, by identity.
const remembered = (storage: SettingsStorage): PrintOptions => {
  try {
    const stored = storage?.getItem(SETTINGS_STORAGE_KEY);
    return printOptionsFrom(stored ? JSON.parse(stored) : null);
  } catch {
    return DEFAULT_PRINT_OPTIONS; // unreadable: start from the defaults
  }
};

export type PrintSettings = ReturnType<typeof createPrintSettings>;

/**
 * The label size, printer resolution and start slot, as a small store the controls, the preview and the
 * PDF actions all read. Size and resolution are remembered; the start slot is for this sheet only.
 */
export function createPrintSettings(storage: SettingsStorage = browserStorage()) {
  let options = remembered(storage);
  const listeners = new Set<() => void>();

  const update = (next: PrintOptions) => {
    options = next;
    try {
      storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ size: next.size, dpi: next.dpi }));
    } catch {
      // Full or refused storage: the choice still holds for this visit.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    get: (): PrintOptions => options,
    /** What the prerendered page shows, and so what hydration starts from before the remembered choice. */
    getServerSnapshot: (): PrintOptions => DEFAULT_PRINT_OPTIONS,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new size starts at its first slot, at the resolution its printers usually have. */
    chooseSize: (size: LabelSizeId) => update({ size, dpi: LABEL_SIZES[size].defaultDpi, startSlot: 1 }),
    chooseDpi: (dpi: PrinterDpi) => update({ ...options, dpi }),
    chooseStartSlot: (slot: number) => update({ ...options, startSlot: clampStartSlot(options.size, slot) }),
  };
}
