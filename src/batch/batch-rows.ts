import type { MessageDescriptor } from '@lingui/core';
import type { ContentsItem } from '../contents/parcel-contents';
import { joinFilled } from '../label/join-filled';
import type { LabelData } from '../label/label-data';
import { BATCH_COLUMN_IDS, CONTENTS_COLUMN_IDS, type BatchColumnId } from './batch-columns';
import { cleanProtected, cleanText } from './clean-cell';
import type { ColumnMapping } from './column-mapping';
import type { ParsedTable, TableRow } from './parsed-table';
import { postedAddress, type AddressCells, type Addressing } from './row-address';
import { headerWeightUnit, rowItem, withOrderCurrency, type ItemReading } from './row-contents';

/** The ISO codes of the countries a parcel goes from and to, as read; null where the file and the form do not say. */
export type RowCountries = { from: string | null; to: string | null };

/**
 * One label to make: `rows` are the spreadsheet rows it came from (several for a Shopify order), `id` its place in the
 * batch, `notes` advice on its addresses (a postcode that does not fit the country, a country that cannot be read), and
 * `nameInAddress` the recipient's name when it prints inside the address (Japanese, Chinese, Korean order), else ''.
 * `contents` holds the item of each of its rows that names one, in file order; `countries` decide its customs form.
 */
export type BatchRow = {
  id: number;
  rows: readonly number[];
  label: LabelData;
  ragged: boolean;
  notes: readonly MessageDescriptor[];
  nameInAddress: string;
  contents: readonly ContentsItem[];
  countries: RowCountries;
};

/** What the batch takes from the form and how it lays addresses out. */
export type BatchRowsOptions = {
  /** The form's weight and dimensions on a row that has none of its own: only when the visitor asks for it. */
  packageFromForm: boolean;
  /** Country formats (a lazy table); null keeps the file's parts in the plain order. */
  addressing: Addressing | null;
};

export const PLAIN_ROWS: BatchRowsOptions = { packageFromForm: false, addressing: null };

type Cells = Record<BatchColumnId, string>;
type Group = { rows: number[]; cells: Cells; ragged: boolean; items: ContentsItem[] };

// Spreadsheets and stores protect these with a leading apostrophe or ="…": the label wants the value (an HS code its leading 0).
const PROTECTED: ReadonlySet<BatchColumnId> = new Set(['toPostcode', 'toPhone', 'fromPostcode', 'fromPhone', 'trackingNumber', 'itemHsCode', 'itemSku']);

// A row of items alone is no label: only these make a row one.
const CONTENTS: ReadonlySet<BatchColumnId> = new Set(CONTENTS_COLUMN_IDS);

const personName = (name: string, first: string, last: string): string => name || joinFilled([first, last], ' ');

/** Street lines, without a second line that the first already ends with (a store's combined "Street" beside "Address2"). */
const streetLines = (lines: readonly string[]): string[] => {
  const [first = '', second = '', ...rest] = lines;
  // Whole words only: "Calle Mayor 12" beside "2" is a house number and a floor, not a repeat.
  const repeated = second !== '' && first.length > second.length && first.endsWith(second) && /[\s,]/.test(first.charAt(first.length - second.length - 1));
  const trimmed = repeated ? first.slice(0, -second.length).replace(/[\s,]+$/, '') : first;
  return [trimmed, second, ...rest].filter((line) => line !== '');
};

const partyCells = (cells: Cells, side: 'to' | 'from'): AddressCells => ({
  name: personName(cells[`${side}Name`], cells[`${side}FirstName`], cells[`${side}LastName`]),
  company: cells[`${side}Company`],
  lines: streetLines([cells[`${side}Address1`], cells[`${side}Address2`], cells[`${side}Address3`]]),
  city: cells[`${side}City`],
  state: cells[`${side}State`],
  postcode: cells[`${side}Postcode`],
  country: cells[`${side}Country`],
});

