import type { LabelStock } from '../../stock/label-stock';

const ROW_NAMES: Record<number, readonly string[]> = { 1: [''], 2: ['top', 'bottom'], 3: ['top', 'middle', 'bottom'] };
const COLUMN_NAMES: Record<number, readonly string[]> = { 1: [''], 2: ['left', 'right'], 3: ['left', 'centre', 'right'] };

/** Where a slot is on the sheet in words: "top left", "bottom"; empty for a single label. */
export const slotPosition = (stock: LabelStock, slot: number): string => {
  const { columns, rows } = stock.grid;
  const index = slot - 1;
  const row = ROW_NAMES[rows]?.[Math.floor(index / columns)] ?? `row ${Math.floor(index / columns) + 1}`;
  const column = COLUMN_NAMES[columns]?.[index % columns] ?? `column ${(index % columns) + 1}`;
  return [row, column].filter((part) => part !== '').join(' ');
};
