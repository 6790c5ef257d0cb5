import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, MAX_BATCH_LABELS, MAX_IMPORT_BYTES, tooManyLabelsMessage } from '../../../src/batch/batch-limits';

describe('batch limits', () => {
  it('makes up to 10,000 labels from a file of up to 50 MB', () => {
    expect(MAX_BATCH_LABELS).toBe(10_000);
    expect(MAX_IMPORT_BYTES).toBe(52_428_800);
  });

  it('says how many labels a file makes and how to split it', () => {
    expect(tooManyLabelsMessage(12_345)).toBe(
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
});
