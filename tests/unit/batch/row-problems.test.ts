import { describe, expect, it } from 'vitest';
import type { BatchRow } from '../../../src/batch/batch-rows';
import { hasBlockingProblem, includedByDefault, rowProblems as problemsOf, type RowProblem } from '../../../src/batch/row-problems';
import type { LabelData } from '../../../src/label/label-data';
import { csvText } from '../../support/csv-fixtures';
import { importBatch } from '../../support/batch-import';
import { english } from '../../support/english';
import { makeLabel } from '../../support/make-label';

/** A row's problems, their words in English as a visitor reads them. */
const rowProblems = (row: BatchRow): (Omit<RowProblem, 'text'> & { text: string })[] =>
  problemsOf(row).map((problem) => ({ ...problem, text: english(problem.text) }));

const makeRow = (label: Partial<LabelData> = {}, ragged = false, row: Partial<BatchRow> = {}): BatchRow => ({
  id: 0, rows: [2], label: makeLabel(label), ragged, notes: [], nameInAddress: '', contents: [], countries: { from: null, to: null }, ...row,
});

const ASCII_ONLY = 'Tracking number is not a Code 128 barcode: it may use only plain ASCII letters, digits and symbols';

describe('advice on a row', () => {
  it('notes a tracking number whose check digit is wrong, as advice that keeps the row in the batch', () => {
    const problems = rowProblems(makeRow({ trackingNumber: '1Z999AA10123456785' }));
    expect(problems).toEqual([{ field: 'trackingNumber', text: 'This looks like a UPS number but its check digit is wrong — a typo?', blocking: false, advice: true }]);
    expect(includedByDefault(problemsOf(makeRow({ trackingNumber: '1Z999AA10123456785' })))).toBe(true);
  });

  it('says a tracking number a spreadsheet turned into 1.23E+21 has lost its digits, and leaves the row out until included', () => {
    const problems = rowProblems(makeRow({ trackingNumber: '9.40011E+21' }));
    expect(problems.map((problem) => problem.field)).toEqual(['trackingNumber']);
    expect(problems[0]!.text).toContain('spreadsheet');
    expect(includedByDefault(problemsOf(makeRow({ trackingNumber: '9.40011E+21' })))).toBe(false);
  });

  it("lists the address notes read from the file as advice on the recipient's address", () => {
    const note = { id: 'postcode-note', message: '80331 looks like a postcode of Germany; this label is going to France.' };
    expect(problemsOf(makeRow({}, false, { notes: [note] }))).toEqual([{ field: 'toAddress', text: note, blocking: false, advice: true }]);
  });

  it('does not ask for a name that prints inside the address (Japanese order)', () => {
    expect(rowProblems(makeRow({ toName: '' }, false, { nameInAddress: '山田太郎 様' }))).toEqual([]);
  });
});

describe('problems in a row', () => {
  it('finds none in a complete label', () => {
    expect(rowProblems(makeRow())).toEqual([]);
  });

  it('reports a missing recipient name and address, without blocking the row', () => {
    expect(rowProblems(makeRow({ toName: ' ', toAddress: '' }))).toEqual([
      { field: 'toName', text: 'No recipient name', blocking: false },
      { field: 'toAddress', text: 'No recipient address', blocking: false },
    ]);
  });

  it('blocks a field over its limit, counting characters as people do', () => {
    expect(rowProblems(makeRow({ toAddress: 'a'.repeat(2345), customMessage: '📦'.repeat(2001) }))).toEqual([
      { field: 'toAddress', text: 'Recipient address is 2,345 characters; a label takes at most 2,000', blocking: true },
      { field: 'customMessage', text: 'Message is 2,001 characters; a label takes at most 2,000', blocking: true },
    ]);
    expect(rowProblems(makeRow({ customMessage: '📦'.repeat(2000) }))).toEqual([]);
  });

  it('names each field as the form does', () => {
    const texts = rowProblems(makeRow({ fromName: 'x'.repeat(301), fromPhone: '1'.repeat(101), weight: 'x'.repeat(101), dimensions: 'x'.repeat(101) })).map((problem) => problem.text);
    expect(texts).toEqual([
      'Sender name is 301 characters; a label takes at most 300',
      'Sender phone is 101 characters; a label takes at most 100',
      'Weight is 101 characters; a label takes at most 100',
      'Dimensions is 101 characters; a label takes at most 100',
    ]);
  });

  it('reports a tracking number that is not plain ASCII, which prints as text and does not block', () => {
    expect(rowProblems(makeRow({ trackingNumber: 'CP123456785DE–X' }))).toEqual([{ field: 'trackingNumber', text: ASCII_ONLY, blocking: false }]);
    expect(rowProblems(makeRow({ trackingNumber: '' }))).toEqual([]);
  });

  it('reports a tracking number too long for a barcode as over its limit only', () => {
    expect(rowProblems(makeRow({ trackingNumber: '1'.repeat(41) }))).toEqual([
      { field: 'trackingNumber', text: 'Tracking number is 41 characters; a label takes at most 40', blocking: true },
    ]);
  });

  it('reports a row with a different number of cells, last', () => {
    expect(rowProblems(makeRow({ toName: '', trackingNumber: 'ü' }, true))).toEqual([
      { field: 'toName', text: 'No recipient name', blocking: false },
      { field: 'trackingNumber', text: ASCII_ONLY, blocking: false },
      { field: null, text: 'Has a different number of cells than the header row: check the columns', blocking: false },
    ]);
  });

  it('gives each label of a file whose recipient headers are unknown both recipient problems', () => {
    const text = csvText([['Kunde', 'Lieferadresse', 'Tracking number'], ['Ann Lee', '1 Elm St', '1Z1'], ['Bo Ray', '2 Oak Rd', '1Z2']]);
    expect(importBatch(text).map((row) => rowProblems(row).map((problem) => problem.text))).toEqual([
      ['No recipient name', 'No recipient address'],
      ['No recipient name', 'No recipient address'],
    ]);
  });
});

describe('blocking problems', () => {
  it('are only those over a limit', () => {
    expect(hasBlockingProblem(problemsOf(makeRow({ toName: '', toAddress: '', trackingNumber: 'ü' }, true)))).toBe(false);
    expect(hasBlockingProblem(problemsOf(makeRow({ toPhone: '5'.repeat(101) })))).toBe(true);
    expect(hasBlockingProblem([])).toBe(false);
  });
});
