// Worker code: papaparse runs here, never on the page. It may import the pure model only.
import type { MessageDescriptor } from '@lingui/core';
import Papa from 'papaparse';
import { MAX_BATCH_LABELS } from '../../src/batch/batch-limits';
import { importMessages } from '../../src/batch/import-messages';
import type { ParsedTable, TableRow } from '../../src/batch/parsed-table';
import { TableImportError } from './table-import-error';

export { TableImportError } from './table-import-error';

const DELIMITERS = [',', ';', '\t', '|'];
// Rows, not labels: Shopify writes a row per item, so a file makes fewer labels than it has rows; the page counts labels.
const MAX_DATA_ROWS = 10 * MAX_BATCH_LABELS;

/** The delimiter, guessed on the rows that are not blank: papaparse's guess counts a trailing blank line as a one-cell row. */
const guessDelimiter = (text: string): string =>
  Papa.parse<string[]>(text, { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy', preview: 1, worker: false }).meta.delimiter;

const cleanCell = (cell: string): string => {
  const trimmed = cell.trim();
  return trimmed.includes('\r') ? trimmed.replace(/\r\n?/g, '\n') : trimmed;
};

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell === '');

// Trailing empty cells past the header (a trailing comma) move no column, so they do not make a row ragged.
const isRagged = (cells: readonly string[], width: number): boolean =>
  cells.length < width || (cells.length > width && cells.slice(width).some((cell) => cell !== ''));

/** Notes on quotes papaparse read on a guess, one per row, with the row numbers a spreadsheet shows. */
const quoteNotes = (errors: readonly Papa.ParseError[]): MessageDescriptor[] => {
  const unclosed = new Set(errors.filter((error) => error.code === 'MissingQuotes').map((error) => (error.row ?? 0) + 1));
  const stray = new Set(errors.filter((error) => error.code === 'InvalidQuotes').map((error) => (error.row ?? 0) + 1));
  return [
    ...[...stray].filter((row) => !unclosed.has(row)).map((row) => importMessages.strayQuote(row)),
    ...[...unclosed].map((row) => importMessages.unclosedQuote(row)),
  ];
};

/**
 * A CSV, TSV or pasted spreadsheet as a table: the first row that is not blank is the header, blank rows are skipped but
 * keep their numbers, cells are trimmed. Throws TableImportError for a file with no rows of labels, or far too many.
 */
export function parseTable(text: string): ParsedTable {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new TableImportError(importMessages.empty);

  const result = Papa.parse<string[]>(body, { delimiter: guessDelimiter(body), header: false, skipEmptyLines: false, worker: false });
  let headers: string[] | null = null;
  const rows: TableRow[] = [];
  const raggedRows: number[] = [];
  for (const [index, raw] of result.data.entries()) {
    const cells = raw.map(cleanCell);
    if (isBlank(cells)) continue;
    if (headers === null) {
      // An empty header cell stays empty: the page names it by its place ("Column 2") in the visitor's language.
      headers = cells;
      continue;
    }
    // A spreadsheet numbers every record from 1, blank ones too, and a quoted line break stays inside its row.
    const row = index + 1;
    rows.push({ row, cells });
    if (isRagged(cells, headers.length)) raggedRows.push(row);
  }

  if (headers === null) throw new TableImportError(importMessages.empty);
  if (rows.length === 0) throw new TableImportError(importMessages.headerOnly);
  if (rows.length > MAX_DATA_ROWS) throw new TableImportError(importMessages.tooManyRows(rows.length));
  return { headers, rows, raggedRows, notes: quoteNotes(result.errors) };
}
