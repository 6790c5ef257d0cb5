import { describe, expect, it } from 'vitest';
import { CUSTOM_LIMITS, customStock } from '../../../src/stock/custom-stock';
import { DEFAULT_CUSTOM_STOCK, customStockValuesFrom, type CustomStockValues } from '../../../src/stock/custom-stock-values';
import { customStockProblems as problemsOf } from '../../../src/stock/custom-stock-problems';
import { customStockIn } from '../../../src/stock/custom-stock-units';
import { english } from '../../support/english';
import { makeA4Sheet, makeLetterSheet } from '../../support/make-custom-stock';

/** The problems beside each field, as an English-speaking visitor reads them. */
const customStockProblems = (values: CustomStockValues): Partial<Record<string, string>> =>
  Object.fromEntries(Object.entries(problemsOf(values)).map(([field, problem]) => [field, english(problem)]));

/** A single roll label, 100 × 150 mm, with any field changed. */
const makeLabel = (changes: Partial<CustomStockValues> = {}): CustomStockValues => ({ ...DEFAULT_CUSTOM_STOCK, kind: 'label', unit: 'mm', width: 100, height: 150, ...changes });

describe('custom stock problems', () => {
  it.each([
    ['the default 4 × 6 in label', DEFAULT_CUSTOM_STOCK],
    ['a 100 × 150 mm label', makeLabel()],
    ['an A4 sheet', makeA4Sheet()],
    ['a US Letter sheet', makeLetterSheet()],
  ])('finds nothing wrong with %s', (_name, values) => {
    expect(customStockProblems(values)).toEqual({});
  });

  it.each([0, -5])('asks for a width of more than 0, not %s', (width) => {
    expect(customStockProblems(makeLabel({ width }))).toEqual({ width: 'The label width must be more than 0.' });
  });

  it('counts a size below a micrometre as 0', () => {
    expect(customStockProblems(makeLabel({ height: 0.0004 })).height).toBe('The label height must be more than 0.');
  });

  it('asks for a label at least 20 mm wide and 10 mm tall, with room for a line of the address, in the visitor\'s unit', () => {
    expect(customStockProblems(makeLabel({ width: 19.9 })).width).toBe('The label width must be at least 20 mm: a label needs room for a line of the address.');
    expect(customStockProblems({ ...makeLabel(), unit: 'in', width: 4, height: 0.25 }).height).toBe(
      'The label height must be at least 0.394 in: a label needs room for a line of the address.',
    );
    expect(customStockProblems(makeLabel({ width: 20, height: 10 }))).toEqual({});
  });

  it('asks for a number, in the unit, where a field is empty', () => {
    expect(customStockProblems(makeLabel({ height: Number.NaN })).height).toBe('Enter the label height as a number, in mm.');
    expect(customStockProblems(makeLetterSheet({ left: Number.NaN })).left).toBe('Enter the left margin as a number, in inches.');
  });

  it('allows margins and gaps of 0 but not below', () => {
    expect(customStockProblems(makeA4Sheet({ left: 0, top: 0, gapAcross: 0 }))).toEqual({});
    expect(customStockProblems(makeA4Sheet({ top: -1 }))).toEqual({ top: 'The top margin cannot be negative.' });
    expect(customStockProblems(makeA4Sheet({ gapDown: -0.5 }))).toEqual({ gapDown: 'The gap between rows cannot be negative.' });
  });

  it('allows a label of 1 m, and nothing longer', () => {
    expect(customStockProblems(makeLabel({ height: CUSTOM_LIMITS.maxMm }))).toEqual({});
    expect(customStockProblems(makeLabel({ height: 1000.1 }))).toEqual({ height: 'The label height can be at most 1000 mm (1 m).' });
    expect(customStockProblems(makeLabel({ unit: 'in', width: 4, height: 39.37 }))).toEqual({});
    expect(customStockProblems(makeLabel({ unit: 'in', width: 4, height: 39.371 }))).toEqual({ height: 'The label height can be at most 39.37 in (1 m).' });
  });

  it('holds margins to 1 m too', () => {
    expect(customStockProblems(makeA4Sheet({ left: 1200 })).left).toBe('The left margin can be at most 1000 mm (1 m).');
  });

  it('ignores the sheet fields for a single label', () => {
    expect(customStockProblems(makeLabel({ columns: Number.NaN, rows: 0, left: -1, width: 300 }))).toEqual({});
  });

  it.each([0, 2.5, Number.NaN])('asks for whole numbers of columns and rows, not %s', (count) => {
    expect(customStockProblems(makeA4Sheet({ columns: count })).columns).toBe('Enter the number of columns as a whole number, 1 or more.');
    expect(customStockProblems(makeA4Sheet({ rows: count })).rows).toBe('Enter the number of rows as a whole number, 1 or more.');
  });

  it('allows 100 labels on a sheet, and no more', () => {
    const tiny = { width: 20, height: 10, left: 0, top: 0, gapAcross: 0, gapDown: 0 };
    expect(customStockProblems(makeA4Sheet({ ...tiny, columns: 10, rows: 10 }))).toEqual({});
    expect(customStockProblems(makeA4Sheet({ ...tiny, columns: 10, rows: 11 }))).toEqual({ rows: '10 × 11 is 110 labels: a sheet can have at most 100.' });
    expect(customStockProblems(makeA4Sheet({ ...tiny, columns: 101, rows: Number.NaN })).columns).toBe('The number of columns can be at most 100.');
  });

  it('fits labels that fill the page exactly', () => {
    expect(customStockProblems(makeA4Sheet({ width: 105, height: 297, left: 0, top: 0, gapAcross: 0, columns: 2, rows: 1 }))).toEqual({});
    expect(customStockProblems(makeLetterSheet({ width: 4.25, height: 11, left: 0, top: 0, gapAcross: 0, columns: 2, rows: 1 }))).toEqual({});
  });

  it('puts columns that overflow the page beside Columns', () => {
    expect(customStockProblems(makeA4Sheet({ columns: 3 }))).toEqual({
      columns: '3 labels across come to 306.95 mm with the margin and gaps: wider than the A4 page (210 mm).',
    });
  });

  it('puts rows that overflow the page beside Rows, in the unit typed', () => {
    expect(customStockProblems(makeLetterSheet({ rows: 6 }))).toEqual({
      rows: '6 rows come to 12.5 in with the margin and gaps: taller than the US Letter page (11 in).',
    });
  });

  it('puts a single label too big for the page beside its width or height', () => {
    expect(customStockProblems(makeA4Sheet({ columns: 1, width: 206 }))).toEqual({
      width: 'The label and the left margin come to 210.65 mm: wider than the A4 page (210 mm).',
    });
    expect(customStockProblems(makeLetterSheet({ rows: 1, height: 10.6 })).height).toBe(
      'The label and the top margin come to 11.1 in: taller than the US Letter page (11 in).',
    );
  });

  it('measures the fit on the page the sheet is for', () => {
    // 2 × 105.5 mm: wider than A4 (210 mm), within US Letter (215.9 mm).
    const wide = { width: 105.5, left: 0, gapAcross: 0 };
    expect(customStockProblems(makeA4Sheet({ ...wide, page: 'a4' })).columns).toMatch(/wider than the A4 page/);
    expect(customStockProblems(makeA4Sheet({ ...wide, page: 'letter', rows: 3 }))).toEqual({});
  });
});

