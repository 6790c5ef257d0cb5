import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageI18n } from '../../i18n/page-i18n';
import { ENGLISH_HEADINGS, HEADING_NAMES, headingsFrom, type LabelHeadings } from '../../label/label-headings';

// The label's headings as the page's language writes them, for a visitor who chooses them over English. Short, upper
// case where the language has cases, as a post office's forms head their boxes.

const HEADING = 'A heading printed on the shipping label, in capitals where the language has them; keep it short';
const INLINE = 'Printed on small labels before what was typed, as in "From: Ada Lovelace, 1 Main St"';

const HEADING_WORDS: Record<keyof LabelHeadings, MessageDescriptor> = {
  to: msg({ message: 'TO:', context: 'label heading', comment: `${HEADING}: the recipient` }),
  from: msg({ message: 'FROM:', context: 'label heading', comment: `${HEADING}: the sender` }),
  weight: msg({ message: 'WEIGHT:', context: 'label heading', comment: HEADING }),
  dimensions: msg({ message: 'DIMENSIONS:', context: 'label heading', comment: HEADING }),
  reference: msg({ message: 'REF:', context: 'label heading', comment: `${HEADING}: the sender's own reference (an order number)` }),
  parcel: msg({ message: 'PARCEL:', context: 'label heading', comment: `${HEADING}: which box of a shipment this is ("2 of 3")` }),
  message: msg({ message: 'MESSAGE:', context: 'label heading', comment: `${HEADING}: a note to the recipient or the carrier` }),
  fromLine: msg({ message: 'From:', context: 'small label', comment: INLINE }),
  weightLine: msg({ message: 'Weight:', context: 'small label', comment: INLINE }),
  dimensionsLine: msg({ message: 'Dimensions:', context: 'small label', comment: INLINE }),
  referenceLine: msg({ message: 'Ref:', context: 'small label', comment: INLINE }),
  parcelLine: msg({ message: 'Parcel', context: 'small label', comment: 'Printed on small labels before the parcel mark, as in "Parcel 2 of 3": no colon' }),
  trackingLine: msg({ message: 'Tracking:', context: 'small label', comment: 'Printed on small labels before the tracking number, where its barcode does not fit' }),
  parcelMark: msg({ message: '{number} of {count}', context: 'parcel mark', comment: 'Which box of a shipment a label is for: "2 of 3" is the second of three boxes' }),
};

/**
 * The headings in the page's language, or null where they would be English's (an English page, or words the catalog
 * lacks). The mark's pattern keeps its placeholders, which the label fills with each box's numbers.
 */
export function languageHeadingsIn(i18n: PageI18n): LabelHeadings | null {
  if (i18n.locale === 'en') return null;
  const words = HEADING_NAMES.map((name) => [name, i18n._(HEADING_WORDS[name], { number: '{number}', count: '{count}' })]);
  const headings = headingsFrom(Object.fromEntries(words));
  return headings === ENGLISH_HEADINGS ? null : headings;
}
