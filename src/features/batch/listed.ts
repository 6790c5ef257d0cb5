import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../../i18n/page-i18n';

// English as the site writes its lists, "a, b and c" and "a, b or c": en's own has a comma before "and". Every other
// language joins them its own way.
const listLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);

/**
 * Messages as one list in the visitor's language: 'conjunction' "a, b and c", 'disjunction' "a, b or c", 'unit' "a, b, c".
 */
export function listed(i18n: PageI18n, parts: readonly MessageDescriptor[], type: Intl.ListFormatType): string {
  return new Intl.ListFormat(listLocale(i18n.locale), { type }).format(parts.map((part) => i18n._(part)));
}
