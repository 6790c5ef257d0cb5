// What the visitor reads when a file is more than one import takes (batch-limits.ts), or cannot be read.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { MAX_BATCH_LABELS, MAX_IMPORT_BYTES } from './batch-limits';

const MEGABYTE = 1024 * 1024;

// Numbers are placeholders the page formats in the visitor's language: a count as `#` in a plural.
export const tooManyLabelsMessage = (count: number): MessageDescriptor => {
  const max = MAX_BATCH_LABELS;
  return msg`This file makes ${plural(count, { one: '# label', other: '# labels' })}; ShipLabel makes up to ${plural(max, { other: '#' })} at a time. Split it into files of at most ${plural(max, { one: '# row', other: '# rows' })}, each with the header row, and import them one by one.`;
};

// Rounded up, so a file just over the limit never reads as "50.0 MB" beside "up to 50 MB".
const megabytes = (bytes: number): number => Math.ceil((bytes / MEGABYTE) * 10 - 1e-9) / 10;

/** A file over MAX_IMPORT_BYTES, its size to a tenth of a megabyte in the visitor's language (`locale`). */
export const fileTooLargeMessage = (bytes: number, locale: string): MessageDescriptor => {
  const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes(bytes));
  const limit = new Intl.NumberFormat(locale).format(MAX_IMPORT_BYTES / MEGABYTE);
  return msg`This file is ${size} MB; ShipLabel reads files up to ${limit} MB. Split it into smaller files, each with the header row.`;
};

/** The parser's words for a file it cannot read, or reads on a guess. */
export const importMessages = {
  empty: msg`This file is empty.`,
  headerOnly: msg`This file has a header row but no rows of labels below it.`,
  workbook: msg({
    message:
      'This is a spreadsheet workbook (.xlsx), not a CSV. In your spreadsheet app choose File › Save As (or Download) › CSV, then import that file.',
    comment: 'File › Save As (or Download) › CSV is the menu path in spreadsheet apps: use the menu names those apps show in your language',
  }),
  notText: msg`This file is not text: choose a CSV, TSV or .txt file saved from your spreadsheet or shop.`,
  tooManyRows: (rows: number): MessageDescriptor => {
    const max = MAX_BATCH_LABELS;
    return msg`This file has ${plural(rows, { one: '# row', other: '# rows' })}; ShipLabel makes up to ${plural(max, { one: '# label', other: '# labels' })} at a time. Split it into files of at most ${plural(max, { one: '# row', other: '# rows' })}, each with the header row, and import them one by one.`;
  },
  unclosedQuote: (row: number): MessageDescriptor =>
    msg`Row ${plural(row, { other: '#' })} opens a quote that is never closed: everything after it was read into one cell. Check that row in your spreadsheet.`,
  strayQuote: (row: number): MessageDescriptor =>
    msg`Row ${plural(row, { other: '#' })} has a quote mark inside a quoted cell that is not doubled: its cells may be split in the wrong places. Check that row in your spreadsheet.`,
} as const;
