import type { LabelStock, MmSize } from './label-stock';

/** The printer's shift on sheets, in mm: positive moves the print right and down. */
export type PrintShift = { rightMm: number; downMm: number };

export const NO_SHIFT: PrintShift = { rightMm: 0, downMm: 0 };

/** How many labels one page holds. */
export const slotCount = (stock: LabelStock): number => stock.grid.columns * stock.grid.rows;

/** True for stock of several labels on a sheet (and a one-label sheet such as L7167), where a start slot and shift apply. */
export const isSheet = (stock: LabelStock): boolean => stock.group === 'letter-sheets' || stock.group === 'a4-sheets';

/** The face a label is laid out on: the label as it is read, so a turned roll label lies on its long side. */
export const faceMm = (stock: LabelStock): MmSize =>
  stock.feed === 'turned' ? { width: stock.labelMm.height, height: stock.labelMm.width } : stock.labelMm;
