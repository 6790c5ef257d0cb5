import { describe, expect, it } from 'vitest';
import { batchRowsFrom } from '../../../src/batch/batch-rows';
import { guessMapping } from '../../../src/batch/column-mapping';
import type { ParsedTable } from '../../../src/batch/parsed-table';
import { rowProblems, type RowProblem } from '../../../src/batch/row-problems';
import { templateCsv } from '../../../src/batch/template-csv';
import { parcelTotal } from '../../../src/label/parcel-count';
import { parseTable } from '../../../workers/batch/parse-table';
import { EMPTY_FORM } from '../../support/batch-import';
import { english } from '../../support/english';

/** Problems with their words in English, as a visitor reads them. */
const inEnglish = (problems: readonly RowProblem[]) => problems.map((problem) => ({ ...problem, text: english(problem.text) }));

const table = (headers: readonly string[], rows: readonly (readonly string[])[]): ParsedTable => ({
  headers,
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  raggedRows: [],
  notes: [],
});

const rowsOf = (headers: readonly string[], rows: readonly (readonly string[])[]) => batchRowsFrom(table(headers, rows), guessMapping(headers), EMPTY_FORM);

describe('the reference a batch prints', () => {
  it.each([
    ['Shopify', ['Name', 'Shipping Name', 'Shipping Address1'], '#1001'],
    ['an Order ID column', ['Order ID', 'Recipient name', 'Address'], '#1001'],
    ['an Order Number column', ['Order Number', 'Recipient name', 'Address'], '#1001'],
  ])('is the order number of %s', (_, headers, reference) => {
    const [row] = rowsOf(headers, [['#1001', 'Ann Lee', '1 Elm St']]);
    expect(row!.label.reference).toBe(reference);
    expect(row!.label.toName).toBe('Ann Lee');
  });

  it('is a Reference column where the file has one, over its order number', () => {
    const [row] = rowsOf(['Order Number', 'Reference', 'Recipient name'], [['1001', 'PO-77/B', 'Ann Lee']]);
    expect(row!.label.reference).toBe('PO-77/B');
  });

  it('longer than 35 characters keeps the row out, saying so', () => {
    const [row] = rowsOf(['Reference', 'Recipient name', 'Address'], [['R'.repeat(36), 'Ann Lee', '1 Elm St']]);
    expect(inEnglish(rowProblems(row!))).toContainEqual({ field: 'reference', text: 'Reference is 36 characters; a label takes at most 35', blocking: true });
  });
});

describe('the parcels a batch row ships in', () => {
  it.each(['Parcels', 'Number of packages', 'Boxes'])('are read from a %s column, each row that many labels', (header) => {
    const rows = rowsOf([header, 'Recipient name', 'Address'], [['3', 'Ann Lee', '1 Elm St'], ['', 'Bo Ray', '2 Oak Rd']]);
    expect(rows.map((row) => row.label.parcels)).toEqual(['3', '']);
    expect(parcelTotal(rows.map((row) => row.label))).toBe(4);
  });

  it.each(['0', '100', 'two', '2.5'])('%j keeps the row out until fixed, saying what Parcels takes', (cell) => {
    const [row] = rowsOf(['Parcels', 'Recipient name', 'Address'], [[cell, 'Ann Lee', '1 Elm St']]);
    expect(inEnglish(rowProblems(row!))).toContainEqual({ field: 'parcels', text: 'Parcels must be a whole number from 1 to 99', blocking: true });
  });

  it('the template has a Parcels column, 1 in its example row, which reads back as one label', () => {
    const template = parseTable(templateCsv());
    expect(template.headers).toContain('Parcels');
    const [row] = batchRowsFrom(template, guessMapping(template.headers), EMPTY_FORM);
    expect(row!.label.parcels).toBe('1');
    expect(row!.label.reference).toBe('1001');
  });
});
