import type { LabelFacts } from './label-facts';
import type { PackedItem } from './packing-list';

// A label's card in words: what was read, in one line ("UPS · 1Z999AA10123456784 · to 30308 · order #5012 ·
// MUG-BLUE × 2"), and what could not be read, said plainly rather than guessed.

/** An item as a picker reads it: its SKU (or, with none, what it is) and how many. */
export const itemWords = (item: PackedItem): string => `${item.sku || item.description} × ${item.quantity}`;

/** The line of what was read; the carrier is said to be unrecognised rather than guessed. */
export function readingSummary(facts: LabelFacts): string {
  const parts = [
    facts.tracking ? facts.tracking.carrier : 'Carrier not recognised',
    facts.tracking ? facts.tracking.number : facts.barcode !== null ? `barcode ${facts.barcode}` : null,
    facts.postcode !== null ? `to ${facts.postcode}` : null,
    facts.order !== null ? `order #${facts.order.replace(/^#/, '')}` : null,
    facts.items.length > 0 ? facts.items.map(itemWords).join(', ') : null,
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

/** Each thing the card says was not read, or was found damaged; `source` says what the file is. */
export function readingGaps(facts: LabelFacts, source: 'pdf' | 'image' | 'zpl'): string[] {
  const gaps: string[] = [];
  if (facts.text === 'none') {
    gaps.push(source === 'zpl' ? 'Its text is not read from ZPL: only its barcodes.' : source === 'image' ? 'No text in an image: a scan, so only its barcodes are read.' : 'No text on this page: a scan, so only its barcodes are read.');
  }
  if (facts.damaged > 0) {
    gaps.push(`${facts.damaged === 1 ? 'A barcode' : `${facts.damaged} barcodes`} on this label did not decode in the file itself: damaged at the source.`);
  }
  if (facts.codes.length === 0 && facts.damaged === 0) gaps.push('No barcode found on this label.');
  if (facts.text === 'read' && facts.order === null) gaps.push('No order number found.');
  return gaps;
}
