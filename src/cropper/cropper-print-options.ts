import { printOptionsFrom, type PrintOptions } from '../stock/print-options';

/**
 * What the cropper prints on until the visitor chooses a stock (on either page): the 4 × 6 in thermal label its
 * heading promises, at its printers' usual resolution. The generator keeps its own default, an A4 page.
 */
export const CROPPER_PRINT_OPTIONS: PrintOptions = printOptionsFrom({ stockId: '4x6' });
