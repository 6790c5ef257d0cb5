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

/** Every character one em wide: what a CJK font does, and simple to count. */
const ONE_EM: WrapFont = { measure: (text, _weight, sizePt) => [...text].length * sizePt, weight: 'regular', sizePt: 10, maxWidthPt: 50 };

describe('wrapRows in other scripts', () => {
  it('wraps Chinese written without spaces into rows that fit and rejoin exactly', () => {
    const text = '東京都港区芝公園四丁目二番八号';
    const rows = wrapRows(text, ONE_EM);

    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((row) => row.text).join('')).toBe(text);
    expect(rows.slice(1).every((row) => row.joinBefore === '')).toBe(true);
    for (const row of rows) expect(ONE_EM.measure(row.text, 'regular', 10)).toBeLessThanOrEqual(50 * 0.98);
  });

  it('keeps the ideographic comma on the row of the character before it', () => {
    expect(wrapRows('東京都港、大阪', ONE_EM).map((row) => row.text)).toEqual(['東京都', '港、大阪']);
  });

  it('gives each line the direction of its first letter', () => {
    const rows = wrapRows('שלום עולם\nHello\n12 الرياض', { ...ONE_EM, maxWidthPt: 200 });
    expect(rows.map((row) => [row.text, row.direction])).toEqual([
      ['שלום עולם', 'rtl'],
      ['Hello', 'ltr'],
      ['12 الرياض', 'rtl'],
    ]);
  });

  it('gives every row of a wrapped right-to-left line the direction rtl', () => {
    const rows = wrapRows('שלום עולם שלום עולם\nHello', { ...ONE_EM, maxWidthPt: 100 });
    expect(rows.map((row) => [row.text, row.direction])).toEqual([
      ['שלום עולם', 'rtl'],
      ['שלום עולם', 'rtl'],
      ['Hello', 'ltr'],
    ]);
  });

  it('gives characters back where a piece is set wider as a whole than its characters apart', () => {
    // A word holding "＜" is set in the CJK font, wider than its characters measured one by one.
    const ems = (text: string) => [...text].length + (text.includes('＜') && [...text].length > 1 ? 3 : 0);
    const measure: WrapFont['measure'] = (text, _weight, sizePt) => ems(text) * sizePt;
    const font: WrapFont = { measure, weight: 'regular', sizePt: 10, maxWidthPt: 100 };
    const text = 'to <b>＜tag＞</b>＜x＞ and ab＜cd ef＜gh';
    const rows = wrapRows(text, font);

    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((row, index) => (index === 0 ? '' : row.joinBefore) + row.text).join('')).toBe(text);
    for (const row of rows) expect(measure(row.text, 'regular', 10)).toBeLessThanOrEqual(100 * 0.98);
  });

  it('wraps a value once per font and width: laying a label out again after a keystroke re-wraps only what changed', () => {
    const calls: string[] = [];
    const counting: WrapFont = { ...FONT, measure: (text, weight, sizePt) => (calls.push(text), measureHelvetica(text, weight, sizePt)) };
    const first = wrapRows('4821 Lakeview Avenue, Suite 210\nPortland, OR 97205', counting);
    const measured = calls.length;
    expect(wrapRows('4821 Lakeview Avenue, Suite 210\nPortland, OR 97205', counting)).toBe(first);
    expect(calls.length).toBe(measured);
    // Another width, size or way of measuring is wrapped afresh.
    expect(wrapRows('4821 Lakeview Avenue, Suite 210\nPortland, OR 97205', { ...counting, maxWidthPt: 60 }).length).toBeGreaterThan(first.length);
    expect(calls.length).toBeGreaterThan(measured);
    expect(wrapRows('4821 Lakeview Avenue, Suite 210\nPortland, OR 97205', FONT)).not.toBe(first);
  });
});
