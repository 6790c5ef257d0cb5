import type { LabelStock, MmSize, StockGroup } from './label-stock';
import { faceMm, slotCount } from './stock-geometry';

/** The "Label size" control's groups, in the order it shows them. */
export const STOCK_GROUP_NAMES: Readonly<Record<StockGroup, string>> = {
  pages: 'Pages',
  rolls: 'Thermal and roll labels',
  'letter-sheets': 'Sheets, US Letter',
  'a4-sheets': 'Sheets, A4',
};

// Stock named by its size rather than a product code: "A4 page", "4 × 6 in thermal label", "A6 label".
const NAMED_BY_SIZE = /^(\d|A\d\b|US Letter)/;

/** The choice as printed on the box: "Avery 5163 / 8163 — 4 × 2 in, 10 per sheet", "Dymo 30252 — 28 × 89 mm". */
export const stockName = (stock: LabelStock): string => {
  if (NAMED_BY_SIZE.test(stock.product)) return stock.product;
  const perSheet = stock.group === 'letter-sheets' || stock.group === 'a4-sheets' ? `, ${slotCount(stock)} per sheet` : '';
  return `${stock.product} — ${stock.sizeText}${perSheet}`;
};

/** Everything a visitor might type to find the stock: its name and its equivalents' codes. */
export const stockSearchText = (stock: LabelStock): string => [stockName(stock), ...stock.equivalents].join(' ');

const formatMm = (mm: number): string => String(Math.round(mm * 10) / 10);

/** A size in mm, to a tenth: "101.6 × 152.4 mm". */
export const mmSizeText = ({ width, height }: MmSize): string => `${formatMm(width)} × ${formatMm(height)} mm`;

/** One label as it is read, in mm: "101.6 × 152.4 mm". */
export const faceSizeText = (stock: LabelStock): string => mmSizeText(faceMm(stock));
