import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';
import { msg } from '@lingui/core/macro';
import type { LabelStock } from '../../stock/label-stock';

const ROW_NAMES: Record<number, readonly MessageDescriptor[]> = {
  2: [msg({ message: 'top', context: 'row of labels on a sheet' }), msg({ message: 'bottom', context: 'row of labels on a sheet' })],
  3: [msg({ message: 'top', context: 'row of labels on a sheet' }), msg({ message: 'middle', context: 'row of labels on a sheet' }), msg({ message: 'bottom', context: 'row of labels on a sheet' })],
};
const COLUMN_NAMES: Record<number, readonly MessageDescriptor[]> = {
  2: [msg({ message: 'left', context: 'column of labels on a sheet' }), msg({ message: 'right', context: 'column of labels on a sheet' })],
  3: [msg({ message: 'left', context: 'column of labels on a sheet' }), msg({ message: 'centre', context: 'column of labels on a sheet' }), msg({ message: 'right', context: 'column of labels on a sheet' })],
};

/** Where a slot is on the sheet in words: "top left", "bottom", "row 4 right"; empty for a single label. */
export const slotPosition = (stock: LabelStock, slot: number, i18n: PageI18n): string => {
  const { columns, rows } = stock.grid;
  const index = slot - 1;
  const rowNumber = Math.floor(index / columns) + 1;
  const columnNumber = (index % columns) + 1;
  const rowName = rows === 1 ? null : (ROW_NAMES[rows]?.[rowNumber - 1] ?? msg({ message: `row ${rowNumber}`, context: 'a row of labels on a sheet, counted from the top' }));
  const columnName = columns === 1 ? null : (COLUMN_NAMES[columns]?.[columnNumber - 1] ?? msg({ message: `column ${columnNumber}`, context: 'a column of labels on a sheet, counted from the left' }));
  if (rowName === null || columnName === null) {
    const only = rowName ?? columnName;
    return only === null ? '' : i18n._(only);
  }
  const row = i18n._(rowName);
  const column = i18n._(columnName);
  return i18n._(msg({ message: `${row} ${column}`, comment: 'A label’s place on a sheet: its row (top, middle, bottom, row 4), then its column (left, centre, right, column 2)' }));
};
