import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { countryName } from '../address/country-names';
import { countCharacters } from '../label/field-limits';
import {
  CONTENTS_TEXT_LIMITS,
  ITEM_TEXT_LIMITS,
  MAX_ITEMS,
  MAX_ITEM_VALUE,
  MAX_ITEM_WEIGHT_KG,
  MAX_QUANTITY,
  fitsCharacters,
  type ContentsTextField,
  type ItemTextField,
} from './contents-limits';
import { isCurrencyCode } from './money';
import { EMPTY_ITEM, SHIPMENT_CATEGORIES, type ContentsItem, type ParcelContents, type ShipmentCategory } from './parcel-contents';
import { typedNumber } from './typed-number';
import { toKilograms } from './weight-units';

/** An item as the forms print it; `row` is its index in `contents.items`, blank rows included. */
export type ReadItem = {
  row: number;
  description: string;
  quantity: number;
  netWeightKg: number;
  value: number;
  currency: string;
  /** Digits only: "6109.10" reads "610910". */
  hsCode: string;
  /** Upper-case ISO 3166-1 alpha-2, or '' when not given. */
  origin: string;
  sku: string;
};

/** A path as react-hook-form names the section's fields: 'items.3.weight', 'categoryExplanation', or 'items' for the list itself. */
export type ContentsPath = `items.${number}.${keyof ContentsItem}` | keyof ParcelContents;
/** A problem (or, from contentsAdvice, advice) about a field, in words for the visitor: the page reads it with `i18n._`. */
export type ContentsProblem = { path: ContentsPath; message: MessageDescriptor };
/** The items that read cleanly, and what stops the others or the whole declaration (in form order). */
export type ContentsReading = { items: ReadItem[]; problems: ContentsProblem[] };

/** Typed text cut to 20 characters for a message, which puts it between quotes: a pasted page is not repeated back. */
export function cut(text: string): string {
  const characters = Array.from(text.trim().slice(0, 42));
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : characters.join('');
}

/** Typed text quoted in a message, cut to 20 characters: a pasted page is not repeated back. */
export const quoted = (text: string): string => `“${cut(text)}”`;

/** A row nothing was typed in but the new row's defaults: it is ignored, not an error. */
export function isBlankItem(item: ContentsItem): boolean {
  const typed = [item.description, item.weight, item.value, item.hsCode, item.origin, item.sku];
  const quantity = item.quantity.trim();
  return typed.every((text) => text.trim() === '') && (quantity === '' || quantity === EMPTY_ITEM.quantity);
}

// Region codes Intl names that are no country anything is made in.
const NOT_ORIGINS = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const isOriginCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && !NOT_ORIGINS.has(code) && countryName(code) !== code;

// Every message about an item names it as the form does, "Item 3: …": `item` is its row's number, from 1.

type Reading = { value: number } | { problem: MessageDescriptor };
type AmountMessages = {
  empty: MessageDescriptor;
  invalid: MessageDescriptor;
  negative: MessageDescriptor;
  /** "1,250": the two numbers it could mean, each as it would be typed. */
  ambiguous: (decimal: string, thousands: string) => MessageDescriptor;
};

/** A typed amount: empty, unreadable, ambiguous and negative ones named. */
function readAmount(text: string, messages: AmountMessages): Reading {
  const reading = typedNumber(text);
  if (reading.kind === 'empty') return { problem: messages.empty };
  if (reading.kind === 'invalid') return { problem: messages.invalid };
  if (reading.kind === 'ambiguous') return { problem: messages.ambiguous(String(reading.asDecimal), String(reading.asThousands)) };
  return reading.value < 0 ? { problem: messages.negative } : { value: reading.value };
}

/** A typed quantity as a whole number of pieces, from 1 to the limit, or what is wrong with it (named as item `item`'s). */
export function readQuantity(text: string, item = 1): Reading {
  const reading = typedNumber(text);
  // "1,000" pieces: a quantity is never fractional, so the comma groups thousands.
  const value = reading.kind === 'ambiguous' ? reading.asThousands : reading.kind === 'number' ? reading.value : null;
  const typed = cut(text);
  if (reading.kind === 'empty') return { problem: msg`Item ${item}: enter how many pieces.` };
  if (value === null || !Number.isInteger(value)) return { problem: msg`Item ${item}: the quantity “${typed}” is not a whole number of pieces.` };
  if (value < 0) return { problem: msg`Item ${item}: the quantity cannot be negative.` };
  if (value === 0) return { problem: msg`Item ${item}: the quantity must be at least 1.` };
  const limit = MAX_QUANTITY;
  if (value > limit) return { problem: msg`Item ${item}: the quantity “${typed}” is over the limit of ${plural(limit, { one: '# piece', other: '# pieces' })} per item.` };
  return { value };
}

