import { lazily } from '../label/lazily';

// Amounts and weights as the customs forms print them (en-US figures, "1,200.50"), or in a visitor's language for
// what the page shows (a locale given).

/** The forms' own figures: what prints is the same whatever the visitor's language. */
const PRINTED = 'en-US';

const currencies = lazily(() => new Set(Intl.supportedValuesOf('currency')));
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** True for an ISO 4217 code the platform knows ("EUR", "JPY"); "XYZ", "eur" and "€" are not codes. */
export const isCurrencyCode = (code: string): boolean => /^[A-Z]{3}$/.test(code) && currencies().has(code);

function moneyFormat(currency: string, locale: string = PRINTED): Intl.NumberFormat {
  const key = `${locale}/${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Digits after the decimal point in a currency's amounts: 2 for EUR, 0 for JPY, 3 for KWD. */
export const currencyDigits = (currency: string): number => moneyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * An amount as a customs form prints it, "85.00 EUR" or "1,200 JPY": the code, not a symbol ("$" is also the
 * Canadian and Australian dollar's), after the figure as the UPU's own examples write it. With a visitor's
 * locale, the figure is written as their language writes numbers ("85,00 EUR" in German), for the page.
 */
export const formatMoney = (amount: number, currency: string, locale?: string): string => `${moneyFigure(amount, currency, locale)} ${currency}`;

/** The amount's figure in its currency's digits, without the code: "85.00", "1,200" (JPY). */
export const moneyFigure = (amount: number, currency: string, locale?: string): string =>
  moneyFormat(currency, locale)
    .formatToParts(amount)
    .filter(({ type }) => type !== 'currency' && type !== 'literal')
    .map(({ value }) => value)
    .join('');

const kgFormats = new Map<string, Intl.NumberFormat>();

function kgFormat(locale: string): Intl.NumberFormat {
  let format = kgFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    kgFormats.set(locale, format);
  }
  return format;
}

/**
 * Kilograms to the gram, "0.350 kg", whatever the size: the forms ask for kilograms, parcels are weighed to the
 * gram, and rows printed alike visibly add up to the total below them. A locale writes the figure for the page.
 */
export const formatKg = (kg: number, locale?: string): string => `${kgFigure(kg, locale)} kg`;

/** Kilograms' figure without the unit, for a form's column already headed "kg": "0.350". */
export const kgFigure = (kg: number, locale: string = PRINTED): string => kgFormat(locale).format(kg);
