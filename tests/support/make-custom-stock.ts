import type { CustomStockValues } from '../../src/stock/custom-stock-values';

// Custom stock fixtures: real sheets' figures typed as a visitor would, with any field changed.

/** Avery L7165's figures: 2 × 4 labels of 99.1 × 67.7 mm on A4, with any field changed. */
export const makeA4Sheet = (changes: Partial<CustomStockValues> = {}): CustomStockValues => ({
  kind: 'sheet',
  unit: 'mm',
  page: 'a4',
  width: 99.1,
  height: 67.7,
  columns: 2,
  rows: 4,
  left: 4.65,
  top: 13.1,
  gapAcross: 2.5,
  gapDown: 0,
  ...changes,
});

/** Avery 5163's figures: 2 × 5 labels of 4 × 2 in on US Letter, with any field changed. */
export const makeLetterSheet = (changes: Partial<CustomStockValues> = {}): CustomStockValues => ({
  kind: 'sheet',
  unit: 'in',
  page: 'letter',
  width: 4,
  height: 2,
  columns: 2,
  rows: 5,
  left: 0.15625,
  top: 0.5,
  gapAcross: 0.1875,
  gapDown: 0,
  ...changes,
});
