import { describe, expect, it } from 'vitest';
import { decodeTableText } from '../../../workers/batch/decode-table-text';
import { csvText, utf16Bytes, utf8Bytes, windows1252Bytes } from '../../support/csv-fixtures';
import { importBatch } from '../../support/batch-import';
import { makeLabel } from '../../support/make-label';

const FORM = makeLabel();

const SHEET = [
  ['Name', 'Street', 'Postcode', 'City', 'Country', 'Message'],
  ['Zoë Müller', 'Kaya Grandi 12', '', 'Willemstad', 'Curaçao', '“Fragile” – €40 inside'],
];

const ZOE = makeLabel({
  toName: 'Zoë Müller',
  toCompany: '',
  toAddress: 'Kaya Grandi 12\nWillemstad\nCuraçao',
  toPhone: '',
  trackingNumber: '',
  weight: '',
  dimensions: '',
  customMessage: '“Fragile” – €40 inside',
});

const labelsOf = (bytes: Uint8Array) => importBatch(decodeTableText(bytes), FORM).map((row) => row.label);

describe('importing a saved file', () => {
  it("reads Excel's CSV on a European Windows PC: Windows-1252, semicolons, CRLF", () => {
    expect(labelsOf(windows1252Bytes(csvText(SHEET, { delimiter: ';' })))).toEqual([ZOE]);
  });

  it("reads Excel's CSV UTF-8, with its byte order mark", () => {
    expect(labelsOf(utf8Bytes(csvText(SHEET), { bom: true }))).toEqual([ZOE]);
  });

  it("reads Excel's Unicode text: UTF-16LE, tab-delimited", () => {
    expect(labelsOf(utf16Bytes(csvText(SHEET, { delimiter: '\t' }), 'le'))).toEqual([ZOE]);
  });

  it('reads a multi-line address typed into one spreadsheet cell', () => {
    const text = csvText([['Name', 'Address'], ['Maria Alvarez', '4821 Lakeview Avenue, Suite 210\r\nPortland, OR 97205\r\nUnited States']]);
    expect(labelsOf(utf8Bytes(text))).toEqual([makeLabel({ toCompany: '', toPhone: '', trackingNumber: '', weight: '', dimensions: '' })]);
  });
});
