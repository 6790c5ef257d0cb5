import type { CategoryColumns } from './category-boxes';
import { withCurrency, type DeclarationLine } from './declaration';
import type { FormType } from './form-cells';
import type { TableColumn } from './form-table';
import type { TextStyle } from './form-text';
import { CN23 } from './form-titles';

// The CN 23's type and columns, as set on an A4 or Letter page.

export type Cn23Type = FormType & { heading: TextStyle; code: TextStyle };

export const CN23_TYPE: Cn23Type = {
  title: { sizePt: 6, minSizePt: 5, lineHeight: 1.15, keepWords: true },
  value: { sizePt: 9, minSizePt: 6, lineHeight: 1.2 },
  heading: { sizePt: 11, minSizePt: 8, lineHeight: 1.15, keepWords: true },
  code: { sizePt: 22, minSizePt: 14, lineHeight: 1.1, align: 'center' },
  padMm: 0.9,
  ruleMm: 0.25,
};

/** Tick boxes in three columns, as the UPU's CN 23 sets them. */
export const CN23_CATEGORIES: CategoryColumns = [['gift', 'documents'], ['commercial-sample', 'returned-goods', 'sale-of-goods'], ['other']];

// The shares of the table's width the UPU's columns (1), (2), (3), (5), (7) and (8) take.
const COLUMN_SHARES = [0.33, 0.08, 0.12, 0.15, 0.14, 0.18] as const;
// A line of the contents wraps to at most this many rows before its type is set smaller.
export const MAX_ROW_LINES = 3;

export const cn23Columns = (widthMm: number, type: Cn23Type): TableColumn[] => {
  const widths = COLUMN_SHARES.map((share) => share * widthMm);
  const number: TextStyle = { ...type.value, maxRows: 1, align: 'right' };
  const group = CN23.commercialOnly;
  return [
    { title: CN23.description, widthMm: widths[0] ?? 0, style: type.value },
    { title: CN23.quantity, widthMm: widths[1] ?? 0, style: number },
    { title: CN23.netWeight, widthMm: widths[2] ?? 0, style: number },
    { title: CN23.value, widthMm: widths[3] ?? 0, style: number },
    { title: CN23.hsCode, widthMm: widths[4] ?? 0, style: { ...type.value, maxRows: 1 }, group },
    { title: CN23.origin, widthMm: widths[5] ?? 0, style: type.value, group },
  ];
};

/** A line's values in the table's columns, the value with its currency. */
export const cn23Values = (line: DeclarationLine, currency: string): string[] => [
  line.description,
  String(line.quantity),
  line.netWeight,
  withCurrency(line.value, currency),
  line.hsCode,
  line.origin,
];
