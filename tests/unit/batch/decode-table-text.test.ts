import { describe, expect, it } from 'vitest';
import { importMessages } from '../../../src/batch/import-messages';
import { decodeTableText } from '../../../workers/batch/decode-table-text';
import { TableImportError } from '../../../workers/batch/table-import-error';
import { csvText, utf16Bytes, utf8Bytes, windows1252Bytes } from '../../support/csv-fixtures';
import { english } from '../../support/english';

const SHEET = csvText([['Name', 'City', 'Message'], ['Zoë Müller', 'Curaçao', '“Fragile” – €40 inside']]);

const importError = (bytes: Uint8Array): unknown => {
  try {
    decodeTableText(bytes);
  } catch (error) {
    return error;
  }
  return null;
};

describe('decoding a file to text', () => {
  it('reads UTF-8 as it is', () => {
    expect(decodeTableText(utf8Bytes(SHEET))).toBe(SHEET);
  });

  it('drops the byte order mark Excel puts before UTF-8', () => {
    expect(decodeTableText(utf8Bytes(SHEET, { bom: true }))).toBe(SHEET);
  });

  it("reads Excel's Unicode text, UTF-16 little- or big-endian after its byte order mark", () => {
    expect(decodeTableText(utf16Bytes(SHEET, 'le'))).toBe(SHEET);
    expect(decodeTableText(utf16Bytes(SHEET, 'be'))).toBe(SHEET);
  });

  it('reads bytes that are not UTF-8 as Windows-1252, with its curly quotes, dash and euro sign', () => {
    expect(decodeTableText(windows1252Bytes(SHEET))).toBe(SHEET);
  });

  it('reads an empty file as empty text, for the parser to report', () => {
    expect(decodeTableText(new Uint8Array())).toBe('');
  });

  it('tells the visitor to save a workbook as CSV', () => {
    const error = importError(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(error).toBeInstanceOf(TableImportError);
    expect(error).toMatchObject({ name: 'TableImportError', problem: importMessages.workbook });
    expect(english(importMessages.workbook)).toBe(
      'This is a spreadsheet workbook (.xlsx), not a CSV. In your spreadsheet app choose File › Save As (or Download) › CSV, then import that file.',
    );
  });

  it('refuses PDFs and images by their signatures', () => {
    for (const signature of ['%PDF-1.7\n', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff\xe0', 'GIF89a']) {
      expect(importError(Uint8Array.from(signature, (char) => char.charCodeAt(0)))).toMatchObject({ problem: importMessages.notText });
    }
  });

  it('refuses a file with NUL bytes near its start, such as an old .xls workbook', () => {
    const bytes = new Uint8Array(600).fill(0x41);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);
    expect(importError(bytes)).toMatchObject({ name: 'TableImportError', problem: importMessages.notText });
    expect(english(importMessages.notText)).toBe('This file is not text: choose a CSV, TSV or .txt file saved from your spreadsheet or shop.');
  });

  it('reads a NUL byte beyond the first 8 KB as text', () => {
    const bytes = utf8Bytes(`Name\n${'x'.repeat(9000)}\0`);
    expect(decodeTableText(bytes).endsWith('x\0')).toBe(true);
  });
});
