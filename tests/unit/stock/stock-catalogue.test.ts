import { describe, expect, it } from 'vitest';
import type { LabelStock } from '../../../src/stock/label-stock';
import { DEFAULT_STOCK_ID, SECOND_SOURCES, sheetSafeMargin, STOCK_CATALOGUE, STOCK_SOURCES } from '../../../src/stock/stock-catalogue';

const TOLERANCE_MM = 0.1;
const within = (actual: number, expected: number, tolerance = TOLERANCE_MM) => Math.abs(actual - expected) <= tolerance + 1e-9;
const stock = (id: string): LabelStock => {
  const found = STOCK_CATALOGUE.find((entry) => entry.id === id);
  if (!found) throw new Error(`No stock "${id}" in the catalogue`);
  return found;
};
/** The far corner of the last label (bottom right), from the page's top-left corner. */
const gridEnd = (s: LabelStock) => ({
  x: s.firstMm.x + (s.grid.columns - 1) * s.pitchMm.x + s.labelMm.width,
  y: s.firstMm.y + (s.grid.rows - 1) * s.pitchMm.y + s.labelMm.height,
});
const isSheet = (s: LabelStock) => s.group === 'letter-sheets' || s.group === 'a4-sheets';

describe('the stock catalogue as a list', () => {
  it('gives every stock its own id', () => {
    const ids = STOCK_CATALOGUE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the groups whole, in the order the select shows them', () => {
    const runs = STOCK_CATALOGUE.map((s) => s.group).filter((group, index, all) => group !== all[index - 1]);
    expect(runs).toEqual(['pages', 'rolls', 'letter-sheets', 'a4-sheets']);
  });

  it('defaults to a stock it holds: the A4 page', () => {
    expect(stock(DEFAULT_STOCK_ID).product).toBe('A4 page');
  });
});

describe.each(STOCK_CATALOGUE.map((s) => [s.id, s] as const))('%s', (_id, s) => {
  it('fits its grid on the page', () => {
    const end = gridEnd(s);
    expect(s.firstMm.x).toBeGreaterThanOrEqual(0);
    expect(s.firstMm.y).toBeGreaterThanOrEqual(0);
    expect(end.x).toBeLessThanOrEqual(s.pageMm.width + TOLERANCE_MM);
    expect(end.y).toBeLessThanOrEqual(s.pageMm.height + TOLERANCE_MM);
  });

  it('keeps its labels from overlapping', () => {
    expect(s.pitchMm.x).toBeGreaterThanOrEqual(s.labelMm.width);
    expect(s.pitchMm.y).toBeGreaterThanOrEqual(s.labelMm.height);
  });

  it('has a safe margin that leaves most of the label to print on', () => {
    if (s.group === 'pages') expect(s.safeMarginMm).toBe(0);
    else expect(s.safeMarginMm).toBeGreaterThan(0);
    expect(s.safeMarginMm).toBeLessThan(Math.min(s.labelMm.width, s.labelMm.height) / 2);
  });

  it('says where its figures come from', () => {
    expect(STOCK_SOURCES[s.id]?.trim() ?? '').not.toBe('');
  });
});

it('cites a source for the catalogue\'s entries only', () => {
  expect(Object.keys(STOCK_SOURCES).sort()).toEqual(STOCK_CATALOGUE.map((s) => s.id).sort());
});

describe('the published figures', () => {
  // [id, label width × height in mm as it lies on the page, labels per page]
  const published: [string, number, number, number][] = [
    ['a4', 210, 297, 1],
    ['letter', 215.9, 279.4, 1],
    ['4x6', 101.6, 152.4, 1],
    ['4x4', 101.6, 101.6, 1],
    ['4x3', 101.6, 76.2, 1],
    ['4x2', 101.6, 50.8, 1],
    ['3x2', 76.2, 50.8, 1],
    ['100x150', 100, 150, 1],
    ['100x100', 100, 100, 1],
    ['a6', 105, 148, 1],
    ['dymo-1744907', 104, 159, 1],
    ['dymo-30256', 59, 102, 1],
    ['dymo-30252', 28, 89, 1],
    ['brother-dk-11202', 62, 100, 1],
    ['brother-dk-11241', 102, 153, 1],
    ['brother-dk-11209', 62, 29, 1],
    ['brother-dk-22205', 62, 30, 1],
    ['avery-5126', 215.9, 139.7, 2],
    ['avery-5168', 88.9, 127, 4],
    ['avery-5164', 101.6, 84.667, 6],
    ['avery-5163', 101.6, 50.8, 10],
    ['avery-5160', 66.675, 25.4, 30],
    ['avery-l7169', 99.1, 139, 4],
    ['avery-l7168', 199.6, 143.5, 2],
    ['avery-l7167', 199.6, 289.1, 1],
    ['avery-l7166', 99.1, 93.1, 6],
    ['avery-l7165', 99.1, 67.7, 8],
    ['avery-l7173', 99.1, 57, 10],
    ['avery-l7163', 99.1, 38.1, 14],
    ['avery-l7160', 63.5, 38.1, 21],
  ];

  it('covers every stock in the catalogue', () => {
    expect(published.map(([id]) => id).sort()).toEqual(STOCK_CATALOGUE.map((s) => s.id).sort());
  });

  it.each(published)('%s is %d × %d mm, %d a page', (id, width, height, perPage) => {
    const s = stock(id);
    expect(within(s.labelMm.width, width), `width ${s.labelMm.width}`).toBe(true);
    expect(within(s.labelMm.height, height), `height ${s.labelMm.height}`).toBe(true);
    expect(s.grid.columns * s.grid.rows).toBe(perPage);
  });

  it('prints sheets on A4 (210 × 297 mm) or US Letter (215.9 × 279.4 mm)', () => {
    for (const s of STOCK_CATALOGUE.filter(isSheet)) {
      const expected = s.group === 'a4-sheets' ? { width: 210, height: 297 } : { width: 215.9, height: 279.4 };
      expect(s.pageMm, s.id).toEqual(expected);
    }
  });

  it('puts the first Avery 5163 label 0.5 in down, and the next one 4.1875 in across', () => {
    const s = stock('avery-5163');
    expect(within(s.firstMm.y, 12.7, 0.001)).toBe(true);
    expect(within(s.pitchMm.x, 4.1875 * 25.4, 0.001)).toBe(true);
    expect(within(s.pitchMm.y, 50.8, 0.001)).toBe(true);
  });
});

