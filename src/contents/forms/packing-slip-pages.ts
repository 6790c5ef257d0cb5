// A packing slip to lay in the parcel: the order's number and date, whom it ships to and from, each item's SKU,
// quantity and description, its prices when the seller chooses to show them, and a note. On A4 or Letter, or compact
// on a 4 × 6 in label (3 mm margin; SKU, Qty and Description, and the line's total when prices are shown). A long list
// runs on to more pages, each "Page N of M" with the order's number, the total and the note on the last.
import type { FontSet } from '../../label/font-set';
import type { DeclarationParty } from './declaration';
import { documentTypeFor, widthsOf, type DocumentType } from './document-type';
import { fieldsBlock, type Field } from './field-row';
import { documentFrame, documentPages, type Block, type DocumentPages, type LineColumn } from './paged-table';
import { drawParties, partiesHeightMm, type PartyBox } from './party-boxes';

export type PackingSlipLine = { sku: string; quantity: number; description: string; unitPrice: string; lineTotal: string };

/** A packing slip's content; prices and the total arrive formatted, with their currency if it is to print. */
export type PackingSlipDocument = {
  orderNumber: string;
  date: string;
  shipTo: DeclarationParty;
  from: DeclarationParty;
  lines: readonly PackingSlipLine[];
  showPrices: boolean;
  total: string;
  /** May be '': then no note is printed. */
  note: string;
};

export const PACKING_SLIP_TITLE = 'PACKING SLIP';

type ColumnKey = 'sku' | 'quantity' | 'description' | 'unitPrice' | 'lineTotal';

// Each layout's columns and their shares of the width; the prices' columns come last, where the total stands under them.
const LAYOUTS: Record<'paper' | 'paperPrices' | 'compact' | 'compactPrices', readonly [ColumnKey, number][]> = {
  paper: [['sku', 0.2], ['quantity', 0.08], ['description', 0.72]],
  paperPrices: [['sku', 0.18], ['quantity', 0.08], ['description', 0.44], ['unitPrice', 0.15], ['lineTotal', 0.15]],
  compact: [['sku', 0.27], ['quantity', 0.12], ['description', 0.61]],
  compactPrices: [['sku', 0.23], ['quantity', 0.1], ['description', 0.45], ['lineTotal', 0.22]],
};
const TITLES: Record<ColumnKey, string> = { sku: 'SKU', quantity: 'Qty', description: 'Description', unitPrice: 'Unit price', lineTotal: 'Total' };
// A note longer than this many rows is set smaller, then cut, so the slip keeps to its pages.
const NOTE_ROWS = { paper: 8, compact: 4 };

const layoutOf = (slip: PackingSlipDocument, type: DocumentType) => LAYOUTS[`${type.compact ? 'compact' : 'paper'}${slip.showPrices ? 'Prices' : ''}`];

const columnsOf = (slip: PackingSlipDocument, widthMm: number, type: DocumentType): LineColumn[] => {
  const layout = layoutOf(slip, type);
  const widths = widthsOf(layout.map(([, share]) => share), widthMm);
  const number = { ...type.value, align: 'right', maxRows: 1 } as const;
  return layout.map(([key], index) => ({
    key,
    title: TITLES[key],
    widthMm: widths[index] ?? 0,
    style: key === 'description' ? type.value : key === 'sku' ? { ...type.value, maxRows: 2 } : number,
  }));
};

const valuesOf = (line: PackingSlipLine, columns: readonly LineColumn[]): string[] =>
  columns.map(({ key }) => (key === 'quantity' ? String(line.quantity) : line[key as Exclude<ColumnKey, 'quantity'>]));


/** The total under the prices' columns when prices show, then the note when there is one. */
const footBlock = (slip: PackingSlipDocument, columns: readonly LineColumn[], widthMm: number, type: DocumentType, fonts: FontSet): Block => {
  const prices = columns.filter(({ key }) => key === 'unitPrice' || key === 'lineTotal').reduce((sum, column) => sum + column.widthMm, 0);
  const total = fieldsBlock(slip.showPrices ? [{ key: 'total', title: 'Total', value: slip.total, widthMm: prices, style: { ...type.value, align: 'right', maxRows: 1 } }] : [], type, fonts);
  const noteStyle = { ...type.value, maxRows: type.compact ? NOTE_ROWS.compact : NOTE_ROWS.paper };
  const note = fieldsBlock(slip.note.trim() === '' ? [] : [{ key: 'note', title: 'Note', value: slip.note, widthMm, style: noteStyle }], type, fonts);
  const noteTop = total.heightMm + (note.heightMm > 0 ? type.gapMm : 0);
  return {
    heightMm: noteTop + note.heightMm,
    draw: (rect, boxes) => [
      ...total.draw({ ...rect, xMm: rect.xMm + widthMm - prices, widthMm: prices, heightMm: total.heightMm }, boxes),
      ...note.draw({ ...rect, yMm: rect.yMm + noteTop, heightMm: note.heightMm }, boxes),
    ],
  };
};

/**
 * The packing slip on pages (or a label) of `pageMm` less their margins. `boxes` name each page's value areas:
 * 'orderNumber', 'date', 'page', 'shipTo', 'from', 'line.0.sku' …, and on the last page 'total' (prices shown) and 'note'.
 */
export function packingSlipPages(slip: PackingSlipDocument, pageMm: { width: number; height: number }, fonts: FontSet, options: { marginMm?: number } = {}): DocumentPages {
  const type = documentTypeFor(pageMm);
  const frame = documentFrame(pageMm, options.marginMm ?? type.marginMm, type);
  const columns = columnsOf(slip, frame.widthMm, type);
  const oneRow = { ...type.value, maxRows: 1 };
  const meta: Field[] = [
    { key: 'orderNumber', title: 'Order number', value: slip.orderNumber, widthMm: frame.widthMm / 2, style: oneRow },
    { key: 'date', title: 'Order date', value: slip.date, widthMm: frame.widthMm / 2, style: oneRow },
  ];
  const parties: PartyBox[] = [
    { key: 'shipTo', title: 'Ship to', party: slip.shipTo },
    { key: 'from', title: 'From', party: slip.from },
  ];
  return documentPages(
    {
      title: PACKING_SLIP_TITLE,
      type,
      columns,
      rows: slip.lines.map((line) => valuesOf(line, columns)),
      everyPage: fieldsBlock(meta, type, fonts),
      firstPage: { heightMm: partiesHeightMm(parties, frame.widthMm, type, fonts), draw: (rect, boxes) => drawParties(parties, rect, type, fonts, boxes) },
      lastPage: footBlock(slip, columns, frame.widthMm, type, fonts),
    },
    frame,
    fonts,
  );
}
