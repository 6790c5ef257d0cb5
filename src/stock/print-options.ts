import { customShape, customStockValuesFrom, DEFAULT_CUSTOM_STOCK, sameCustomValues, type CustomStockValues } from './custom-stock-values';
import { ENGLISH_HEADINGS, headingsFrom, type LabelHeadings } from '../label/label-headings';
import { isPrinterDpi, type PrinterDpi } from '../label/printer-resolution';
import { isSheet, NO_SHIFT, slotCount, type PrintShift } from './stock-geometry';
import { catalogueStock, currentStockId, CUSTOM_STOCK_ID, DEFAULT_STOCK } from './stock-lookup';

/**
 * What a PDF is printed on: the stock (a catalogue id, or "custom" with the visitor's values), the printer's
 * resolution, the first free slot of a sheet, the printer's shift on sheets and the words of the label's headings.
 * Plain data, sent to the worker.
 */
export type PrintOptions = { stockId: string; custom: CustomStockValues; dpi: PrinterDpi; startSlot: number; shift: PrintShift; headings: LabelHeadings };

/** The spec's label: one A4 page at the office-printer resolution. */
export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  stockId: DEFAULT_STOCK.id,
  custom: DEFAULT_CUSTOM_STOCK,
  dpi: DEFAULT_STOCK.defaultDpi,
  startSlot: 1,
  shift: NO_SHIFT,
  headings: ENGLISH_HEADINGS,
};

/**
 * What the settings need of the chosen stock, the catalogue's or a custom one (whose figures are checked only where
 * its code is loaded, see stock-of.ts): whether it is a sheet, how many labels a page holds, its usual resolution.
 */
export const stockShape = (options: Pick<PrintOptions, 'stockId' | 'custom'>): { sheet: boolean; slots: number; defaultDpi: PrinterDpi } => {
  if (options.stockId === CUSTOM_STOCK_ID) return customShape(options.custom);
  const stock = catalogueStock(options.stockId) ?? DEFAULT_STOCK;
  return { sheet: isSheet(stock), slots: slotCount(stock), defaultDpi: stock.defaultDpi };
};

/** A start slot that exists on a sheet of `slots` labels (1 = top left, in reading order). */
export const clampStartSlot = (slots: number, slot: unknown): number =>
  typeof slot === 'number' && Number.isInteger(slot) ? Math.min(Math.max(slot, 1), slots) : 1;

/** The printer shift's range and step, in mm. */
export const SHIFT_LIMITS = { minMm: -5, maxMm: 5, stepMm: 0.1 } as const;

/** A shift within ±5 mm, to a tenth of a millimetre; anything else is no shift. */
export const shiftFrom = (value: unknown): PrintShift => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const mm = (raw: unknown) =>
    typeof raw === 'number' && Number.isFinite(raw) ? Math.round(Math.min(Math.max(raw, SHIFT_LIMITS.minMm), SHIFT_LIMITS.maxMm) * 10) / 10 || 0 : 0;
  const shift = { rightMm: mm(record.rightMm), downMm: mm(record.downMm) };
  return shift.rightMm === 0 && shift.downMm === 0 ? NO_SHIFT : shift;
};

/**
 * Options from untrusted values (storage, another thread): anything unknown falls back to the defaults (a page's own,
 * or DEFAULT_PRINT_OPTIONS), and a remembered stock that no longer exists to the default stock. Options that are the
 * defaults come back as `defaults` itself, so a store read with `useSyncExternalStore` matches its server snapshot by
 * identity.
 */
export const printOptionsFrom = (value: unknown, defaults: PrintOptions = DEFAULT_PRINT_OPTIONS): PrintOptions => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const stockId = currentStockId(record.stockId) ?? defaults.stockId;
  const read = record.custom === undefined ? DEFAULT_CUSTOM_STOCK : customStockValuesFrom(record.custom);
  const custom = sameCustomValues(read, DEFAULT_CUSTOM_STOCK) ? DEFAULT_CUSTOM_STOCK : read;
  const shape = stockShape({ stockId, custom });
  const dpi = isPrinterDpi(record.dpi) ? record.dpi : shape.defaultDpi;
  const startSlot = clampStartSlot(shape.slots, record.startSlot);
  const shift = shape.sheet ? shiftFrom(record.shift) : NO_SHIFT;
  const headings = record.headings === undefined ? defaults.headings : headingsFrom(record.headings);
  const isDefault =
    stockId === defaults.stockId && dpi === defaults.dpi && startSlot === 1 && shift === NO_SHIFT && custom === defaults.custom && headings === defaults.headings;
  return isDefault ? defaults : { stockId, custom, dpi, startSlot, shift, headings };
};
