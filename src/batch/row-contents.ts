// The item one spreadsheet row holds, as the contents section would have it typed: pure, used by batchRowsFrom.
// Values stay text (readContents judges them); only a unit price and a per-piece weight are multiplied out.
import type { CountryReading } from '../address/country-names';
import { isCurrencyCode } from '../contents/money';
import { WEIGHT_UNITS, type ContentsItem, type WeightUnit } from '../contents/parcel-contents';
import { readTypedNumber, typedNumber } from '../contents/typed-number';
import { readParcelWeightKg, toKilograms } from '../contents/weight-units';
import type { ContentsColumnId } from './batch-columns';

/** A row's contents cells, cleaned; '' where the file has no such column. */
export type ContentsCells = Readonly<Record<ContentsColumnId, string>>;

/** How items are read: a reader of country names (null: two-letter codes only), and the unit of a bare weight. */
export type ItemReading = { readCountry: ((text: string) => CountryReading) | null; weightUnit: WeightUnit };

/** The whole number of pieces a quantity names, or null: "1,000" pieces groups thousands, as readContents reads it. */
const pieces = (quantity: string): number | null => {
  const reading = typedNumber(quantity);
  const value = reading.kind === 'ambiguous' ? reading.asThousands : reading.kind === 'number' ? reading.value : null;
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
};

// Twelve significant digits: 0.35 × 3 is 1.05 as typed, not 1.0499999999999998.
const amountText = (amount: number): string => String(Number(amount.toPrecision(12)));

/** An amount for one piece times the pieces a quantity names, as text; null when the quantity is no whole number. */
export function timesPieces(each: number, quantity: string): string | null {
  const count = pieces(quantity);
  return count === null ? null : amountText(each * count);
}

// eBay and Etsy write a symbol in price cells ("$10.00", "£5"); only unmistakable ones name the currency.
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', US$: 'USD', CA$: 'CAD', C$: 'CAD', AU$: 'AUD', A$: 'AUD', NZ$: 'NZD' };
const MONEY = /^([^\d\s.,+\-\u2212]{0,4})\s*([+\-\u2212]?[\d.,' ]*\d)\s*([^\d\s.,]{0,4})$/;

/** A price cell's figure without its symbol or code, and the currency it names ('' when none or only "$"). */
function money(text: string): { figure: string; currency: string } {
  const match = MONEY.exec(text);
  if (match === null) return { figure: text, currency: '' };
  const [, before = '', figure = '', after = ''] = match;
  const sign = before || after;
  const code = sign.toUpperCase();
  return { figure, currency: isCurrencyCode(code) ? code : (CURRENCY_SIGNS[sign] ?? '') };
}

/**
 * The value of the line: the file's own line total when it has one (Etsy's Item Total, Amazon's item-price), else the
 * unit price times the pieces (Shopify's Lineitem price, Etsy's Price, eBay's Sold For and WooCommerce's Item Cost are
 * each one piece's). A figure that cannot be multiplied stays as written, for readContents to name.
 */
function lineValue(cells: ContentsCells, quantity: string): { value: string; currency: string } {
  if (cells.itemTotal !== '') {
    const { figure, currency } = money(cells.itemTotal);
    return { value: figure, currency };
  }
  const { figure, currency } = money(cells.itemPrice);
  const each = readTypedNumber(figure);
  return { value: (each === null ? null : timesPieces(each, quantity)) ?? figure, currency };
}

/** The unit a word names ("lbs", "grams"), as the label's weight field reads it, or null. */
const unitNamed = (word: string): WeightUnit | null =>
  WEIGHT_UNITS.find((unit) => readParcelWeightKg(`1 ${word}`) === toKilograms(1, unit)) ?? null;

/** The unit a weight header names, "Item weight (g)" or "Weight per item in lbs", else kilograms. */
export function headerWeightUnit(header: string): WeightUnit {
  const words = header.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.map(unitNamed).findLast((unit) => unit !== null) ?? 'kg';
}

/** One piece's weight in its unit: a bare number in the header's, "500 g" or "1.2 lb" in its own, "2 lb 3 oz" in kilograms. */
function weightEach(text: string, headerUnit: WeightUnit): { amount: number; unit: WeightUnit } | null {
  const bare = readTypedNumber(text);
  if (bare !== null) return { amount: bare, unit: headerUnit };
  const [, figure = '', word = ''] = /^(.*?)\s*(\p{L}+)\.?$/u.exec(text) ?? [];
  const unit = unitNamed(word);
  const amount = readTypedNumber(figure);
  if (unit !== null && amount !== null) return { amount, unit };
  const kg = readParcelWeightKg(text);
  return kg === null ? null : { amount: kg, unit: 'kg' };
}

/** The line's net weight: one piece's times the pieces; what cannot be read stays as written, for readContents to name. */
function lineWeight(text: string, quantity: string, headerUnit: WeightUnit): { weight: string; weightUnit: WeightUnit } {
  const each = text === '' ? null : weightEach(text, headerUnit);
  if (each === null) return { weight: text, weightUnit: headerUnit };
  return { weight: timesPieces(each.amount, quantity) ?? amountText(each.amount), weightUnit: each.unit };
}

/** A country of origin as a code: "DE", "de", "Germany" and "Deutschland" read DE; what no reader knows stays as written. */
function originCode(text: string, readCountry: ItemReading['readCountry']): string {
  const reading = text === '' || readCountry === null ? null : readCountry(text);
  if (reading?.kind === 'country') return reading.code;
  return /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : text;
}

/** A currency cell as a code: "usd" reads USD. */
const currencyCode = (text: string): string => text.trim().toUpperCase();

/** An order's items, those without a currency given the order's: Shopify writes it on an order's first row only. */
export function withOrderCurrency(items: readonly ContentsItem[], currencyCell: string): ContentsItem[] {
  const currency = currencyCode(currencyCell);
  return items.map((item) => (item.currency === '' && currency !== '' ? { ...item, currency } : item));
}

/**
 * The item a row holds, or null when it names none (no description). The quantity defaults to one piece; the currency
 * is the row's, else the one its price names, else '' for the order's or the page's to fill.
 */
export function rowItem(cells: ContentsCells, { readCountry, weightUnit }: ItemReading): ContentsItem | null {
  if (cells.itemName === '') return null;
  const quantity = cells.itemQuantity || '1';
  const { value, currency } = lineValue(cells, quantity);
  return {
    description: cells.itemName,
    quantity,
    ...lineWeight(cells.itemWeight, quantity, weightUnit),
    value,
    currency: currencyCode(cells.currency) || currency,
    hsCode: cells.itemHsCode,
    origin: originCode(cells.itemOrigin, readCountry),
    sku: cells.itemSku,
  };
}
