import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LabelFacts } from './label-facts';

// "Sort labels by": the order labels print in. Labels without what they are sorted by keep their order, last.

export const SORT_KEYS = ['added', 'carrier', 'sku', 'postcode'] as const;

export type SortKey = (typeof SORT_KEYS)[number];

/** Each order's name in the "Sort labels by" list. */
export const SORT_NAMES: Record<SortKey, MessageDescriptor> = {
  added: msg({ message: 'As added', context: 'sort labels by' }),
  carrier: msg({ message: 'Carrier', context: 'sort labels by' }),
  sku: msg({ message: 'SKU', context: 'sort labels by', comment: 'Stock keeping unit: the seller’s code for a product' }),
  postcode: msg({ message: 'Destination postcode', context: 'sort labels by' }),
};

export const isSortKey = (value: unknown): value is SortKey => SORT_KEYS.includes(value as SortKey);

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** What a label is sorted by, or null when it was not read. */
const keyOf = (facts: LabelFacts | null, key: Exclude<SortKey, 'added'>): string | null => {
  if (facts === null) return null;
  switch (key) {
    case 'carrier':
      return facts.tracking ? `${facts.tracking.carrier}\u0000${facts.tracking.number}` : null;
    case 'sku':
      return facts.items.map((item) => item.sku || item.description).sort(collator.compare)[0] ?? null;
    case 'postcode':
      return facts.postcode;
  }
};

/** The labels' indexes in print order: stable, the unread last. */
export function sortedOrder(facts: readonly (LabelFacts | null)[], key: SortKey): number[] {
  const indexes = facts.map((_, index) => index);
  if (key === 'added') return indexes;
  const keys = facts.map((fact) => keyOf(fact, key));
  return indexes.sort((a, b) => {
    const [ka, kb] = [keys[a] ?? null, keys[b] ?? null];
    if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1;
    return collator.compare(ka, kb) || a - b;
  });
}
