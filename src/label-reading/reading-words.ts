import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LabelFacts } from './label-facts';
import type { PackedItem } from './packing-list';
import type { Say } from './say';

// A label's card in words: what was read, in one line ("UPS · 1Z999AA10123456784 · to 30308 · order #5012 ·
// MUG-BLUE × 2"), and what could not be read, said plainly rather than guessed. Carriers' names, numbers, postcodes,
// order numbers and SKUs are as read; the words around them are messages.

/** An item as a picker reads it: its SKU (or, with none, what it is) and how many. */
export const itemWords = (item: PackedItem): MessageDescriptor => {
  const what = item.sku || item.description;
  const quantity = item.quantity;
  return msg({ message: `${what} × ${plural(quantity, { other: '#' })}`, comment: 'An item on a label’s order list: its SKU (or description) and how many' });
};

/** The line of what was read, its pieces joined by " · "; the carrier is said to be unrecognised rather than guessed. */
export function readingSummary(facts: LabelFacts, say: Say): string {
  const { barcode, postcode } = facts;
  const order = facts.order?.replace(/^#/, '') ?? null;
  const parts = [
    facts.tracking ? facts.tracking.carrier : say(msg`Carrier not recognised`),
    facts.tracking ? facts.tracking.number : barcode !== null ? say(msg({ message: `barcode ${barcode}`, comment: 'A barcode’s data, read where no tracking number was' })) : null,
    postcode !== null ? say(msg({ message: `to ${postcode}`, comment: 'The postcode a parcel goes to' })) : null,
    order !== null ? say(msg({ message: `order #${order}`, comment: 'An order number as read from a label' })) : null,
    facts.items.length > 0 ? facts.items.map((item) => say(itemWords(item))).join(', ') : null,
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

/** Each thing the card says was not read, or was found damaged; `source` says what the file is. */
export function readingGaps(facts: LabelFacts, source: 'pdf' | 'image' | 'zpl'): MessageDescriptor[] {
  const gaps: MessageDescriptor[] = [];
  if (facts.text === 'none') {
    gaps.push(
      source === 'zpl'
        ? msg`Its text is not read from ZPL: only its barcodes.`
        : source === 'image'
          ? msg`No text in an image: a scan, so only its barcodes are read.`
          : msg`No text on this page: a scan, so only its barcodes are read.`,
    );
  }
  const damaged = facts.damaged;
  if (damaged > 0) {
    gaps.push(
      msg`${plural(damaged, {
        one: 'A barcode on this label did not decode in the file itself: damaged at the source.',
        other: '# barcodes on this label did not decode in the file itself: damaged at the source.',
      })}`,
    );
  }
  if (facts.codes.length === 0 && damaged === 0) gaps.push(msg`No barcode found on this label.`);
  if (facts.text === 'read' && facts.order === null) gaps.push(msg`No order number found.`);
  return gaps;
}
