import type { LabelStock } from './label-stock';
import { DEFAULT_STOCK_ID, STOCK_CATALOGUE } from './stock-catalogue';

const BY_ID: ReadonlyMap<string, LabelStock> = new Map(STOCK_CATALOGUE.map((stock) => [stock.id, stock]));

/** Choices remembered under the names of the first sizes, now the real products they stood for. */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['letter-2up', 'avery-5126'],
  ['a4-4up', 'avery-l7169'],
]);

export const CUSTOM_STOCK_ID = 'custom';

/** The catalogue's stock of that id (or of its former name); undefined for anything else. */
export const catalogueStock = (id: string): LabelStock | undefined => BY_ID.get(RENAMED.get(id) ?? id);

export const DEFAULT_STOCK: LabelStock = catalogueStock(DEFAULT_STOCK_ID) as LabelStock;

/** An id the "Label size" control offers: the catalogue's, a former name of one, or the custom size. */
export const isStockId = (value: unknown): value is string => typeof value === 'string' && (value === CUSTOM_STOCK_ID || catalogueStock(value) !== undefined);

/** The id a remembered or typed-in id stands for now, or null when it no longer exists. */
export const currentStockId = (value: unknown): string | null => {
  if (!isStockId(value)) return null;
  return value === CUSTOM_STOCK_ID ? value : (catalogueStock(value) as LabelStock).id;
};