function readWeightKg(item: ContentsItem, number: number): Reading {
  const typed = cut(item.weight);
  const unit = item.weightUnit;
  const read = readAmount(item.weight, {
    empty: msg`Item ${{ item: number }}: enter the net weight.`,
    invalid: msg`Item ${{ item: number }}: “${typed}” is not a weight; type a number such as 0.35.`,
    negative: msg`Item ${{ item: number }}: the weight cannot be negative.`,
    ambiguous: (decimal, thousands) => msg`Item ${{ item: number }}: “${typed}” could mean ${decimal} or ${thousands} ${unit}; type ${decimal} or ${thousands}.`,
  });
  if ('problem' in read) return read;
  const kg = toKilograms(read.value, item.weightUnit);
  if (kg === 0) return { problem: msg`Item ${{ item: number }}: the weight must be more than 0.` };
  if (kg <= MAX_ITEM_WEIGHT_KG) return { value: kg };
  const limit = MAX_ITEM_WEIGHT_KG;
  return { problem: msg`Item ${{ item: number }}: the weight “${typed}” ${unit} is over the limit of ${plural(limit, { other: '# kg' })} per item.` };
}

function readValue(item: ContentsItem, number: number, currency: string, category: ShipmentCategory): Reading {
  // Documents have no commercial value: an empty value declares 0.
  if (category === 'documents' && item.value.trim() === '') return { value: 0 };
  const typed = cut(item.value);
  const read = readAmount(item.value, {
    empty: msg`Item ${{ item: number }}: enter the value.`,
    invalid: msg`Item ${{ item: number }}: “${typed}” is not an amount; type digits such as 12.50.`,
    negative: msg`Item ${{ item: number }}: the value cannot be negative.`,
    ambiguous: (decimal, thousands) =>
      currency === ''
        ? msg`Item ${{ item: number }}: “${typed}” could mean ${decimal} or ${thousands}; type ${decimal} or ${thousands}.`
        : msg`Item ${{ item: number }}: “${typed}” could mean ${decimal} or ${thousands} ${currency}; type ${decimal} or ${thousands}.`,
  });
  if ('problem' in read || read.value <= MAX_ITEM_VALUE) return read;
  const limit = MAX_ITEM_VALUE;
  return { problem: msg`Item ${{ item: number }}: the value “${typed}” is over the limit of ${plural(limit, { other: '#' })} per item.` };
}

