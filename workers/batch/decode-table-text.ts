// Worker code: reads the bytes of a dropped file as text. It may import the pure model only.
import { importMessages } from '../../src/batch/import-messages';
import { TableImportError } from './table-import-error';

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// PDF, PNG, JPEG and GIF: what a visitor picks by mistake from the same folder.
const NOT_TEXT = [[0x25, 0x50, 0x44, 0x46], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38]];
const SNIFF_BYTES = 8 * 1024;

// Windows-1252's letters and signs at 0x80–0x9F. Node decodes "windows-1252" as Latin-1 (control characters there),
// browsers as this table; mapping them afterwards makes both read "€" and "“".
const WINDOWS_1252_C1: Readonly<Record<string, string>> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((char, index) => [String.fromCharCode(0x80 + index), char]),
);

const decodeWindows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char] ?? char);

/**
 * A file's text: UTF-8 (its BOM dropped), UTF-16 when it starts with that BOM (Excel's "Unicode text"), else Windows-1252,
 * which is what older Excel writes and which reads any bytes. Workbooks and other binary files throw TableImportError.
 */
export function decodeTableText(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, UTF16BE_BOM)) return new TextDecoder('utf-16be').decode(bytes);
  if (startsWith(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes);
  if (startsWith(bytes, ZIP)) throw new TableImportError(importMessages.workbook);
  if (NOT_TEXT.some((signature) => startsWith(bytes, signature)) || bytes.subarray(0, SNIFF_BYTES).includes(0)) {
    throw new TableImportError(importMessages.notText);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
