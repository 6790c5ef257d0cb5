import { customShape, MAX_LABELS_PER_SHEET, type CustomField, type CustomPage, type CustomStockValues, type CustomUnit } from './custom-stock-values';
import type { LabelStock, MmSize } from './label-stock';

// A visitor's own stock as a LabelStock, and the rules its figures must keep: loaded with the preview, the PDF code
// and the custom size's fields, not with the page (the page holds the figures alone, see custom-stock-values.ts).

/** What a problem-free custom stock keeps within. */
export const CUSTOM_LIMITS = { minWidthMm: 20, minHeightMm: 10, maxMm: 1000, maxLabelsPerSheet: MAX_LABELS_PER_SHEET } as const;


export const CUSTOM_PAGES: Readonly<Record<CustomPage, MmSize & { name: string }>> = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'US Letter', width: 215.9, height: 279.4 },
};

/** Millimetres in one unit. */
export const MM_PER: Readonly<Record<CustomUnit, number>> = { mm: 1, in: 25.4 };
/** `value` to the nearest 1/steps, with the float noise of a product rounded off first (0.1875 × 25.4 is 4.762499…). */
export const rounded = (value: number, steps: number): number => Math.round(Math.round(value * steps * 1000) / 1000) / steps;
/** A value in mm, to the micrometre. */
const toMm = (value: number, unit: CustomUnit): number => rounded(value * MM_PER[unit], 1000);
/** A length in a unit, written out: "4.25 in", "108 mm". The page passes one that writes it in the visitor's language. */
export type LengthFormat = (value: number, unit: CustomUnit) => string;

/** A length as plain figures and the unit's symbol: "4.25 in". */
export const plainLength: LengthFormat = (value, unit) => `${value} ${unit}`;

/** A length in mm as the visitor's unit shows it: "4.25 in", "108 mm". */
export const shownIn = (mm: number, unit: CustomUnit, format: LengthFormat = plainLength): string => format(rounded(mm / MM_PER[unit], 1000), unit);

/**
 * What is wrong with a field, as data: the rule it breaks and the figures the message needs. The words for beside
 * the field are in custom-stock-problems.ts, which loads with the fields; this is all a PDF needs to refuse.
 */
export type CustomFault =
  | { kind: 'not-a-number' }
  | { kind: 'negative' }
  | { kind: 'not-positive' }
  | { kind: 'over-a-metre' }
  | { kind: 'too-small' }
  | { kind: 'not-a-count' }
  | { kind: 'count-over-limit' }
  | { kind: 'too-many-labels'; count: number }
  | { kind: 'one-past-page'; mm: number; pageMm: number; across: boolean }
  | { kind: 'all-past-page'; mm: number; pageMm: number; across: boolean };

