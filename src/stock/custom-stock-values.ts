// A visitor's own stock, as typed in the "Custom size…" fields: a single label (a roll) or a sheet of them. The
// figures alone, as the page remembers them; their rules and geometry are in custom-stock.ts, loaded when needed.

export type CustomUnit = 'mm' | 'in';
export type CustomPage = 'a4' | 'letter';

/** The fields as numbers in `unit` (columns and rows are counts); NaN where a field is empty or not a number. */
export type CustomStockValues = {
  kind: 'label' | 'sheet';
  unit: CustomUnit;
  width: number;
  height: number;
  page: CustomPage;
  columns: number;
  rows: number;
  left: number;
  top: number;
  gapAcross: number;
  gapDown: number;
};

export type CustomField = Exclude<keyof CustomStockValues, 'kind' | 'unit' | 'page'>;

/** A 4 × 6 in label: what the fields hold before the visitor changes them. */
export const DEFAULT_CUSTOM_STOCK: CustomStockValues = {
  kind: 'label',
  unit: 'in',
  width: 4,
  height: 6,
  page: 'letter',
  columns: 2,
  rows: 1,
  left: 0.15625,
  top: 0.5,
  gapAcross: 0.1875,
  gapDown: 0,
};

/** The most labels a custom sheet may hold (its other limits and checks are in custom-stock.ts). */
export const MAX_LABELS_PER_SHEET = 100;

/** Whether two sets of figures are the same, field by field (NaN, an empty field, equal to itself). */
export const sameCustomValues = (a: CustomStockValues, b: CustomStockValues): boolean =>
  (Object.keys(a) as (keyof CustomStockValues)[]).every((key) => Object.is(a[key], b[key]));

/** What the page needs of a custom stock before its code has loaded: is it a sheet, how many labels, which resolution. */
export const customShape = (values: CustomStockValues): { sheet: boolean; slots: number; defaultDpi: 203 | 300 } => {
  const count = values.columns * values.rows;
  const slots = values.kind === 'sheet' && Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_LABELS_PER_SHEET) : 1;
  return { sheet: values.kind === 'sheet', slots, defaultDpi: values.kind === 'sheet' ? 300 : 203 };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Custom values from storage or another thread: a value of the wrong type becomes NaN, and is then a problem. */
export function customStockValuesFrom(value: unknown): CustomStockValues {
  const record = isRecord(value) ? value : {};
  // The figures are the default's numeric fields, in its order.
  const figures = Object.entries(DEFAULT_CUSTOM_STOCK).flatMap(([key, fallback]) =>
    typeof fallback === 'number' ? [[key, typeof record[key] === 'number' ? record[key] : Number.NaN]] : [],
  );
  return {
    ...(Object.fromEntries(figures) as Omit<CustomStockValues, 'kind' | 'unit' | 'page'>),
    kind: record.kind === 'sheet' ? 'sheet' : 'label',
    unit: record.unit === 'mm' ? 'mm' : 'in',
    page: record.page === 'a4' ? 'a4' : 'letter',
  };
}
