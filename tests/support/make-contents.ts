import { EMPTY_CONTENTS, EMPTY_ITEM, type ContentsItem, type ParcelContents } from '../../src/contents/parcel-contents';

// Contents fixtures: what a visitor types, built on the section's own empty values, with any field changed.

/** A knitted scarf that reads cleanly (200 g, 25.00 EUR, made in Great Britain), with any field changed. */
export const makeItem = (changes: Partial<ContentsItem> = {}): ContentsItem => ({
  ...EMPTY_ITEM,
  description: 'Wool scarf, knitted',
  weight: '0.2',
  value: '25.00',
  hsCode: '6117.10',
  origin: 'GB',
  ...changes,
});

/** A gift of one scarf, declared on 20 October 2025, with any field changed. */
export const makeContents = (changes: Partial<ParcelContents> = {}): ParcelContents => ({
  ...EMPTY_CONTENTS,
  items: [makeItem()],
  date: '2025-10-20',
  ...changes,
});

/** A row added to the form and left as it came. */
export const blankItem = (): ContentsItem => ({ ...EMPTY_ITEM });
