// A batch row's parcel contents with the page's defaults where the file is silent, and whether it gets a customs form.
// Pure: the review reads the contents with readContents, the worker prints them.
import { currencyOfCountry } from '../contents/country-currencies';
import { EMPTY_CONTENTS, type ContentsItem, type ParcelContents, type ShipmentCategory, type SignWith } from '../contents/parcel-contents';
import type { BatchRow } from './batch-rows';
import { timesPieces } from './row-contents';

/** What the batch's page says for every parcel: no file has a column for the category or the signature. */
export type BatchContentsDefaults = {
  category: ShipmentCategory;
  /** ISO alpha-2 code for items whose row names no origin, or '' to leave them without. */
  origin: string;
  signWith: SignWith;
  /** ISO 4217 code for items whose row and order name no currency, or '' for the sender's country's (else EUR), as on the page. */
  currency: string;
  /** One piece's net weight for items whose row has none; null leaves them without, for the review to ask. */
  weightPerItemKg: number | null;
};

/** Customs forms: where needed (the countries differ), on every parcel, or on none. */
export type CustomsPolicy = 'where-needed' | 'always' | 'never';

const withDefaults = (item: ContentsItem, defaults: BatchContentsDefaults, senderCurrency: string): ContentsItem => {
  const perPiece = defaults.weightPerItemKg;
  // No guessed weight: readContents then asks for the net weight, and the review shows the row needs it.
  const weight = item.weight === '' && perPiece !== null ? { weight: timesPieces(perPiece, item.quantity) ?? '', weightUnit: 'kg' as const } : {};
  return { ...item, currency: item.currency || defaults.currency || senderCurrency, origin: item.origin || defaults.origin, ...weight };
};

/** The row's contents, or null when none of its rows names an item (the page's own contents, if any, apply). */
export function parcelContentsOf(row: BatchRow, defaults: BatchContentsDefaults): ParcelContents | null {
  if (row.contents.length === 0) return null;
  const senderCurrency = currencyOfCountry(row.countries.from);
  const items = row.contents.map((item) => withDefaults(item, defaults, senderCurrency));
  return { ...EMPTY_CONTENTS, items, category: defaults.category, signWith: defaults.signWith };
}

/** Whether the row's parcel gets a customs form under the policy. */
export function customsNeeded(row: BatchRow, policy: CustomsPolicy): boolean {
  if (policy !== 'where-needed') return policy === 'always';
  const { from, to } = row.countries;
  // A country not known counts as abroad: a missing form holds the parcel at a border, an extra one costs a sheet of paper.
  return from === null || to === null || from !== to;
}
