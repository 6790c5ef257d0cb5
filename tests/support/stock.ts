import type { LabelStock } from '../../src/stock/label-stock';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../src/stock/print-options';
import { catalogueStock } from '../../src/stock/stock-lookup';

/** The catalogue's stock of that id; a test naming one that does not exist fails at once. */
export const stock = (id: string): LabelStock => {
  const found = catalogueStock(id);
  if (!found) throw new Error(`No stock "${id}" in the catalogue`);
  return found;
};

/** Print options for a catalogue stock at its usual resolution, from slot 1 unless told otherwise. */
export const optionsFor = (id: string, extra: Partial<PrintOptions> = {}): PrintOptions => ({
  ...DEFAULT_PRINT_OPTIONS,
  stockId: id,
  dpi: stock(id).defaultDpi,
  ...extra,
});