/** The sentence for each item text field longer than its limit: how long it is, and the most that fits. */
const TOO_LONG: Readonly<Record<ItemTextField, (item: number, count: number, limit: number) => MessageDescriptor>> = {
  description: (item, count, limit) =>
    msg`Item ${item}: the description is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  hsCode: (item, count, limit) =>
    msg`Item ${item}: the HS code is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  sku: (item, count, limit) =>
    msg`Item ${item}: the SKU is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
};

/** The sentence for a text field longer than its limit, or null. */
function tooLong(field: ItemTextField, item: number, text: string): MessageDescriptor | null {
  const limit = ITEM_TEXT_LIMITS[field];
  return fitsCharacters(text, limit) ? null : TOO_LONG[field](item, countCharacters(text), limit);
}

/** One non-blank row: the item, or a sentence for each field that stops it, in the form's order. */
function readItem(item: ContentsItem, row: number, category: ShipmentCategory, weightsNeeded: boolean): { read: ReadItem | null; problems: ContentsProblem[] } {
  const problems: ContentsProblem[] = [];
  const number = row + 1;
  const problem = (field: keyof ContentsItem, message: MessageDescriptor | null) => {
    if (message !== null) problems.push({ path: `items.${row}.${field}`, message });
  };
  problem('description', item.description.trim() === '' ? msg`Item ${{ item: number }}: describe what it is.` : tooLong('description', number, item.description));
  const quantity = readQuantity(item.quantity, number);
  // A packing slip alone lists no weights: an item may then go without one.
  const weight = !weightsNeeded && item.weight.trim() === '' ? { value: 0 } : readWeightKg(item, number);
  const currency = item.currency.trim().toUpperCase();
  const value = readValue(item, number, currency, category);
  for (const [field, reading] of [['quantity', quantity], ['weight', weight], ['value', value]] as const) {
    if ('problem' in reading) problem(field, reading.problem);
  }
  const typedCurrency = cut(item.currency);
  if (currency === '') problem('currency', msg`Item ${{ item: number }}: choose the currency of the value.`);
  else if (!isCurrencyCode(currency)) problem('currency', msg`Item ${{ item: number }}: “${typedCurrency}” is not a currency code (use three letters such as EUR or USD).`);
  const hsCode = item.hsCode.replace(/[\s.-]/g, '');
  const typedHsCode = cut(item.hsCode);
  const hsLetters = /\D/.test(hsCode) ? msg`Item ${{ item: number }}: the HS code “${typedHsCode}” has more than digits; HS codes are 6 to 10 digits, such as 6109.10.` : null;
  problem('hsCode', tooLong('hsCode', number, item.hsCode) ?? hsLetters);
  const origin = item.origin.trim().toUpperCase();
  const typedOrigin = cut(item.origin);
  if (origin !== '' && !isOriginCode(origin)) {
    problem('origin', msg`Item ${{ item: number }}: “${typedOrigin}” is not a country code; choose the country it was made in (such as DE or CN).`);
  }
  problem('sku', tooLong('sku', number, item.sku));
  if ('problem' in quantity || 'problem' in weight || 'problem' in value || problems.length > 0) return { read: null, problems };
  const read = { row, description: item.description.trim(), quantity: quantity.value, netWeightKg: weight.value, value: value.value, currency, hsCode, origin, sku: item.sku.trim() };
  return { read, problems };
}

/** The sentence for each declaration text field longer than its limit. */
const CONTENTS_TOO_LONG: Readonly<Record<ContentsTextField, (count: number, limit: number) => MessageDescriptor>> = {
  categoryExplanation: (count, limit) =>
    msg`The explanation of the category is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  senderReference: (count, limit) =>
    msg`The sender’s customs reference is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  importerReference: (count, limit) =>
    msg`The importer’s customs reference is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  invoiceNumber: (count, limit) =>
    msg`The invoice number is ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  licenceNumbers: (count, limit) =>
    msg`The licence numbers are ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  certificateNumbers: (count, limit) =>
    msg`The certificate numbers are ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
  comments: (count, limit) =>
    msg`The comments are ${plural(count, { one: '# character', other: '# characters' })}; at most ${plural(limit, { other: '#' })} fit on the form.`,
};

const isDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** What stops the declaration itself: its text fields, category, postal charges and date. */
function declarationProblems(contents: ParcelContents, customsForm: boolean, currency: string): ContentsProblem[] {
  const problems: ContentsProblem[] = [];
  for (const [field, limit] of Object.entries(CONTENTS_TEXT_LIMITS) as [ContentsTextField, number][]) {
    if (fitsCharacters(contents[field], limit)) continue;
    problems.push({ path: field, message: CONTENTS_TOO_LONG[field](countCharacters(contents[field]), limit) });
  }
  if (customsForm && !SHIPMENT_CATEGORIES.includes(contents.category)) problems.push({ path: 'category', message: msg`Choose the category of the shipment.` });
  if (customsForm && contents.category === 'other' && contents.categoryExplanation.trim() === '') {
    problems.push({ path: 'categoryExplanation', message: msg`Say what the shipment is: its category is “other”, and customs need to know.` });
  }
  if (contents.postalCharges.trim() !== '') {
    const typed = cut(contents.postalCharges);
    // Never empty here: only typed charges are read.
    const invalid = msg`The postal charges “${typed}” are not an amount; type digits such as 4.50.`;
    const charges = readAmount(contents.postalCharges, {
      empty: invalid,
      invalid,
      negative: msg`The postal charges cannot be negative.`,
      ambiguous: (decimal, thousands) =>
        currency === ''
          ? msg`The postal charges “${typed}” could mean ${decimal} or ${thousands}; type ${decimal} or ${thousands}.`
          : msg`The postal charges “${typed}” could mean ${decimal} or ${thousands} ${currency}; type ${decimal} or ${thousands}.`,
    });
    const limit = MAX_ITEM_VALUE;
    if ('problem' in charges) problems.push({ path: 'postalCharges', message: charges.problem });
    else if (charges.value > limit) problems.push({ path: 'postalCharges', message: msg`The postal charges are over the limit of ${plural(limit, { other: '#' })}.` });
  }
  const date = contents.date.trim();
  const typedDate = cut(contents.date);
  if (date !== '' && !isDay(date)) problems.push({ path: 'date', message: msg`The date “${typedDate}” is not a day; write it as 2025-10-20.` });
  return problems;
}

/**
 * Reads the contents as typed: the items that read cleanly, and a specific sentence for each impossible value
 * (negative, not a number, over the limits, a currency or country that does not exist). Blank rows are ignored.
 * At least one item, and a category that says what the shipment is, are asked for only with a customs form.
 * Only what cannot be printed blocks; what customs may question is contentsAdvice's.
 */
export function readContents(contents: ParcelContents, { customsForm, weightsNeeded = customsForm }: { customsForm: boolean; weightsNeeded?: boolean }): ContentsReading {
  const items: ReadItem[] = [];
  const problems: ContentsProblem[] = [];
  const filled = contents.items.flatMap((item, row) => (isBlankItem(item) ? [] : [{ item, row }]));
  const count = filled.length;
  const limit = MAX_ITEMS;
  if (count > limit) {
    problems.push({
      path: 'items',
      message: msg`${plural(count, { one: 'There is # item', other: 'There are # items' })}; a customs form lists at most ${limit}. Put alike items on one line, or send two parcels.`,
    });
  }
  if (customsForm && count === 0) problems.push({ path: 'items', message: msg`Add at least one item: a customs form lists what is in the parcel.` });
  for (const { item, row } of filled) {
    const reading = readItem(item, row, contents.category, weightsNeeded);
    if (reading.read !== null) items.push(reading.read);
    problems.push(...reading.problems);
  }
  const currencies = new Set(filled.map(({ item }) => item.currency.trim().toUpperCase()).filter(isCurrencyCode));
  if (currencies.size > 1) problems.push({ path: 'items', message: msg`All items must be in one currency: a customs form declares one.` });
  const [currency = ''] = currencies;
  problems.push(...declarationProblems(contents, customsForm, currency));
  return { items, problems };
}
