import type { PrinterDpi } from '../label/printer-resolution';
import type { LabelStock } from '../stock/label-stock';
import type { PrintOptions } from '../stock/print-options';
import { CUSTOM_STOCK_ID } from '../stock/stock-lookup';

// The stock a ZPL printer (Zebra and the thermal printers that speak its language) prints on: the thermal rolls up to
// a 4-inch head. A6 (105 mm) is wider than a 4-inch head prints (104 mm); Dymo and Brother printers speak no ZPL.

/** The thermal rolls a ZPL file is offered for, in the "Label size" control's order. */
export const ZPL_STOCK_IDS: readonly string[] = ['4x6', '4x4', '4x3', '4x2', '3x2', '100x150', '100x100'];

/** Whether labels on this stock can be sent to a ZPL printer. */
export const speaksZpl = (options: Pick<PrintOptions, 'stockId'>): boolean => options.stockId !== CUSTOM_STOCK_ID && ZPL_STOCK_IDS.includes(options.stockId);

/** ZPL counts a printer's resolution in dots a mm: 8 for 203 dpi, 12 for 300 dpi. */
export type DotsPerMm = 8 | 12;

export const dotsPerMmOf = (dpi: PrinterDpi): DotsPerMm => (dpi === 203 ? 8 : 12);

/** ZPL asked for a stock a ZPL printer does not take. */
export class NotZplStockError extends Error {
  constructor(stockId: string) {
    super(`ZPL is made for thermal rolls up to 4 inches wide, not for "${stockId}".`);
  }
}

/** A length in printer dots: 4 in at 203 dpi is 812 dots, at 300 dpi 1,200. */
export const dotsOf = (lengthMm: number, dpi: PrinterDpi): number => Math.round((lengthMm * dpi) / 25.4);

/** A label's print width (^PW) and length (^LL) in dots. */
export const labelDots = (stock: Pick<LabelStock, 'labelMm'>, dpi: PrinterDpi): { width: number; length: number } => ({
  width: dotsOf(stock.labelMm.width, dpi),
  length: dotsOf(stock.labelMm.height, dpi),
});
