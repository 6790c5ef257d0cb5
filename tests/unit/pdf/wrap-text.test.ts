import { describe, expect, it } from 'vitest';
import { helveticaTextWidth } from '../../../workers/pdf/helvetica-widths';
import { wrapText } from '../../../workers/pdf/wrap-text';

const WIDTH_PT = 100;
const FONT_PT = 12;
const rowsOf = (text: string) => wrapText(text, WIDTH_PT, FONT_PT).split('\n');

describe('wrapText', () => {
  it('leaves lines that fit untouched', () => {
    expect(wrapText('Fragile inside\nHandle with care', WIDTH_PT, FONT_PT)).toBe('Fragile inside\nHandle with care');
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

  it('makes every row fit the column, with room to spare for rounding', () => {
    for (const row of rowsOf(`+${'a@b.'.repeat(30)} x ${'i'.repeat(200)}`)) {
      expect(helveticaTextWidth(row, FONT_PT)).toBeLessThanOrEqual(WIDTH_PT * 0.98);
    }
  });

  it('measures an accented letter as its letter and anything else outside ASCII as wide', () => {
    expect(helveticaTextWidth('é', FONT_PT)).toBe(helveticaTextWidth('e', FONT_PT));
    expect(helveticaTextWidth('ß', FONT_PT)).toBe(12);
    expect(helveticaTextWidth('i', FONT_PT)).toBeCloseTo(2.664);
  });
});
