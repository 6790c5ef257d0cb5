import type { PageI18n } from '../../i18n/page-i18n';
import { msg, plural } from '@lingui/core/macro';
import { FIELD_LIMITS, countCharacters, fitsLimit } from '../../label/field-limits';
import { parcelsProblem } from '../../label/parcels-problem';
import type { LabelField } from '../../label/label-data';
import { labelFieldSpec } from './label-field-specs';

/**
 * The inline message under a field, in the visitor's language, or null when it is fine: too long (how long it is,
 * the most it may be, what to do), or (Parcels) not a count. What was typed always stays in the field, however long.
 */
export function lengthMessage(name: LabelField, text: string, i18n: PageI18n): string | null {
  if (!fitsLimit(name, text)) {
    const label = i18n._(labelFieldSpec(name).label);
    const count = countCharacters(text);
    const limit = FIELD_LIMITS[name];
    return i18n._(
      msg`${label} is too long: ${plural(count, { one: '# character', other: '# characters' })}, at most ${plural(limit, { other: '#' })}. Shorten it to make a PDF.`,
    );
  }
  const found = name === 'parcels' ? parcelsProblem(text) : null;
  if (found === null) return null;
  const problem = i18n._(found);
  return i18n._(msg`${problem}. Correct it to make a PDF.`);
}
