import { MM_PER, rounded } from './custom-stock';
import { type CustomField, type CustomStockValues, type CustomUnit } from './custom-stock-values';

// Changing a custom size's unit: loaded with the custom size's fields, not with the page.

/** The fields that are lengths, in the values' unit (the rest are counts or choices). */
export const CUSTOM_LENGTHS = ['width', 'height', 'left', 'top', 'gapAcross', 'gapDown'] as const satisfies readonly CustomField[];

// A figure typed in mm is kept to a tenth of a millimetre, one in inches to a thousandth of an inch.
const STEPS_PER: Readonly<Record<CustomUnit, number>> = { mm: 10, in: 1000 };

/** The same stock in the other unit, each length rounded to 0.1 mm or 0.001 in; an empty (NaN) field stays empty. */
export function customStockIn(values: CustomStockValues, unit: CustomUnit): CustomStockValues {
  if (unit === values.unit) return values;
  const converted = { ...values, unit };
  for (const field of CUSTOM_LENGTHS) {
    converted[field] = rounded((values[field] * MM_PER[values.unit]) / MM_PER[unit], STEPS_PER[unit]);
  }
  return converted;
}

