import { countryName } from '../address/country-names';
import { countCharacters } from '../label/field-limits';
import { lazily } from '../label/lazily';
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
export type ContentsProblem = { path: ContentsPath; message: string };
/** The items that read cleanly, and what stops the others or the whole declaration (in form order). */
export type ContentsReading = { items: ReadItem[]; problems: ContentsProblem[] };

const counting = lazily(() => new Intl.NumberFormat('en-US'));
const counted = (count: number): string => counting().format(count);

/** Typed text quoted in a message, cut to 20 characters: a pasted page is not repeated back. */
export function quoted(text: string): string {
  const characters = Array.from(text.trim().slice(0, 42));
  return `“${characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : characters.join('')}”`;
}

/** A row nothing was typed in but the new row's defaults: it is ignored, not an error. */
export function isBlankItem(item: ContentsItem): boolean {
  const typed = [item.description, item.weight, item.value, item.hsCode, item.origin, item.sku];
  const quantity = item.quantity.trim();
  return typed.every((text) => text.trim() === '') && (quantity === '' || quantity === EMPTY_ITEM.quantity);
}

const ITEM_FIELD_NAMES: Readonly<Record<ItemTextField, string>> = { description: 'description', hsCode: 'HS code', sku: 'SKU' };
// Region codes Intl names that are no country anything is made in.
const NOT_ORIGINS = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const isOriginCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && !NOT_ORIGINS.has(code) && countryName(code) !== code;

type Reading = { value: number } | { problem: string };
type AmountMessages = { empty: string; invalid: string; negative: string; ambiguousLead?: string };

/** A typed amount: empty, unreadable, ambiguous and negative ones named; `unit` follows the figures in messages. */
function readAmount(text: string, unit: string, messages: AmountMessages): Reading {
  const reading = typedNumber(text);
  if (reading.kind === 'empty') return { problem: messages.empty };
  if (reading.kind === 'invalid') return { problem: messages.invalid };
  if (reading.kind === 'ambiguous') {
    const [decimal, thousands] = [String(reading.asDecimal), String(reading.asThousands)];
    const lead = messages.ambiguousLead ?? '';
    return { problem: `${lead}${quoted(text)} could mean ${decimal} or ${thousands}${unit ? ` ${unit}` : ''}; type ${decimal} or ${thousands}.` };
  }
  return reading.value < 0 ? { problem: messages.negative } : { value: reading.value };
}

/** A typed quantity as a whole number of pieces, from 1 to the limit, or what is wrong with it. */
export function readQuantity(text: string): Reading {
  const reading = typedNumber(text);
  // "1,000" pieces: a quantity is never fractional, so the comma groups thousands.
  const value = reading.kind === 'ambiguous' ? reading.asThousands : reading.kind === 'number' ? reading.value : null;
  if (reading.kind === 'empty') return { problem: 'enter how many pieces.' };
  if (value === null || !Number.isInteger(value)) return { problem: `the quantity ${quoted(text)} is not a whole number of pieces.` };
  if (value < 0) return { problem: 'the quantity cannot be negative.' };
  if (value === 0) return { problem: 'the quantity must be at least 1.' };
  return value > MAX_QUANTITY ? { problem: `the quantity ${quoted(text)} is over the limit of ${counted(MAX_QUANTITY)} pieces per item.` } : { value };
}

function readWeightKg(item: ContentsItem): Reading {
  const read = readAmount(item.weight, item.weightUnit, {
    empty: 'enter the net weight.',
    invalid: `${quoted(item.weight)} is not a weight; type a number such as 0.35.`,
    negative: 'the weight cannot be negative.',
  });
  if ('problem' in read) return read;
  const kg = toKilograms(read.value, item.weightUnit);
  if (kg === 0) return { problem: 'the weight must be more than 0.' };
  if (kg <= MAX_ITEM_WEIGHT_KG) return { value: kg };
  return { problem: `the weight ${quoted(item.weight)} ${item.weightUnit} is over the limit of ${counted(MAX_ITEM_WEIGHT_KG)} kg per item.` };
}

function readValue(item: ContentsItem, currency: string, category: ShipmentCategory): Reading {
  // Documents have no commercial value: an empty value declares 0.
  if (category === 'documents' && item.value.trim() === '') return { value: 0 };
  const read = readAmount(item.value, currency, {
    empty: 'enter the value.',
    invalid: `${quoted(item.value)} is not an amount; type digits such as 12.50.`,
    negative: 'the value cannot be negative.',
  });
  if ('problem' in read || read.value <= MAX_ITEM_VALUE) return read;
  return { problem: `the value ${quoted(item.value)} is over the limit of ${counted(MAX_ITEM_VALUE)} per item.` };
}

/** The sentence for a text field longer than its limit, or null. */
function tooLong(field: ItemTextField, text: string): string | null {
  const limit = ITEM_TEXT_LIMITS[field];
  if (fitsCharacters(text, limit)) return null;
  return `the ${ITEM_FIELD_NAMES[field]} is ${counted(countCharacters(text))} characters; at most ${counted(limit)} fit on the form.`;
}