/** The rule each field breaks; an empty object when the stock can be printed. */
export function customStockFaults(values: CustomStockValues): Partial<Record<CustomField, CustomFault>> {
  const faults: Partial<Record<CustomField, CustomFault>> = {};
  const { unit } = values;
  const checkLength = (field: Exclude<CustomField, 'columns' | 'rows'>, allowZero: boolean) => {
    const value = values[field];
    // Checked in mm as the PDF will get it, so 0.0001 mm (0 to the micrometre) is not "more than 0".
    const mm = toMm(value, unit);
    if (!Number.isFinite(value)) faults[field] = { kind: 'not-a-number' };
    else if (value < 0) faults[field] = { kind: allowZero ? 'negative' : 'not-positive' };
    else if (!allowZero && mm <= 0) faults[field] = { kind: 'not-positive' };
    else if (mm > CUSTOM_LIMITS.maxMm) faults[field] = { kind: 'over-a-metre' };
    // A label needs room for a line of an address inside its margins.
    else if (field === 'width' && mm < CUSTOM_LIMITS.minWidthMm) faults[field] = { kind: 'too-small' };
    else if (field === 'height' && mm < CUSTOM_LIMITS.minHeightMm) faults[field] = { kind: 'too-small' };
  };
  checkLength('width', false);
  checkLength('height', false);
  if (values.kind === 'label') return faults;

  for (const field of ['columns', 'rows'] as const) {
    const value = values[field];
    if (!Number.isInteger(value) || value < 1) faults[field] = { kind: 'not-a-count' };
    else if (value > CUSTOM_LIMITS.maxLabelsPerSheet) faults[field] = { kind: 'count-over-limit' };
  }
  const count = values.columns * values.rows;
  if (!faults.columns && !faults.rows && count > CUSTOM_LIMITS.maxLabelsPerSheet) faults.rows = { kind: 'too-many-labels', count };
  checkLength('left', true);
  checkLength('top', true);
  checkLength('gapAcross', true);
  checkLength('gapDown', true);
  if (Object.keys(faults).length > 0) return faults;

  // Measured as the PDF will place them: each figure in mm to the micrometre, then added up.
  const page = CUSTOM_PAGES[values.page];
  const label = { width: toMm(values.width, unit), height: toMm(values.height, unit) };
  const oneAcross = toMm(values.left, unit) + label.width;
  const oneDown = toMm(values.top, unit) + label.height;
  const across = oneAcross + (values.columns - 1) * (label.width + toMm(values.gapAcross, unit));
  const down = oneDown + (values.rows - 1) * (label.height + toMm(values.gapDown, unit));
  // Within 0.05 mm: figures rounded to 0.1 mm or 0.001 in (a template's, or a converted unit's), added up, can pass the edge by a rounding.
  const over = (mm: number, pageMm: number) => mm > pageMm + 0.05;
  if (over(oneAcross, page.width)) faults.width = { kind: 'one-past-page', mm: oneAcross, pageMm: page.width, across: true };
  else if (over(across, page.width)) faults.columns = { kind: 'all-past-page', mm: across, pageMm: page.width, across: true };
  if (over(oneDown, page.height)) faults.height = { kind: 'one-past-page', mm: oneDown, pageMm: page.height, across: false };
  else if (over(down, page.height)) faults.rows = { kind: 'all-past-page', mm: down, pageMm: page.height, across: false };
  return faults;
}

// Office printers cannot print the last few millimetres; thermal printers print to the label's edge, almost.
const SHEET_SAFE_MM = 2;
const LABEL_SAFE_MM = 2;

/** The custom stock as a LabelStock, or null while any field has a problem: no PDF is made from invalid values. */
export function customStock(values: CustomStockValues): LabelStock | null {
  if (Object.keys(customStockFaults(values)).length > 0) return null;
  const { unit } = values;
  const labelMm = { width: toMm(values.width, unit), height: toMm(values.height, unit) };
  const size = `${rounded(labelMm.width / MM_PER[unit], 1000)} × ${rounded(labelMm.height / MM_PER[unit], 1000)} ${unit}`;
  const safeMarginMm = Math.min(values.kind === 'sheet' ? SHEET_SAFE_MM : LABEL_SAFE_MM, Math.min(labelMm.width, labelMm.height) / 4);
  const base = { id: 'custom', product: 'Custom size', equivalents: [], sizeText: size, labelMm, cornerRadiusMm: 0, safeMarginMm, endMarginMm: safeMarginMm, continuous: false } as const;
  if (values.kind === 'label') {
    return { ...base, group: 'rolls', pageMm: labelMm, grid: { columns: 1, rows: 1 }, firstMm: { x: 0, y: 0 }, pitchMm: { x: labelMm.width, y: labelMm.height }, defaultDpi: customShape(values).defaultDpi, feed: 'upright' };
  }
  const page = CUSTOM_PAGES[values.page];
  return {
    ...base,
    group: values.page === 'a4' ? 'a4-sheets' : 'letter-sheets',
    pageMm: { width: page.width, height: page.height },
    grid: { columns: values.columns, rows: values.rows },
    firstMm: { x: toMm(values.left, unit), y: toMm(values.top, unit) },
    pitchMm: { x: labelMm.width + toMm(values.gapAcross, unit), y: labelMm.height + toMm(values.gapDown, unit) },
    defaultDpi: customShape(values).defaultDpi,
    feed: 'upright',
  };
}
