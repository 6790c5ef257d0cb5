import type { RegisterOptions } from 'react-hook-form';
import { FIELD_LIMITS, countCharacters, fitsLimit } from '../../../label/field-limits';
import type { LabelData } from '../../../label/label-data';
import type { LabelFieldSpec } from './label-field-specs';

const formatCount = (count: number): string => count.toLocaleString('en-US');

/** The inline message under a field that is too long: how long it is, the most it may be, what to do. */
export const tooLongMessage = (label: string, count: number, limit: number): string =>
  `${label} is too long: ${formatCount(count)} characters, at most ${formatCount(limit)}. Shorten it to make a PDF.`;

/** The field's length check; what was typed always stays in the field, however long. */
export const lengthRules = ({ name, label }: LabelFieldSpec): RegisterOptions<LabelData> => ({
  validate: (value: string) => fitsLimit(name, value) || tooLongMessage(label, countCharacters(value), FIELD_LIMITS[name]),
});