const labelOf = (cells: Cells, form: LabelData, { packageFromForm, addressing }: BatchRowsOptions) => {
  const senderCells = partyCells(cells, 'from');
  const recipientCells = partyCells(cells, 'to');
  const senderCountry = (addressing && senderCells.country !== '' && readCode(addressing, senderCells.country)) || addressing?.senderCountry || null;
  const recipient = postedAddress(addressing, recipientCells, senderCountry);
  const sender = postedAddress(addressing, senderCells, recipient.country);
  const label: LabelData = {
    toName: recipient.name,
    toCompany: recipient.company,
    // The whole address when the file has it, else its parts as the destination's post reads them.
    toAddress: cells.toAddress || recipient.address,
    toPhone: cells.toPhone,
    // The sender is usually the same for the whole batch, so the form supplies what the file leaves out.
    fromName: senderCells.name || form.fromName,
    fromCompany: senderCells.company || form.fromCompany,
    fromAddress: cells.fromAddress || sender.address || form.fromAddress,
    fromPhone: cells.fromPhone || form.fromPhone,
    weight: cells.weight || (packageFromForm ? form.weight : ''),
    dimensions: cells.dimensions || (packageFromForm ? form.dimensions : ''),
    // Never from the form: one tracking number on every parcel would be wrong.
    trackingNumber: cells.trackingNumber,
    // Per order, never from the form: the file's reference, else its order number (Shopify's Name, "#1001").
    reference: cells.reference || cells.orderNumber,
    parcels: cells.parcels,
    customMessage: cells.customMessage || form.customMessage,
  };
  const notes = cells.toAddress === '' ? recipient.notes : [];
  const countries: RowCountries = { from: senderCountry, to: recipient.country };
  return { label, notes, nameInAddress: cells.toAddress === '' && recipient.name === '' ? recipientCells.name : '', countries };
};

const readCode = (addressing: Addressing, text: string): string | null => {
  const reading = addressing.readCountry(text);
  return reading.kind === 'country' ? reading.code : null;
};

const NO_CELLS: Readonly<Cells> = Object.fromEntries(BATCH_COLUMN_IDS.map((id) => [id, ''])) as Cells;

/** The mapped cells of a row, cleaned, or null when all of its label's are empty (a row that is not a label). */
const cellsOf = (row: TableRow, mapped: readonly (readonly [BatchColumnId, number])[]): Cells | null => {
  const cells: Cells = { ...NO_CELLS };
  let filled = false;
  for (const [id, index] of mapped) {
    const raw = row.cells[index] ?? '';
    const value = PROTECTED.has(id) ? cleanProtected(raw) : cleanText(raw);
    cells[id] = value;
    if (value !== '' && !CONTENTS.has(id)) filled = true;
  }
  return filled ? cells : null;
};

/**
 * The labels a table makes with a mapping, in file order. Rows with one order number make one label, at the first row's
 * place, each column taking its first non-empty cell: Shopify fills the shipping columns on an order's first row only.
 * The items are the exception: every row keeps its own, as Shopify writes a line item per row; a row with nothing but
 * item cells is no label. Cells are cleaned of what spreadsheets add; rowProblems reports what is too long.
 */
export function batchRowsFrom(table: ParsedTable, mapping: ColumnMapping, form: LabelData, options: BatchRowsOptions = PLAIN_ROWS): BatchRow[] {
  const mapped = BATCH_COLUMN_IDS.flatMap((id) => {
    const index = mapping[id];
    return index === null ? [] : [[id, index] as const];
  });
  const ragged = new Set(table.raggedRows);
  const weightHeader = mapping.itemWeight === null ? undefined : table.headers[mapping.itemWeight];
  const reading: ItemReading = { readCountry: options.addressing?.readCountry ?? null, weightUnit: headerWeightUnit(weightHeader ?? '') };
  const groups: Group[] = [];
  const groupByOrder = new Map<string, Group>();

  for (const row of table.rows) {
    const cells = cellsOf(row, mapped);
    if (cells === null) continue;
    const item = rowItem(cells, reading);
    const order = cells.orderNumber;
    const group = order === '' ? undefined : groupByOrder.get(order);
    if (group === undefined) {
      const created = { rows: [row.row], cells, ragged: ragged.has(row.row), items: item === null ? [] : [item] };
      groups.push(created);
      if (order !== '') groupByOrder.set(order, created);
      continue;
    }
    group.rows.push(row.row);
    group.ragged ||= ragged.has(row.row);
    if (item !== null) group.items.push(item);
    for (const [id] of mapped) if (group.cells[id] === '') group.cells[id] = cells[id];
  }

  return groups.map((group, id) => ({
    id, rows: group.rows, ragged: group.ragged, ...labelOf(group.cells, form, options), contents: withOrderCurrency(group.items, group.cells.currency),
  }));
}
