// How much one import takes, and what the visitor reads when a file is more than that or cannot be read.
import { lazily } from '../label/lazily';

/** Where the build puts the template CSV, and the name it downloads under. */
export const TEMPLATE_FILE_NAME = 'shiplabel-template.csv';

export const MAX_BATCH_LABELS = 10_000;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;
const wholeFormat = lazily(() => new Intl.NumberFormat('en-US'));
const tenthsFormat = lazily(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const whole = (value: number): string => wholeFormat().format(value);
const splitAdvice = (): string =>
  `Split it into files of at most ${whole(MAX_BATCH_LABELS)} rows, each with the header row, and import them one by one.`;

export const tooManyLabelsMessage = (count: number): string =>
  `This file makes ${whole(count)} labels; ShipLabel makes up to ${whole(MAX_BATCH_LABELS)} at a time. ${splitAdvice()}`;

// Rounded up, so a file just over the limit never reads as "50.0 MB" beside "up to 50 MB".
const megabytes = (bytes: number): string => tenthsFormat().format(Math.ceil((bytes / MEGABYTE) * 10 - 1e-9) / 10);

export const fileTooLargeMessage = (bytes: number): string =>
  `This file is ${megabytes(bytes)} MB; ShipLabel reads files up to ${whole(MAX_IMPORT_BYTES / MEGABYTE)} MB. Split it into smaller files, each with the header row.`;

/** The parser's words for a file it cannot read, or reads on a guess. */
export const importMessages = {
  empty: 'This file is empty.',
  headerOnly: 'This file has a header row but no rows of labels below it.',
  workbook:
    'This is a spreadsheet workbook (.xlsx), not a CSV. In your spreadsheet app choose File › Save As (or Download) › CSV, then import that file.',
  notText: 'This file is not text: choose a CSV, TSV or .txt file saved from your spreadsheet or shop.',
  tooManyRows: (rows: number): string =>
    `This file has ${whole(rows)} rows; ShipLabel makes up to ${whole(MAX_BATCH_LABELS)} labels at a time. ${splitAdvice()}`,
  unclosedQuote: (row: number): string =>
    `Row ${whole(row)} opens a quote that is never closed: everything after it was read into one cell. Check that row in your spreadsheet.`,
  strayQuote: (row: number): string =>
    `Row ${whole(row)} has a quote mark inside a quoted cell that is not doubled: its cells may be split in the wrong places. Check that row in your spreadsheet.`,
} as const;