/** One non-blank row: the item, or a sentence for each field that stops it, in the form's order. */
function readItem(item: ContentsItem, row: number, category: ShipmentCategory, weightsNeeded: boolean): { read: ReadItem | null; problems: ContentsProblem[] } {
  const problems: ContentsProblem[] = [];
  const problem = (field: keyof ContentsItem, message: string | null) => {
    if (message !== null) problems.push({ path: `items.${row}.${field}`, message: `Item ${row + 1}: ${message}` });
  };
  problem('description', item.description.trim() === '' ? 'describe what it is.' : tooLong('description', item.description));
  const quantity = readQuantity(item.quantity);
  // A packing slip alone lists no weights: an item may then go without one.
  const weight = !weightsNeeded && item.weight.trim() === '' ? { value: 0 } : readWeightKg(item);
  const currency = item.currency.trim().toUpperCase();
  const value = readValue(item, currency, category);
  for (const [field, reading] of [['quantity', quantity], ['weight', weight], ['value', value]] as const) {
    if ('problem' in reading) problem(field, reading.problem);
  }
  if (currency === '') problem('currency', 'choose the currency of the value.');
  else if (!isCurrencyCode(currency)) problem('currency', `${quoted(item.currency)} is not a currency code (use three letters such as EUR or USD).`);
  const hsCode = item.hsCode.replace(/[\s.-]/g, '');
  const hsLetters = /\D/.test(hsCode) ? `the HS code ${quoted(item.hsCode)} has more than digits; HS codes are 6 to 10 digits, such as 6109.10.` : null;
  problem('hsCode', tooLong('hsCode', item.hsCode) ?? hsLetters);
  const origin = item.origin.trim().toUpperCase();
  if (origin !== '' && !isOriginCode(origin)) problem('origin', `${quoted(item.origin)} is not a country code; choose the country it was made in (such as DE or CN).`);
  problem('sku', tooLong('sku', item.sku));
  if ('problem' in quantity || 'problem' in weight || 'problem' in value || problems.length > 0) return { read: null, problems };
  const read = { row, description: item.description.trim(), quantity: quantity.value, netWeightKg: weight.value, value: value.value, currency, hsCode, origin, sku: item.sku.trim() };
  return { read, problems };
}

const CONTENTS_FIELD_SUBJECTS: Readonly<Record<ContentsTextField, string>> = {
  categoryExplanation: 'The explanation of the category is',
  senderReference: 'The sender’s customs reference is',
  importerReference: 'The importer’s customs reference is',
  invoiceNumber: 'The invoice number is',
  licenceNumbers: 'The licence numbers are',
  certificateNumbers: 'The certificate numbers are',
  comments: 'The comments are',
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
    problems.push({ path: field, message: `${CONTENTS_FIELD_SUBJECTS[field]} ${counted(countCharacters(contents[field]))} characters; at most ${counted(limit)} fit on the form.` });
  }
  if (customsForm && !SHIPMENT_CATEGORIES.includes(contents.category)) problems.push({ path: 'category', message: 'Choose the category of the shipment.' });
  if (customsForm && contents.category === 'other' && contents.categoryExplanation.trim() === '') {
    problems.push({ path: 'categoryExplanation', message: 'Say what the shipment is: its category is “other”, and customs need to know.' });
  }
  if (contents.postalCharges.trim() !== '') {
    const charges = readAmount(contents.postalCharges, currency, {
      empty: '',
      invalid: `The postal charges ${quoted(contents.postalCharges)} are not an amount; type digits such as 4.50.`,
      negative: 'The postal charges cannot be negative.',
      ambiguousLead: 'The postal charges ',
    });
    if ('problem' in charges) problems.push({ path: 'postalCharges', message: charges.problem });
    else if (charges.value > MAX_ITEM_VALUE) problems.push({ path: 'postalCharges', message: `The postal charges are over the limit of ${counted(MAX_ITEM_VALUE)}.` });
  }
  const date = contents.date.trim();
  if (date !== '' && !isDay(date)) problems.push({ path: 'date', message: `The date ${quoted(contents.date)} is not a day; write it as 2025-10-20.` });
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
  if (filled.length > MAX_ITEMS) {
    problems.push({ path: 'items', message: `There are ${counted(filled.length)} items; a customs form lists at most ${MAX_ITEMS}. Put alike items on one line, or send two parcels.` });
  }
  if (customsForm && filled.length === 0) problems.push({ path: 'items', message: 'Add at least one item: a customs form lists what is in the parcel.' });
  for (const { item, row } of filled) {
    const reading = readItem(item, row, contents.category, weightsNeeded);
    if (reading.read !== null) items.push(reading.read);
    problems.push(...reading.problems);
  }
  const currencies = new Set(filled.map(({ item }) => item.currency.trim().toUpperCase()).filter(isCurrencyCode));
  if (currencies.size > 1) problems.push({ path: 'items', message: 'All items must be in one currency: a customs form declares one.' });
  const [currency = ''] = currencies;
  problems.push(...declarationProblems(contents, customsForm, currency));
  return { items, problems };
}
