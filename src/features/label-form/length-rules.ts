import { FIELD_LIMITS, countCharacters, fitsLimit, parcelsProblem } from '../../label/field-limits';
import type { LabelField } from '../../label/label-data';
import { labelFieldSpec } from './label-field-specs';

const formatCount = (count: number): string => count.toLocaleString('en-US');

/** The inline message under a field that is too long: how long it is, the most it may be, what to do. */
export const tooLongMessage = (label: string, count: number, limit: number): string =>
  `${label} is too long: ${formatCount(count)} characters, at most ${formatCount(limit)}. Shorten it to make a PDF.`;

/**
 * The message for a field's text, or null when it is fine: too long, or (Parcels) not a count. What was typed always
 * stays in the field, however long.
 */
export function lengthMessage(name: LabelField, text: string): string | null {
  if (!fitsLimit(name, text)) return tooLongMessage(labelFieldSpec(name).label, countCharacters(text), FIELD_LIMITS[name]);
  const problem = name === 'parcels' ? parcelsProblem(text) : null;
  return problem === null ? null : `${problem}. Correct it to make a PDF.`;
}
