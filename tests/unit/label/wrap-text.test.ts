import { describe, expect, it } from 'vitest';
import { measureHelvetica } from '../../../src/label/text-measure';
import { wrapRows, type WrapFont } from '../../../src/label/wrap-text';

const FONT: WrapFont = { measure: measureHelvetica, weight: 'regular', sizePt: 12, maxWidthPt: 100 };
const rowsOf = (text: string, font: WrapFont = FONT) => wrapRows(text, font).map((row) => row.text);

describe('wrapRows', () => {
  it('leaves lines that fit untouched, one row per line', () => {
    expect(rowsOf('Fragile inside\nHandle with care')).toEqual(['Fragile inside', 'Handle with care']);
  });

  it('moves whole words to the next row where a line is too wide', () => {
    expect(rowsOf('Please leave the parcel with the neighbour')).toEqual(['Please leave the', 'parcel with the', 'neighbour']);
  });

  it('cuts a word wider than a row between characters, never adding a hyphen or losing a character', () => {
    const word = 'W'.repeat(40);
    const rows = rowsOf(`Ref ${word} end`);

    expect(rows.join('')).toBe(`Ref${word}end`);
    expect(rows.join('')).not.toContain('-');
    expect(rows.length).toBeGreaterThan(3);
  });

  it('says how each row joins the one before when read: a space between words and lines, nothing inside a cut word', () => {
    expect(wrapRows(`Ref ${'W'.repeat(12)}\nend`, FONT).map((row) => row.joinBefore)).toEqual([' ', ' ', '', ' ']);
    expect(wrapRows('Please leave the parcel', FONT).map((row) => row.joinBefore)).toEqual([' ', ' ']);
  });

  it('makes every row fit the column, with room to spare for rounding', () => {
    for (const row of rowsOf(`+${'a@b.'.repeat(30)} x ${'i'.repeat(200)}`)) {
      expect(measureHelvetica(row, 'regular', 12)).toBeLessThanOrEqual(100 * 0.98);
    }
  });

  it('measures bold type, which is wider, so a bold row breaks earlier', () => {
    const text = 'fragile glass please handle';
    const justWideEnough = { ...FONT, maxWidthPt: measureHelvetica(text, 'regular', 12) / 0.98 + 0.1 };
    expect(rowsOf(text, justWideEnough)).toEqual([text]);
    expect(rowsOf(text, { ...justWideEnough, weight: 'bold' })).toEqual(['fragile glass please', 'handle']);
  });
});
