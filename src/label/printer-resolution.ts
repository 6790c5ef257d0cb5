// Label printers put ink on a grid of dots: 203 dpi for most thermal printers, 300 dpi for finer ones and
// for office printers at their base resolution. A barcode prints crisply only when each bar is whole dots.
export const PRINTER_DPIS = [203, 300] as const;

export type PrinterDpi = (typeof PRINTER_DPIS)[number];

export const isPrinterDpi = (value: unknown): value is PrinterDpi => PRINTER_DPIS.includes(value as PrinterDpi);

/** One printer dot in millimetres: 0.125 mm at 203 dpi, 0.0847 mm at 300 dpi. */
export const dotMm = (dpi: PrinterDpi): number => 25.4 / dpi;

/** The length rounded down to whole dots, in dots. A hair of tolerance keeps 10.000001 dots from becoming 9. */
export const wholeDots = (lengthMm: number, dpi: PrinterDpi): number => Math.floor(lengthMm / dotMm(dpi) + 1e-9);
