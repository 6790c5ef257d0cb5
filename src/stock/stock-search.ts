import type { LabelStock } from './label-stock';
import { stockSearchText } from './stock-names';

/** Letters and digits only, lower case: "DK-11202", "dk 11202" and "dk11202" are one code. */
const squeezed = (text: string): string => text.toLowerCase().replace(/[^a-z0-9½⅓⅝]/g, '');

/**
 * The stock whose name or equivalent codes hold every word typed, each word matched without spaces or dashes:
 * "l7165", "avery 5163", "dk-11202", "30252", "herma 4457". Blank finds everything. `shownName` adds the name as the
 * page shows it, so words of the visitor's language find it too.
 */
export function findStock(stocks: readonly LabelStock[], query: string, shownName?: (stock: LabelStock) => string): LabelStock[] {
  const words = query.split(/\s+/).map(squeezed).filter((word) => word !== '');
  if (words.length === 0) return [...stocks];
  return stocks.filter((stock) => {
    const text = squeezed(stockSearchText(stock, shownName));
    return words.every((word) => text.includes(word));
  });
}
