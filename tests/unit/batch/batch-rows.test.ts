import { describe, expect, it } from 'vitest';
import type { BatchColumnId } from '../../../src/batch/batch-columns';
import { batchRowsFrom, PLAIN_ROWS } from '../../../src/batch/batch-rows';
import { guessMapping, NO_COLUMNS } from '../../../src/batch/column-mapping';
import type { ParsedTable } from '../../../src/batch/parsed-table';
import { labelFrom } from '../../../src/label/label-data';
import { EMPTY_FORM } from '../../support/batch-import';
import { makeLabel } from '../../support/make-label';

/** A parsed table of named columns, its rows numbered from 2 unless a test gives numbers. */
const table = (headers: readonly string[], rows: readonly (readonly string[])[], options: { numbers?: number[]; ragged?: number[] } = {}): ParsedTable => ({
  headers,
  rows: rows.map((cells, index) => ({ row: options.numbers?.[index] ?? index + 2, cells })),
  raggedRows: options.ragged ?? [],
  notes: [],
});

/** The labels of a table whose headers are ShipLabel's own column ids, with an empty form. */
const labelsOf = (headers: readonly BatchColumnId[], rows: readonly (readonly string[])[], form = EMPTY_FORM) => {
  const mapping = { ...NO_COLUMNS, ...Object.fromEntries(headers.map((id, index) => [id, index])) };
  return batchRowsFrom(table(headers, rows), mapping, form).map((row) => row.label);
};

describe('making labels from rows', () => {
  it('makes one label per row, in file order, numbered from 0 with the row it came from', () => {
    const rows = batchRowsFrom(table(['Name', 'Address'], [['Ann', '1 Elm St'], ['Bo', '2 Oak Rd']], { numbers: [2, 5] }), guessMapping(['Name', 'Address']), EMPTY_FORM);
    expect(rows.map(({ id, rows: from, label, ragged }) => ({ id, from, name: label.toName, ragged }))).toEqual([
      { id: 0, from: [2], name: 'Ann', ragged: false },
      { id: 1, from: [5], name: 'Bo', ragged: false },
    ]);
  });

  it('joins city, state and postcode on one line, below the street lines and above the country', () => {
    const [label] = labelsOf(['toAddress1', 'toAddress2', 'toAddress3', 'toCity', 'toState', 'toPostcode', 'toCountry'], [
      ['4821 Lakeview Avenue', 'Suite 210', 'Building C', 'Portland', 'OR', '97205', 'United States'],
    ]);
    expect(label!.toAddress).toBe('4821 Lakeview Avenue\nSuite 210\nBuilding C\nPortland, OR 97205\nUnited States');
  });

  it('puts the postcode after the city when there is no state, and skips blank parts', () => {
    const [label] = labelsOf(['toAddress1', 'toAddress2', 'toCity', 'toState', 'toPostcode', 'toCountry'], [['10 Downing Street', '', 'London', '', 'SW1A 2AA', 'United Kingdom']]);
    expect(label!.toAddress).toBe('10 Downing Street\nLondon SW1A 2AA\nUnited Kingdom');
    expect(labelsOf(['toAddress1', 'toPostcode'], [['Postfach 12', '10115']])[0]!.toAddress).toBe('Postfach 12\n10115');
  });

  it('takes the whole address column over the parts when it has text', () => {
    const headers: BatchColumnId[] = ['toAddress', 'toAddress1', 'toCity'];
    expect(labelsOf(headers, [['1 Elm St\nLeeds LS1 1AA', '9 Other Rd', 'York'], ['', '2 Oak Rd', 'York']]).map((label) => label.toAddress)).toEqual([
      '1 Elm St\nLeeds LS1 1AA',
      '2 Oak Rd\nYork',
    ]);
  });

  it('keeps a multi-line address cell as its lines', () => {
    expect(labelsOf(['toName', 'toAddress1', 'toCountry'], [['Ann', '1 Elm St\nFlat 2', 'UK']])[0]!.toAddress).toBe('1 Elm St\nFlat 2\nUK');
  });

  it('joins first and last name when there is no name column value', () => {
    const headers: BatchColumnId[] = ['toName', 'toFirstName', 'toLastName', 'fromFirstName', 'fromLastName'];
    const labels = labelsOf(headers, [['', 'Zoë', 'Müller', 'Dan', 'Brooks'], ['Maria Alvarez', 'x', 'y', '', 'Brooks'], ['', '', 'Lee', '', '']]);
    expect(labels.map((label) => [label.toName, label.fromName])).toEqual([
      ['Zoë Müller', 'Dan Brooks'],
      ['Maria Alvarez', 'Brooks'],
      ['Lee', ''],
    ]);
  });

  it('fills the sender and message from the form when the row has none, but not the form\'s package details', () => {
    const [label] = labelsOf(['toName', 'weight', 'fromCity'], [['Ann', '', '']], makeLabel());
    expect(label).toEqual(makeLabel({ toName: 'Ann', toCompany: '', toAddress: '', toPhone: '', trackingNumber: '', weight: '', dimensions: '' }));
  });

  it("puts the form's weight and dimensions on rows without their own only when asked to", () => {
    const mapping = { ...NO_COLUMNS, toName: 0, weight: 1 };
    const rows = batchRowsFrom(table(['Name', 'Weight'], [['Ann', ''], ['Bo', '2 kg']]), mapping, makeLabel(), { ...PLAIN_ROWS, packageFromForm: true });
    expect(rows.map((row) => [row.label.weight, row.label.dimensions])).toEqual([
      ['3.2 lbs', '12 x 10 x 8 in'],
      ['2 kg', '12 x 10 x 8 in'],
    ]);
  });

  it('strips what spreadsheets add to protect postcodes, phones and tracking numbers, and stray spaces everywhere', () => {
    const [label] = labelsOf(['toName', 'toAddress1', 'toCity', 'toPostcode', 'toPhone', 'trackingNumber'], [
      ['Sam\u00a0 Receiver', ' 12  Elm St ', 'Boston', "'02134", '="+1 617 555 0100"', "'1Z999AA10123456784"],
    ]);
    expect(label).toMatchObject({ toName: 'Sam Receiver', toAddress: '12 Elm St\nBoston 02134', toPhone: '+1 617 555 0100', trackingNumber: '1Z999AA10123456784' });
  });

  it('normalises text to composed characters, so "München" typed two ways prints one way', () => {
    const [label] = labelsOf(['toCity'], [['Mu\u0308nchen']]);
    expect(label!.toAddress).toBe('M\u00fcnchen');
  });

  it('drops a second street line that a combined street column already ends with', () => {
    expect(labelsOf(['toAddress1', 'toAddress2'], [['12 Elm St, Apt 3', 'Apt 3']])[0]!.toAddress).toBe('12 Elm St\nApt 3');
  });

  it("takes the row's own sender and package values over the form's", () => {
    const headers: BatchColumnId[] = ['toName', 'fromName', 'fromCompany', 'fromAddress1', 'fromCity', 'fromPhone', 'weight', 'dimensions', 'customMessage'];
    const [label] = labelsOf(headers, [['Ann', 'Eve', 'Eve Ltd', '5 Mill Lane', 'Bath', '01225 555 000', '2 kg', '20 x 20 x 5 cm', 'Fragile']], makeLabel());
    expect(label).toEqual(
      makeLabel({
        toName: 'Ann', toCompany: '', toAddress: '', toPhone: '', trackingNumber: '',
        fromName: 'Eve', fromCompany: 'Eve Ltd', fromAddress: '5 Mill Lane\nBath', fromPhone: '01225 555 000',
        weight: '2 kg', dimensions: '20 x 20 x 5 cm', customMessage: 'Fragile',
      }),
    );
  });

  it('never takes the recipient or the tracking number from the form', () => {
    const [label] = labelsOf(['weight'], [['1 kg']], makeLabel());
    expect([label!.toName, label!.toCompany, label!.toAddress, label!.toPhone, label!.trackingNumber]).toEqual(['', '', '', '', '']);
  });

  it('skips rows whose mapped cells are all empty, even when unmapped cells have text', () => {
    const rows = batchRowsFrom(table(['Name', 'SKU'], [['', 'A-1'], ['Bo', 'B-2']]), guessMapping(['Name', 'SKU']), EMPTY_FORM);
    expect(rows.map((row) => [row.id, row.rows])).toEqual([[0, [3]]]);
  });

  it('makes no labels when no column is mapped', () => {
    expect(batchRowsFrom(table(['SKU'], [['A-1']]), NO_COLUMNS, EMPTY_FORM)).toEqual([]);
  });

  it('keeps text over the field limits whole, for the problems to report', () => {
    const long = 'x'.repeat(5000);
    expect(labelsOf(['toName', 'customMessage'], [[long, long]])[0]).toMatchObject({ toName: long, customMessage: long });
  });

  it('reads a cell the row lacks as empty', () => {
    expect(labelsOf(['toName', 'toCompany', 'toPhone'], [['Ann']])[0]).toEqual(labelFrom({ toName: 'Ann' }));
  });

  it('marks a label ragged when its row is', () => {
    const rows = batchRowsFrom(table(['Name'], [['Ann'], ['Bo', 'x']], { ragged: [3] }), guessMapping(['Name']), EMPTY_FORM);
    expect(rows.map((row) => row.ragged)).toEqual([false, true]);
  });
});