describe('rolls', () => {
  const rolls = STOCK_CATALOGUE.filter((s) => s.group === 'rolls');

  it('print one label a page, the page being the label', () => {
    for (const s of rolls) {
      expect(s.grid, s.id).toEqual({ columns: 1, rows: 1 });
      expect(s.pageMm, s.id).toEqual(s.labelMm);
    }
  });

  it('lay a turned label narrow and tall on its page (Dymo 30252)', () => {
    const s = stock('dymo-30252');
    expect(s.feed).toBe('turned');
    expect(s.pageMm).toEqual({ width: 28, height: 89 });
  });

  it('print at 203 dpi on generic thermal stock and 300 dpi on Dymo and Brother', () => {
    for (const s of rolls) expect(s.defaultDpi, s.id).toBe(/^(dymo|brother)-/.test(s.id) ? 300 : 203);
  });

  it('keep clear of the unprintable ends of Dymo labels (≈ 5.6–5.9 mm) and sides (1.44–1.52 mm), and of Brother 62 mm rolls (696 of 732 dots, 3 mm ends)', () => {
    for (const id of ['dymo-1744907', 'dymo-30256', 'dymo-30252']) {
      expect(stock(id).endMarginMm, id).toBeGreaterThanOrEqual(5.5);
      expect(stock(id).safeMarginMm, id).toBeGreaterThanOrEqual(1.52);
    }
    const brotherSide = ((732 - 696) / 2) * (25.4 / 300);
    for (const id of ['brother-dk-11202', 'brother-dk-11209', 'brother-dk-22205']) {
      expect(stock(id).safeMarginMm, id).toBeGreaterThanOrEqual(brotherSide);
      expect(stock(id).endMarginMm, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('mark only the DK-22205 tape as continuous', () => {
    expect(rolls.filter((s) => s.continuous).map((s) => s.id)).toEqual(['brother-dk-22205']);
  });
});

describe('sheets', () => {
  it.each(STOCK_CATALOGUE.filter((s) => s.group.endsWith('-sheets')).map((s) => [s.id, s] as const))(
    '%s: its safe margin is the rule\'s for its figures and any second source\'s (printer border, die-cut, disagreement)',
    (id, s) => {
      expect(s.safeMarginMm).toBeCloseTo(sheetSafeMargin(s.pageMm, s, s.cornerRadiusMm, SECOND_SOURCES[id]), 3);
    },
  );

  it('keeps second sources only for sheets the catalogue holds', () => {
    for (const id of Object.keys(SECOND_SOURCES)) expect(stock(id).group).toMatch(/-sheets$/);
  });

  const sheets = STOCK_CATALOGUE.filter(isSheet);
  const edgeGap = (s: LabelStock) => {
    const end = gridEnd(s);
    return Math.min(s.firstMm.x, s.firstMm.y, s.pageMm.width - end.x, s.pageMm.height - end.y);
  };

  it('print nothing within 5 mm of the sheet edge, which office printers leave blank', () => {
    for (const s of sheets) expect(edgeGap(s) + s.safeMarginMm, s.id).toBeGreaterThanOrEqual(5 - 1e-9);
  });

  it('keep at least 1.5 mm in from a die-cut edge, and give up no more than a quarter of a label', () => {
    for (const s of sheets) {
      expect(s.safeMarginMm, s.id).toBeGreaterThanOrEqual(1.5);
      expect(s.safeMarginMm, s.id).toBeLessThanOrEqual(Math.min(s.labelMm.width, s.labelMm.height) / 4);
    }
  });

  it('widen the margin where sources disagree: L7169 is 9.5 mm down per Avery, 20 pt (7.06 mm) per gLabels', () => {
    const s = stock('avery-l7169');
    expect(s.firstMm.y).toBe(9.5);
    // Printed by Avery's figures, the first label's content still ends 1.5 mm above gLabels' label bottom (20 + 394 pt).
    const gLabelsBottomMm = ((20 + 394) * 25.4) / 72;
    expect(s.firstMm.y + s.labelMm.height - s.safeMarginMm).toBeLessThanOrEqual(gLabelsBottomMm - 1.5);
  });
});
