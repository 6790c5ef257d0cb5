import type { LabelData } from '../label/label-data';
import { BATCH_COLUMN_IDS, type BatchColumnId } from './batch-columns';
import type { ColumnMapping } from './column-mapping';
import type { ParsedTable, TableRow } from './parsed-table';

/** One label to make: `rows` are the spreadsheet rows it came from (several for a Shopify order), `id` its place in the batch. */
export type BatchRow = { id: number; rows: readonly number[]; label: LabelData; ragged: boolean };

type Cells = Record<BatchColumnId, string>;
type Group = { rows: number[]; cells: Cells; ragged: boolean };

const joinFilled = (parts: readonly string[], separator: string): string => parts.filter((part) => part !== '').join(separator);

const personName = (name: string, first: string, last: string): string => name || joinFilled([first, last], ' ');

/** The whole address when the file has it, else its parts as a label prints them: "Portland, OR 97205" on one line. */
const addressFrom = (whole: string, lines: readonly string[], city: string, state: string, postcode: string, country: string): string =>
  whole || joinFilled([...lines, joinFilled([joinFilled([city, state], ', '), postcode], ' '), country], '\n');

const labelOf = (cells: Cells, form: LabelData): LabelData => ({
  toName: personName(cells.toName, cells.toFirstName, cells.toLastName),
  toCompany: cells.toCompany,
  toAddress: addressFrom(cells.toAddress, [cells.toAddress1, cells.toAddress2, cells.toAddress3], cells.toCity, cells.toState, cells.toPostcode, cells.toCountry),
  toPhone: cells.toPhone,
  // The sender is usually the same for the whole batch, so the form supplies what the file leaves out.
  fromName: personName(cells.fromName, cells.fromFirstName, cells.fromLastName) || form.fromName,
  fromCompany: cells.fromCompany || form.fromCompany,
  fromAddress:
    addressFrom(cells.fromAddress, [cells.fromAddress1, cells.fromAddress2, cells.fromAddress3], cells.fromCity, cells.fromState, cells.fromPostcode, cells.fromCountry) ||
    form.fromAddress,
  fromPhone: cells.fromPhone || form.fromPhone,
  weight: cells.weight || form.weight,
  dimensions: cells.dimensions || form.dimensions,
  // Never from the form: one tracking number on every parcel would be wrong.
  trackingNumber: cells.trackingNumber,
  customMessage: cells.customMessage || form.customMessage,
});

const NO_CELLS: Readonly<Cells> = Object.fromEntries(BATCH_COLUMN_IDS.map((id) => [id, ''])) as Cells;

/** The mapped cells of a row, or null when all of them are empty (a row that is not a label). */
const cellsOf = (row: TableRow, mapped: readonly (readonly [BatchColumnId, number])[]): Cells | null => {
  const cells: Cells = { ...NO_CELLS };
  let filled = false;
  for (const [id, index] of mapped) {
    const value = row.cells[index]?.trim() ?? '';
    cells[id] = value;
    if (value !== '') filled = true;
  }
  return filled ? cells : null;
};

/**
 * The labels a table makes with a mapping, in file order. Rows with one order number make one label, at the first row's
 * place, each column taking its first non-empty cell: Shopify fills the shipping columns on an order's first row only.
 * Text is kept whole (trimmed only); rowProblems reports what is too long.
 */
export function batchRowsFrom(table: ParsedTable, mapping: ColumnMapping, form: LabelData): BatchRow[] {
  const mapped = BATCH_COLUMN_IDS.flatMap((id) => {
    const index = mapping[id];
    return index === null ? [] : [[id, index] as const];
  });
  const ragged = new Set(table.raggedRows);
  const groups: Group[] = [];
  const groupByOrder = new Map<string, Group>();

  for (const row of table.rows) {
    const cells = cellsOf(row, mapped);
    if (cells === null) continue;
    const order = cells.orderNumber;
    const group = order === '' ? undefined : groupByOrder.get(order);
    if (group === undefined) {
      const created = { rows: [row.row], cells, ragged: ragged.has(row.row) };
      groups.push(created);
      if (order !== '') groupByOrder.set(order, created);
      continue;
    }
    group.rows.push(row.row);
    group.ragged ||= ragged.has(row.row);
    for (const [id] of mapped) if (group.cells[id] === '') group.cells[id] = cells[id];
  }

  return groups.map((group, id) => ({ id, rows: group.rows, label: labelOf(group.cells, form), ragged: group.ragged }));
}
