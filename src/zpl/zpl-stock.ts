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

/** A length in printer dots: 4 in at 203 dpi is 812 dots, at 300 dpi 1,200. */
export const dotsOf = (lengthMm: number, dpi: PrinterDpi): number => Math.round((lengthMm * dpi) / 25.4);

/** A label's print width (^PW) and length (^LL) in dots. */
export const labelDots = (stock: Pick<LabelStock, 'labelMm'>, dpi: PrinterDpi): { width: number; length: number } => ({
  width: dotsOf(stock.labelMm.width, dpi),
  length: dotsOf(stock.labelMm.height, dpi),
});
