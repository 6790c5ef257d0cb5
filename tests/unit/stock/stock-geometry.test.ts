import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS, printOptionsFrom } from '../../../src/stock/print-options';
import { faceMm } from '../../../src/stock/stock-geometry';
import { pageCountOf, placeFaces, slotRect } from '../../../src/stock/sheet-slots';
import { customStock } from '../../../src/stock/custom-stock';
import { DEFAULT_CUSTOM_STOCK } from '../../../src/stock/custom-stock-values';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { faceSizeText, mmSizeText, stockName } from '../../../src/stock/stock-names';
import { stockTitle } from '../../../src/stock/stock-words';
import { english } from '../../support/english';
import { stock } from '../../support/stock';

describe('sheet slots', () => {
  it('puts the labels of Avery L7169 where the sheet has them, margins and gutters included', () => {
    const l7169 = stock('avery-l7169');
    const [first, second, third] = [1, 2, 3].map((slot) => slotRect(l7169, slot));
    expect(first!.widthMm).toBeCloseTo(99.1, 1);
    expect(first!.heightMm).toBeCloseTo(139, 1);
    expect(second!.xMm - first!.xMm).toBeCloseTo(l7169.pitchMm.x, 6);
    expect(third!.yMm - first!.yMm).toBeCloseTo(l7169.pitchMm.y, 6);
    expect(first!.xMm).toBeGreaterThan(0);
    expect(first!.yMm).toBeGreaterThan(0);
  });

  it('numbers the 30 labels of Avery 5160 in reading order: label 4 starts the second row', () => {
    const avery5160 = stock('avery-5160');
    expect(slotRect(avery5160, 4).xMm).toBeCloseTo(slotRect(avery5160, 1).xMm, 6);
    expect(slotRect(avery5160, 4).yMm).toBeCloseTo(slotRect(avery5160, 1).yMm + 25.4, 1);
    expect(slotRect(avery5160, 30).yMm + 25.4).toBeLessThanOrEqual(279.4);
  });

  it('moves every label by the printer shift', () => {
    const avery5163 = stock('avery-5163');
    const shifted = slotRect(avery5163, 3, { rightMm: 2, downMm: -1.5 });
    expect(shifted.xMm).toBeCloseTo(slotRect(avery5163, 3).xMm + 2, 9);
    expect(shifted.yMm).toBeCloseTo(slotRect(avery5163, 3).yMm - 1.5, 9);
  });

  it('fills the rest of a part-used sheet, then starts new sheets at slot 1', () => {
    const placed = placeFaces(stock('avery-l7169'), 3, 4);
    expect(placed.map(({ page, slot }) => [page, slot])).toEqual([
      [0, 3],
      [0, 4],
      [1, 1],
      [1, 2],
    ]);
    expect(pageCountOf(placed)).toBe(2);
  });

  it('puts 1,000 labels on Avery 5160 on 34 sheets', () => {
    expect(pageCountOf(placeFaces(stock('avery-5160'), 1, 1000))).toBe(34);
  });

  it('puts each face of a single label on a page of its own', () => {
    expect(placeFaces(stock('4x6'), 1, 3).map(({ page, slot }) => [page, slot])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('lays a turned roll label on its long side: Dymo 30252 is fed 28 mm wide and read 89 mm wide', () => {
    const dymo = stock('dymo-30252');
    expect(dymo.pageMm).toEqual({ width: 28, height: 89 });
    expect(faceMm(dymo)).toEqual({ width: 89, height: 28 });
    expect(faceSizeText(dymo)).toBe('89 × 28 mm');
  });
});

describe('stock names', () => {
  it('names each choice by what is printed on the box', () => {
    expect(stockName(stock('avery-5163'))).toBe('Avery 5163 / 8163 — 4 × 2 in, 10 per sheet');
    expect(stockName(stock('avery-l7165'))).toBe('Avery L7165 — 99.1 × 67.7 mm, 8 per sheet');
    expect(stockName(stock('dymo-30252'))).toBe('Dymo 30252 — 28 × 89 mm');
    expect(stockName(stock('4x6'))).toBe('4 × 6 in thermal label');
    expect(stockName(stock('a4'))).toBe('A4 page');
  });

  it('shows each choice on screen in words of the visitor\'s language, the same English as its name', () => {
    for (const entry of STOCK_CATALOGUE) expect(english(stockTitle(entry)), entry.id).toBe(stockName(entry));
    const label = customStock({ ...DEFAULT_CUSTOM_STOCK, kind: 'label' });
    const sheet = customStock({ ...DEFAULT_CUSTOM_STOCK, kind: 'sheet', unit: 'mm', page: 'a4', width: 99.1, height: 67.7, columns: 2, rows: 4, left: 4.7, top: 13, gapAcross: 2.5, gapDown: 0 });
    for (const custom of [label, sheet]) expect(english(stockTitle(custom!))).toBe(stockName(custom!));
    expect(english(stockTitle(sheet!))).toBe('Custom size — 99.1 × 67.7 mm, 8 per sheet');
  });

  it('writes a size\'s figures as the page asks', () => {
    expect(mmSizeText({ width: 101.6, height: 152.4 }, (figure) => String(figure).replace('.', ','))).toBe('101,6 × 152,4 mm');
    expect(mmSizeText({ width: 101.64, height: 152 })).toBe('101.6 × 152 mm');
  });
});

describe('print options from untrusted values', () => {
  it('keeps valid choices and gives the stock its default resolution when none is valid', () => {
    expect(printOptionsFrom({ stockId: '4x6', dpi: 300, startSlot: 1 })).toMatchObject({ stockId: '4x6', dpi: 300, startSlot: 1 });
    expect(printOptionsFrom({ stockId: '4x6', dpi: 600 })).toMatchObject({ stockId: '4x6', dpi: 203, startSlot: 1 });
  });

  it('falls back to the spec A4 label for anything unknown, and keeps the start slot on the sheet', () => {
    for (const junk of [null, 'a4', 42, { stockId: 'A5' }, { stockId: '__proto__' }, { stockId: 'toString' }]) expect(printOptionsFrom(junk)).toBe(DEFAULT_PRINT_OPTIONS);
    expect(printOptionsFrom({ stockId: 'avery-l7169', startSlot: 9 }).startSlot).toBe(4);
    expect(printOptionsFrom({ stockId: 'avery-l7169', startSlot: 2.5 }).startSlot).toBe(1);
    expect(printOptionsFrom({ stockId: '4x6', startSlot: 3 }).startSlot).toBe(1);
  });

  it('hands back the defaults themselves for default figures in any key order, so hydration re-renders nothing', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_PRINT_OPTIONS.custom).reverse());
    expect(printOptionsFrom({ stockId: 'a4', dpi: 300, custom: reordered })).toBe(DEFAULT_PRINT_OPTIONS);
    expect(printOptionsFrom({ stockId: '4x6', custom: reordered }).custom).toBe(DEFAULT_PRINT_OPTIONS.custom);
  });

  it('reads the first sizes\' remembered names as the real products they stood for', () => {
    expect(printOptionsFrom({ stockId: 'letter-2up' }).stockId).toBe('avery-5126');
    expect(printOptionsFrom({ stockId: 'a4-4up', startSlot: 3 })).toMatchObject({ stockId: 'avery-l7169', startSlot: 3 });
  });

  it('keeps a shift within ±5 mm to a tenth, on sheets only', () => {
    expect(printOptionsFrom({ stockId: 'avery-5160', shift: { rightMm: 1.26, downMm: -9 } }).shift).toEqual({ rightMm: 1.3, downMm: -5 });
    expect(printOptionsFrom({ stockId: '4x6', shift: { rightMm: 2, downMm: 2 } }).shift).toEqual({ rightMm: 0, downMm: 0 });
    expect(printOptionsFrom({ stockId: 'avery-5160', shift: { rightMm: 'x', downMm: Number.NaN } }).shift).toEqual({ rightMm: 0, downMm: 0 });
  });
});
