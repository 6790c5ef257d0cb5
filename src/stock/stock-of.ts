import { customStock } from './custom-stock';
import type { LabelStock } from './label-stock';
import type { PrintOptions } from './print-options';
import { catalogueStock, CUSTOM_STOCK_ID, DEFAULT_STOCK } from './stock-lookup';

// The chosen stock in full, a custom size's figures checked: for the preview, the PDF code and the worker.

/** The stock the options print on, or null when it is a custom size with a problem: no PDF is made from it. */
export const stockOf = (options: Pick<PrintOptions, 'stockId' | 'custom'>): LabelStock | null =>
  options.stockId === CUSTOM_STOCK_ID ? customStock(options.custom) : (catalogueStock(options.stockId) ?? DEFAULT_STOCK);

/** The options' stock; throws for a custom size with a problem (the page checks it before asking for a PDF). */
export const printableStock = (options: Pick<PrintOptions, 'stockId' | 'custom'>): LabelStock => {
  const stock = stockOf(options);
  if (stock === null) throw new Error('The custom label size has a problem: no PDF is made from it.');
  return stock;
};
