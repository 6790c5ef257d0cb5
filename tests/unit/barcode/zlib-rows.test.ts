import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zlibRows } from '../../../workers/barcode/zlib-rows';

/** Rows of `rowLength` bytes from a seed: each row random, or a copy of the one above. */
const rows = (rowLength: number, count: number, repeatEvery: number, seed = 7): Uint8Array => {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  const data = new Uint8Array(rowLength * count);
  for (let row = 0; row < count; row += 1) {
    for (let index = 0; index < rowLength; index += 1) {
      data[row * rowLength + index] = row % repeatEvery !== 0 ? data[(row - 1) * rowLength + index]! : random();
    }
  }
  return data;
};

describe('zlib rows', () => {
  it.each([
    ['a barcode: one row repeated', 89, 160, 1000],
    ['rows of every length a match can take, and past one match', 3, 4, 2],
    ['rows just over the longest match', 259, 6, 3],
    ['rows that leave one or two bytes after the longest matches', 517, 5, 2],
    ['rows that never repeat', 40, 10, 1],
    ['a single short row', 2, 1, 1],
  ])('inflates back to exactly the data: %s', (_case, rowLength, count, repeatEvery) => {
    const data = rows(rowLength, count, repeatEvery);
    expect(Buffer.from(inflateSync(zlibRows(data, rowLength))).equals(Buffer.from(data))).toBe(true);
  });

  it('writes a repeated row in a few bytes, not again', () => {
    const data = rows(89, 160, 1000);
    expect(zlibRows(data, 89).length).toBeLessThan(89 * 2 + 160 * 4);
  });
});
