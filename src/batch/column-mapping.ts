import { BATCH_COLUMN_IDS, BATCH_COLUMNS, CONTENTS_COLUMN_IDS, normalizeHeader, type BatchColumnId } from './batch-columns';

/** Which header column holds each of ShipLabel's columns: an index into the headers, or null when the file lacks it. */
export type ColumnMapping = Readonly<Record<BatchColumnId, number | null>>;

/** A mapping with nothing in the file. */
export const NO_COLUMNS: ColumnMapping = Object.freeze(
  Object.fromEntries(BATCH_COLUMN_IDS.map((id) => [id, null])) as Record<BatchColumnId, null>,
);

/**
 * The likely mapping of a file's headers: each column, in BATCH_COLUMNS order, takes its best alias that names a header
 * no earlier column took. The order matters: Shopify's "Shipping Name" is the recipient, so its "Name" is left for the order.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const indexByName = new Map<string, number>();
  headers.forEach((header, index) => {
    const name = normalizeHeader(header);
    // Of two headers with one name, the first is the column; the second is never guessed.
    if (name !== '' && !indexByName.has(name)) indexByName.set(name, index);
  });

  const claimed = new Set<number>();
  const mapping: Record<BatchColumnId, number | null> = { ...NO_COLUMNS };
  for (const column of BATCH_COLUMNS) {
    for (const alias of column.aliases) {
      const index = indexByName.get(alias);
      if (index === undefined || claimed.has(index)) continue;
      mapping[column.id] = index;
      claimed.add(index);
      break;
    }
  }
  // An item's quantity, price or SKU says nothing without what the item is: a plain file's "SKU" or "Quantity" stays unread.
  if (mapping.itemName === null) for (const id of CONTENTS_COLUMN_IDS) mapping[id] = null;
  return mapping;
}
