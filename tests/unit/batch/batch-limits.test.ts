import { describe, expect, it } from 'vitest';
import { MAX_BATCH_LABELS, MAX_IMPORT_BYTES } from '../../../src/batch/batch-limits';
import { fileTooLargeMessage as tooLarge, importMessages, tooManyLabelsMessage } from '../../../src/batch/import-messages';
import { english } from '../../support/english';

const fileTooLargeMessage = (bytes: number, locale = 'en'): string => english(tooLarge(bytes, locale));

describe('batch limits', () => {
  it('makes up to 10,000 labels from a file of up to 50 MB', () => {
    expect(MAX_BATCH_LABELS).toBe(10_000);
    expect(MAX_IMPORT_BYTES).toBe(52_428_800);
  });

  it('says how many labels a file makes and how to split it', () => {
    expect(english(tooManyLabelsMessage(12_345))).toBe(
      'This file makes 12,345 labels; ShipLabel makes up to 10,000 at a time. Split it into files of at most 10,000 rows, each with the header row, and import them one by one.',
    );
  });

  it('says how large a file is, in megabytes to one decimal', () => {
    expect(fileTooLargeMessage(Math.round(63.2 * 1024 * 1024))).toBe(
      'This file is 63.2 MB; ShipLabel reads files up to 50 MB. Split it into smaller files, each with the header row.',
    );
    expect(fileTooLargeMessage(2 * 1024 ** 3)).toMatch(/^This file is 2,048\.0 MB;/);
  });

  it('rounds up, so a file just over the limit never reads as 50.0 MB', () => {
    expect(fileTooLargeMessage(MAX_IMPORT_BYTES + 1)).toMatch(/^This file is 50\.1 MB;/);
  });

  it('writes the size in the page’s language', () => {
    expect(fileTooLargeMessage(2 * 1024 ** 3, 'de')).toMatch(/^This file is 2\.048,0 MB; ShipLabel reads files up to 50 MB\./);
  });

  it('says how many rows a file has, and where its quotes went wrong', () => {
    expect(english(importMessages.tooManyRows(123_456))).toBe(
      'This file has 123,456 rows; ShipLabel makes up to 10,000 labels at a time. Split it into files of at most 10,000 rows, each with the header row, and import them one by one.',
    );
    expect(english(importMessages.unclosedQuote(1234))).toBe(
      'Row 1,234 opens a quote that is never closed: everything after it was read into one cell. Check that row in your spreadsheet.',
    );
    expect(english(importMessages.strayQuote(2))).toMatch(/^Row 2 has a quote mark inside a quoted cell that is not doubled/);
  });
});