describe('custom stock geometry', () => {
  it('makes no stock from values with a problem, so no PDF is made from them', () => {
    expect(customStock(makeLabel({ width: 0 }))).toBeNull();
    expect(customStock(makeA4Sheet({ columns: 3 }))).toBeNull();
  });

  it('makes a single label its own page, in mm', () => {
    const stock = customStock(makeLabel({ unit: 'in', width: 4, height: 6 }));
    expect(stock).toMatchObject({
      id: 'custom',
      group: 'rolls',
      sizeText: '4 × 6 in',
      labelMm: { width: 101.6, height: 152.4 },
      pageMm: { width: 101.6, height: 152.4 },
      grid: { columns: 1, rows: 1 },
      firstMm: { x: 0, y: 0 },
      continuous: false,
    });
  });

  it('places a sheet’s first label at its margins, and each next one a label and a gap further', () => {
    const stock = customStock(makeA4Sheet());
    expect(stock).toMatchObject({
      group: 'a4-sheets',
      sizeText: '99.1 × 67.7 mm',
      pageMm: { width: 210, height: 297 },
      labelMm: { width: 99.1, height: 67.7 },
      grid: { columns: 2, rows: 4 },
      firstMm: { x: 4.65, y: 13.1 },
    });
    expect(stock?.pitchMm.x).toBeCloseTo(99.1 + 2.5, 9);
    expect(stock?.pitchMm.y).toBeCloseTo(67.7, 9);
  });

  it('converts inches to mm exactly, to the micrometre', () => {
    const stock = customStock(makeLetterSheet());
    expect(stock?.group).toBe('letter-sheets');
    expect(stock?.pageMm).toEqual({ width: 215.9, height: 279.4 });
    expect(stock?.labelMm).toEqual({ width: 101.6, height: 50.8 });
    // 0.15625 in is 3.96875 mm, and 0.1875 in 4.7625 mm (4.762499… in floating point): each kept to 0.001 mm.
    expect(stock?.firstMm).toEqual({ x: 3.969, y: 12.7 });
    expect(stock?.pitchMm.x).toBeCloseTo(101.6 + 4.763, 9);
    expect(stock?.pitchMm.y).toBeCloseTo(50.8, 9);
  });

  it('converts every thousandth of an inch from the narrowest label (0.788 in) up to 12 in to the nearest micrometre', () => {
    const wrong: number[] = [];
    for (let thousandths = 788; thousandths <= 12_000; thousandths += 1) {
      // Whole micrometres, counted in integers: n thousandths of an inch are n × 25.4 µm.
      const expected = Math.round((thousandths * 254) / 10) / 1000;
      const stock = customStock(makeLabel({ unit: 'in', width: thousandths / 1000, height: 6 }));
      if (stock?.labelMm.width !== expected) wrong.push(thousandths);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps nothing closer than 2 mm to a label’s edge, or a quarter of a small label', () => {
    expect(customStock(makeLabel())?.safeMarginMm).toBe(2);
    expect(customStock(makeLabel({ width: 12, height: 30 }))).toBeNull();
    expect(customStock(makeLabel({ width: 30, height: 6 }))).toBeNull();
    expect(customStock(makeLabel({ width: 30, height: 10 }))?.safeMarginMm).toBe(2);
  });
});

describe('changing the unit', () => {
  it('converts each length, keeping the stock’s size', () => {
    expect(customStockIn(makeLabel({ width: 101.6, height: 152.4 }), 'in')).toMatchObject({ unit: 'in', width: 4, height: 6 });
    expect(customStockIn(makeLetterSheet(), 'mm')).toMatchObject({ unit: 'mm', width: 101.6, height: 50.8, top: 12.7 });
  });

  it('rounds to 0.1 mm or 0.001 in', () => {
    expect(customStockIn(makeLetterSheet(), 'mm')).toMatchObject({ left: 4, gapAcross: 4.8 });
    expect(customStockIn(makeA4Sheet(), 'in')).toMatchObject({ width: 3.902, height: 2.665, left: 0.183 });
  });

  it('leaves counts, the page and empty fields as they are', () => {
    const converted = customStockIn(makeA4Sheet({ top: Number.NaN }), 'in');
    expect(converted).toMatchObject({ columns: 2, rows: 4, page: 'a4', kind: 'sheet' });
    expect(converted.top).toBeNaN();
  });

  it('changes nothing when the unit is the same', () => {
    const values = makeA4Sheet();
    expect(customStockIn(values, 'mm')).toBe(values);
  });
});

describe('custom values from storage', () => {
  it('turns a value of the wrong type into NaN, which is then a problem', () => {
    const values = customStockValuesFrom({ ...makeA4Sheet(), width: '99.1', rows: null });
    expect(values.width).toBeNaN();
    expect(values.rows).toBeNaN();
    expect(Object.keys(customStockProblems(values))).toEqual(['width', 'rows']);
  });
});