describe('rows of one order', () => {
  const headers: BatchColumnId[] = ['orderNumber', 'toName', 'toAddress1', 'toAddress2', 'toCity'];
  const mapping = { ...NO_COLUMNS, ...Object.fromEntries(headers.map((id, index) => [id, index])) };

  it('become one label at the first row\'s place, each column taking its first non-empty cell', () => {
    const rows = batchRowsFrom(
      table(
        headers,
        [['#1001', 'Ann', '1 Elm St', '', 'Leeds'], ['#1002', 'Bo', '2 Oak Rd', '', 'York'], ['#1001', '', '', 'Flat 2', ''], ['#1001', 'Other', 'x', 'y', 'z']],
        { ragged: [4] },
      ),
      mapping,
      EMPTY_FORM,
    );
    expect(rows.map(({ id, rows: from, label, ragged }) => ({ id, from, name: label.toName, address: label.toAddress, ragged }))).toEqual([
      { id: 0, from: [2, 4, 5], name: 'Ann', address: '1 Elm St\nFlat 2\nLeeds', ragged: true },
      { id: 1, from: [3], name: 'Bo', address: '2 Oak Rd\nYork', ragged: false },
    ]);
  });

  it('stay separate labels when the order number is empty', () => {
    expect(batchRowsFrom(table(headers, [['', 'Ann', '', '', ''], ['', 'Bo', '', '', '']]), mapping, EMPTY_FORM)).toHaveLength(2);
  });

  it('stay separate labels when no order number column is mapped', () => {
    const rows = batchRowsFrom(table(headers, [['#1', 'Ann', '', '', ''], ['#1', 'Bo', '', '', '']]), { ...mapping, orderNumber: null }, EMPTY_FORM);
    expect(rows.map((row) => row.label.toName)).toEqual(['Ann', 'Bo']);
  });
});
