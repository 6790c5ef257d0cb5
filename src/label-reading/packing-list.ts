import type { Cell, TextLine } from './text-lines';

// The items of an order or packing list printed beside a label: a table whose header names a quantity column and a
// SKU or item column. Its rows run down to a total, a gap or a line without a quantity.

/** One line of an order: the SKU (empty when the list prints none), what it is, and how many. */
export type PackedItem = { sku: string; description: string; quantity: number };

const SKU_HEAD = /^(?:seller\s*)?(?:sku(?:\s*code)?|item\s*(?:code|no\.?|number)|product\s*code|part\s*(?:no\.?|number)|art(?:icle|ikel)?\.?\s*(?:no\.?|nr\.?|number)?|style\s*code|asin)$/i;
const QTY_HEAD = /^(?:qty|quantity|qté|quantité|menge|anzahl|units?|pcs|cantidad|quantità|aantal|ilość|quant\.?)\.?$/i;
const DESC_HEAD = /^(?:items?|description|item\s*description|product(?:\s*name)?|title|name|bezeichnung|artikelbezeichnung|désignation|descripción|descrizione|omschrijving|opis)$/i;
const TOTAL = /^(?:sub)?total\b|^summe\b|^gesamt\b/i;
const SKU_IN_TEXT = /\bSKU\s*[:#]?\s*([A-Z0-9][A-Z0-9._/-]*)/i;
const QUANTITY = /^(\d{1,5})(?:\s*[x×])?$/i;

type Column = { kind: 'sku' | 'qty' | 'desc'; u: number; end: number };

/** How far from its header a cell may start and still be in that column, in mm. */
const COLUMN_SLACK = 6;
/** Rows further apart than this many letter heights end the list. */
const ROW_GAP = 3.2;

const headerColumns = (line: TextLine): Column[] | null => {
  const columns = line.cells.flatMap((cell): Column[] => {
    const text = cell.text.replace(/[:.]$/, '').trim();
    const kind = QTY_HEAD.test(text) ? 'qty' : SKU_HEAD.test(text) ? 'sku' : DESC_HEAD.test(text) ? 'desc' : null;
    return kind ? [{ kind, u: cell.u, end: cell.end }] : [];
  });
  const kinds = new Set(columns.map((column) => column.kind));
  return kinds.has('qty') && (kinds.has('sku') || kinds.has('desc')) ? columns : null;
};

/** The column a cell sits under: the one its span overlaps most, else the nearest, within the slack. */
const columnOf = (cell: Cell, columns: readonly Column[]): Column | null => {
  let best: { column: Column; score: number } | null = null;
  for (const column of columns) {
    const overlap = Math.min(cell.end, column.end + COLUMN_SLACK) - Math.max(cell.u, column.u - COLUMN_SLACK);
    if (overlap > 0 && (best === null || overlap > best.score)) best = { column, score: overlap };
  }
  return best?.column ?? null;
};

/** The items of the first order list among the lines, or none. */
export function packedItems(lines: readonly TextLine[]): PackedItem[] {
  for (const [index, line] of lines.entries()) {
    const columns = headerColumns(line);
    if (columns) return rowsUnder(lines.slice(index + 1), line, columns);
  }
  return [];
}

function rowsUnder(lines: readonly TextLine[], header: TextLine, columns: readonly Column[]): PackedItem[] {
  const items: PackedItem[] = [];
  let above = header;
  let loose = 0;
  for (const line of lines) {
    if (line.quarter !== header.quarter || line.v - above.v > ROW_GAP * line.sizeMm || TOTAL.test(line.text)) break;
    above = line;
    const cells = { sku: [] as string[], qty: [] as string[], desc: [] as string[] };
    for (const cell of line.cells) {
      const column = columnOf(cell, columns);
      if (column) cells[column.kind].push(cell.text);
    }
    const quantity = QUANTITY.exec(cells.qty.join(' ').trim());
    const description = cells.desc.join(' ').trim();
    const skuText = cells.sku.join(' ').trim();
    if (quantity?.[1]) {
      loose = 0;
      const sku = skuText || (SKU_IN_TEXT.exec(description)?.[1] ?? '');
      items.push({ sku, description: description.replace(SKU_IN_TEXT, '').trim(), quantity: Number(quantity[1]) });
      continue;
    }
    // A line with no quantity continues the row above (its SKU, or its description wrapped), twice at most.
    const previous = items.at(-1);
    loose += 1;
    if (!previous || loose > 2 || (description === '' && skuText === '')) break;
    const skuLine = SKU_IN_TEXT.exec(description)?.[1];
    if (skuLine && previous.sku === '') previous.sku = skuLine;
    else if (skuText && previous.sku === '') previous.sku = skuText;
    else if (description) previous.description = `${previous.description} ${description}`.trim();
  }
  return items.filter((item) => item.quantity > 0 && (item.sku !== '' || item.description !== ''));
}
