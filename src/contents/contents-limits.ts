import { countCharacters } from '../label/field-limits';
import type { ContentsItem, ParcelContents } from './parcel-contents';

/** A CN 23 and its continuation sheet list at most this many lines; more is a second parcel or grouped lines. */
export const MAX_ITEMS = 20;

export type ItemTextField = Extract<keyof ContentsItem, 'description' | 'hsCode' | 'sku'>;

/**
 * The most characters each free-text field of an item takes. A description box on a CN 22 holds a line or two,
 * so 200 is already generous; an HS code is 6 to 10 digits, 20 leaves room for the dots and spaces people type.
 */
export const ITEM_TEXT_LIMITS: Readonly<Record<ItemTextField, number>> = {
  description: 200,
  hsCode: 20,
  sku: 100,
};

/** The free-text fields of the declaration (the rest are choices, an amount and a date, read on their own). */
export type ContentsTextField = Extract<
  keyof ParcelContents,
  'categoryExplanation' | 'senderReference' | 'importerReference' | 'invoiceNumber' | 'licenceNumbers' | 'certificateNumbers' | 'comments'
>;

/**
 * The most characters each text field of the declaration takes: a customs reference (EORI, VAT, IOSS) is at most
 * 17 characters and 50 allows a label before it; the numbers fields list a few documents; comments fill the box.
 */
export const CONTENTS_TEXT_LIMITS: Readonly<Record<ContentsTextField, number>> = {
  categoryExplanation: 100,
  senderReference: 50,
  importerReference: 50,
  invoiceNumber: 100,
  licenceNumbers: 100,
  certificateNumbers: 100,
  comments: 300,
};

/** Pieces on one line: more than a parcel holds is a typing slip. */
export const MAX_QUANTITY = 9_999;
/** A postal parcel weighs at most 30 kg (70 lb); 1,000 kg per line only stops typing slips and pasted nonsense. */
export const MAX_ITEM_WEIGHT_KG = 1_000;
/** Per line, in the line's currency, whatever it is: far above any postal declaration, far below float trouble. */
export const MAX_ITEM_VALUE = 1_000_000;

/** True when the text is within `limit` characters; a character is one or two UTF-16 units. */
export function fitsCharacters(text: string, limit: number): boolean {
  if (text.length <= limit) return true;
  return text.length <= 2 * limit && countCharacters(text) <= limit;
}
