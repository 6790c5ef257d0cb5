import { DEFAULT_LABEL_SIZE, LABEL_SIZES, isLabelSizeId, slotCount, type LabelSizeId } from './label-sizes';
import { isPrinterDpi, type PrinterDpi } from './printer-resolution';

/** What a PDF is printed on: the label size, the printer's resolution, and the first free slot of a sheet. */
export type PrintOptions = { size: LabelSizeId; dpi: PrinterDpi; startSlot: number };

/** The spec's label: one A4 page at the office-printer resolution. */
export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  size: DEFAULT_LABEL_SIZE,
  dpi: LABEL_SIZES[DEFAULT_LABEL_SIZE].defaultDpi,
  startSlot: 1,
};

/** A start slot that exists on the size's sheet (1 = top left, in reading order). */
export const clampStartSlot = (size: LabelSizeId, slot: unknown): number => {
  const count = slotCount(LABEL_SIZES[size]);
  return typeof slot === 'number' && Number.isInteger(slot) ? Math.min(Math.max(slot, 1), count) : 1;
};

/**
 * Options from untrusted values (storage, another thread): anything unknown falls back to the defaults. Options
 * that are the defaults come back as DEFAULT_PRINT_OPTIONS itself, so a store read with `useSyncExternalStore`
 * matches its server snapshot by identity and hydration re-renders nothing.
 */
export const printOptionsFrom = (value: unknown): PrintOptions => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const size = isLabelSizeId(record.size) ? record.size : DEFAULT_PRINT_OPTIONS.size;
  const dpi = isPrinterDpi(record.dpi) ? record.dpi : LABEL_SIZES[size].defaultDpi;
  const startSlot = clampStartSlot(size, record.startSlot);
  const { size: defaultSize, dpi: defaultDpi, startSlot: defaultSlot } = DEFAULT_PRINT_OPTIONS;
  return size === defaultSize && dpi === defaultDpi && startSlot === defaultSlot ? DEFAULT_PRINT_OPTIONS : { size, dpi, startSlot };
};
