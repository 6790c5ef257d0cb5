import { currencyDigits } from './money';
import type { ReadItem } from './read-contents';

/** What the forms' total boxes say: computed from the items, never typed. */
export type ContentsTotals = {
  netWeightKg: number;
  /** The sum of the values; meaningful only with a `currency` (readContents refuses mixed currencies). */
  value: number;
  /** The items' one currency, or null when there are no items or they mix currencies. */
  currency: string | null;
  quantity: number;
};

/** Rounded to a number of decimals, so 0.1 + 0.2 totals 0.3, not 0.30000000000000004. */
const roundedTo = (amount: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(amount * scale) / scale;
};

/** The items' totals: net weight to the gram, value to the currency's smallest coin (cents, whole yen). */
export function contentsTotals(items: readonly ReadItem[]): ContentsTotals {
  const currencies = new Set(items.map((item) => item.currency));
  const [only] = currencies;
  const currency = currencies.size === 1 && only !== undefined ? only : null;
  const sum = (pick: (item: ReadItem) => number): number => items.reduce((total, item) => total + pick(item), 0);
  return {
    netWeightKg: roundedTo(sum((item) => item.netWeightKg), 3),
    value: roundedTo(sum((item) => item.value), currency === null ? 2 : currencyDigits(currency)),
    currency,
    quantity: sum((item) => item.quantity),
  };
}
