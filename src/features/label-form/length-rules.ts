import { FIELD_LIMITS, countCharacters, fitsLimit } from '../../label/field-limits';
import type { LabelField } from '../../label/label-data';
import { labelFieldSpec } from './label-field-specs';

const formatCount = (count: number): string => count.toLocaleString('en-US');

/** The inline message under a field that is too long: how long it is, the most it may be, what to do. */
export const tooLongMessage = (label: string, count: number, limit: number): string =>
  `${label} is too long: ${formatCount(count)} characters, at most ${formatCount(limit)}. Shorten it to make a PDF.`;

/** The message for a field's text, or null when it fits; what was typed always stays in the field, however long. */
export const lengthMessage = (name: LabelField, text: string): string | null =>
  fitsLimit(name, text) ? null : tooLongMessage(labelFieldSpec(name).label, countCharacters(text), FIELD_LIMITS[name]);
