import type { CategoryColumns } from './category-boxes';
import { withCurrency, type DeclarationLine } from './declaration';
import type { FormType } from './form-cells';
import type { TableColumn } from './form-table';
import type { TextStyle } from './form-text';
import { CN22 } from './form-titles';

// The CN 22's type, set larger on a face wider than the UPU's form, and its columns.

/** The share of the form's width its heading and operator's box take, the code "CN 22" beside them. */
export const HEADING_SHARE = 0.62;
/** The share of the form's width the title "Explanation:" takes, beside what "Other" is. */
export const EXPLANATION_SHARE = 0.22;
export const CN22_RULE_MM = 0.2;

/** The CN 22's type at a scale: its titles, values, heading and form code. */
export type Cn22Type = FormType & { heading: TextStyle; code: TextStyle; scale: number };

export const cn22Type = (scale: number): Cn22Type => ({
  title: { sizePt: 5 * scale, minSizePt: 5, lineHeight: 1.15, keepWords: true },
  value: { sizePt: 6.5 * scale, minSizePt: 6, lineHeight: 1.2 },
  heading: { sizePt: 7.5 * scale, minSizePt: 6, lineHeight: 1.15, keepWords: true },
  code: { sizePt: 14 * scale, minSizePt: 10, lineHeight: 1.1, align: 'center' },
  padMm: 0.6 * scale,
  ruleMm: CN22_RULE_MM,
  scale,
});

/** Tick boxes in two columns, in the order the UPU's CN 22 sets them. */
export const CN22_CATEGORIES: CategoryColumns = [
  ['gift', 'documents', 'sale-of-goods'],
  ['commercial-sample', 'returned-goods', 'other'],
];

// The shares of the table's width the UPU's columns (1) to (5) take.
const COLUMN_SHARES = [0.36, 0.12, 0.17, 0.16, 0.19] as const;
// A line of the contents wraps to at most this many rows before its type is set smaller.
export const MAX_ROW_LINES = 3;

export const cn22Columns = (widthMm: number, type: Cn22Type): TableColumn[] => {
  const [description, netWeight, value, hsCode, origin] = COLUMN_SHARES.map((share) => share * widthMm) as [number, number, number, number, number];
  const number: TextStyle = { ...type.value, maxRows: 1, align: 'right' };
  return [
    { title: CN22.description, widthMm: description, style: type.value },
    { title: CN22.netWeight, widthMm: netWeight, style: number },
    { title: CN22.value, widthMm: value, style: number },
    { title: CN22.hsCode, widthMm: hsCode, style: { ...type.value, maxRows: 1 } },
    { title: CN22.origin, widthMm: origin, style: type.value },
  ];
};

/** A line's values in the table's columns: the quantity before its description, the value with its currency. */
export const cn22Values = (line: DeclarationLine, currency: string): string[] => [
  `${line.quantity} × ${line.description}`,
  line.netWeight,
  withCurrency(line.value, currency),
  line.hsCode,
  line.origin,
];
