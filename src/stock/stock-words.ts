import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CustomPage } from './custom-stock-values';
import type { LabelStock, StockGroup } from './label-stock';
import { isSheet, slotCount } from './stock-geometry';
import { CUSTOM_STOCK_ID } from './stock-lookup';

// The stock's words on screen, in the visitor's language: the "Label size" control's groups and choices, the custom
// size's pages. The product codes and sizes stay as printed on the box; stock-names.ts keeps the English names that
// the search matches and the alignment test page prints.

/** The "Label size" control's groups, in the order it shows them. */
export const STOCK_GROUP_NAMES: Readonly<Record<StockGroup, MessageDescriptor>> = {
  pages: msg({ message: 'Pages', context: 'label size group: whole pages of plain paper' }),
  rolls: msg`Thermal and roll labels`,
  'letter-sheets': msg`Sheets, US Letter`,
  'a4-sheets': msg`Sheets, A4`,
};

/** The pages a custom sheet can be on. */
export const CUSTOM_PAGE_NAMES: Readonly<Record<CustomPage, MessageDescriptor>> = {
  a4: msg({ message: 'A4', comment: 'The ISO paper size; keep it as A4 unless your language writes it otherwise' }),
  letter: msg({ message: 'US Letter', comment: 'The North American paper size, 8.5 × 11 in' }),
};

// The stock named by what it is rather than a product code.
const NAMED_BY_KIND: Readonly<Record<string, MessageDescriptor>> = {
  a4: msg`A4 page`,
  letter: msg`US Letter page`,
  a6: msg`A6 label`,
};

// Generic thermal stock is named by its size: "4 × 6 in thermal label".
const NAMED_BY_SIZE = /^\d/;

/**
 * The choice as printed on the box: "Avery 5163 / 8163 — 4 × 2 in, 10 per sheet", "Dymo 30252 — 28 × 89 mm", "A4 page",
 * "4 × 6 in thermal label". The English is stockName's (stock-names.ts).
 */
export function stockTitle(stock: LabelStock): MessageDescriptor {
  const named = NAMED_BY_KIND[stock.id];
  if (named !== undefined) return named;
  const size = stock.sizeText;
  if (NAMED_BY_SIZE.test(stock.product)) return msg({ message: `${size} thermal label`, comment: '{size} is the label’s size as sold: 4 × 6 in, 100 × 150 mm' });
  const count = slotCount(stock);
  if (stock.id === CUSTOM_STOCK_ID) {
    return isSheet(stock)
      ? msg`Custom size — ${size}, ${plural(count, { one: '# per sheet', other: '# per sheet' })}`
      : msg`Custom size — ${size}`;
  }
  const product = stock.product;
  if (stock.continuous) {
    const width = stock.labelMm.width;
    return msg({ message: `${product} — ${width} mm continuous`, comment: 'A continuous roll, cut as long as each label: its product code (keep it as it is), then its width' });
  }
  return isSheet(stock)
    ? msg({ message: `${product} — ${size}, ${plural(count, { one: '# per sheet', other: '# per sheet' })}`, comment: '{product} is a product code such as Avery 5163 / 8163: keep it as it is' })
    : msg({ message: `${product} — ${size}`, comment: '{product} is a product code such as Dymo 30252: keep it as it is' });
}

/** The size as sold, as the screen shows it: the catalogue's figures ("4 × 2 in"), a continuous roll's width in words. */
export const shownSize = (stock: LabelStock, i18n: Pick<I18n, '_'>): string => {
  if (!stock.continuous) return stock.sizeText;
  const width = stock.labelMm.width;
  return i18n._(msg({ message: `${width} mm continuous`, comment: 'The size of a continuous roll, cut as long as each label: its width' }));
};
