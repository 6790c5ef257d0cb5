import type { LabelStock, MmSize } from './label-stock';
import { faceMm, slotCount } from './stock-geometry';

// The stock's names in English, as the alignment test page prints them and the search matches them; the words a
// visitor reads on screen, in their language, are in stock-words.ts.

// Stock named by its size rather than a product code: "A4 page", "4 × 6 in thermal label", "A6 label".
const NAMED_BY_SIZE = /^(\d|A\d\b|US Letter)/;

/** The choice as printed on the box: "Avery 5163 / 8163 — 4 × 2 in, 10 per sheet", "Dymo 30252 — 28 × 89 mm". */
export const stockName = (stock: LabelStock): string => {
  if (NAMED_BY_SIZE.test(stock.product)) return stock.product;
  const perSheet = stock.group === 'letter-sheets' || stock.group === 'a4-sheets' ? `, ${slotCount(stock)} per sheet` : '';
  return `${stock.product} — ${stock.sizeText}${perSheet}`;
};

/**
 * Everything a visitor might type to find the stock: its name, its equivalents' codes, and `shownName`, the name as the
 * page shows it in the visitor's language.
 */
export const stockSearchText = (stock: LabelStock, shownName: (stock: LabelStock) => string = stockName): string => {
  const name = stockName(stock);
  const shown = shownName(stock);
  return [name, ...(shown === name ? [] : [shown]), ...stock.equivalents].join(' ');
};

/** A figure as written: plain, or in the visitor's language when the page gives a way to write it. */
export type FigureFormat = (value: number) => string;

/** A size in mm, to a tenth: "101.6 × 152.4 mm"; `figure` writes each figure (the page's writes it in the visitor's language). */
export const mmSizeText = ({ width, height }: MmSize, figure: FigureFormat = String): string =>
  `${figure(Math.round(width * 10) / 10)} × ${figure(Math.round(height * 10) / 10)} mm`;

/** One label as it is read, in mm: "101.6 × 152.4 mm". */
export const faceSizeText = (stock: LabelStock, figure: FigureFormat = String): string => mmSizeText(faceMm(stock), figure);
