import { lazily } from '../label/lazily';

// Amounts and weights as the customs forms print them.

const currencies = lazily(() => new Set(Intl.supportedValuesOf('currency')));
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** True for an ISO 4217 code the platform knows ("EUR", "JPY"); "XYZ", "eur" and "€" are not codes. */
export const isCurrencyCode = (code: string): boolean => /^[A-Z]{3}$/.test(code) && currencies().has(code);

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** Digits after the decimal point in a currency's amounts: 2 for EUR, 0 for JPY, 3 for KWD. */
export const currencyDigits = (currency: string): number => moneyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * An amount as a customs form prints it, "85.00 EUR" or "1,200 JPY": the code, not a symbol ("$" is also the
 * Canadian and Australian dollar's), after the figure as the UPU's own examples write it.
 */
export const formatMoney = (amount: number, currency: string): string => `${moneyFigure(amount, currency)} ${currency}`;

/** The amount's figure in its currency's digits, without the code: "85.00", "1,200" (JPY). */
export const moneyFigure = (amount: number, currency: string): string =>
  moneyFormat(currency)
    .formatToParts(amount)
    .filter(({ type }) => type !== 'currency' && type !== 'literal')
    .map(({ value }) => value)
    .join('');

const kgFormat = lazily(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));

/**
 * Kilograms to the gram, "0.350 kg", whatever the size: the forms ask for kilograms, parcels are weighed to the
 * gram, and rows printed alike visibly add up to the total below them.
 */
export const formatKg = (kg: number): string => `${kgFigure(kg)} kg`;

/** Kilograms' figure without the unit, for a form's column already headed "kg": "0.350". */
export const kgFigure = (kg: number): string => kgFormat().format(kg);
