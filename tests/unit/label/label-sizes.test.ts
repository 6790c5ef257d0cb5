import { describe, expect, it } from 'vitest';
import { LABEL_SIZES, LABEL_SIZE_IDS, faceMm, faceSizeText } from '../../../src/label/label-sizes';
import { DEFAULT_PRINT_OPTIONS, printOptionsFrom } from '../../../src/label/print-options';
import { pageCountOf, placeFaces, slotRect } from '../../../src/label/sheet-slots';

const PT_PER_MM = 72 / 25.4;
// The stock as sold, in points (label printers and PDF viewers think in points).
const PAGE_POINTS = {
  a4: [595.28, 841.89],
  letter: [612, 792],
  '4x6': [288, 432],
  '100x150': [283.46, 425.2],
  a6: [297.64, 419.53],
  'letter-2up': [612, 792],
  'a4-4up': [595.28, 841.89],
} as const;

describe('label sizes', () => {
  it.each(LABEL_SIZE_IDS)('%s: the page is the stock to within 0.1 mm', (id) => {
    const [width, height] = PAGE_POINTS[id];
    expect(Math.abs(LABEL_SIZES[id].pageMm.width * PT_PER_MM - width) / PT_PER_MM).toBeLessThan(0.1);
    expect(Math.abs(LABEL_SIZES[id].pageMm.height * PT_PER_MM - height) / PT_PER_MM).toBeLessThan(0.1);
  });

  it('names each choice as the visitor knows it, and states each label in millimetres', () => {
    expect(LABEL_SIZE_IDS.map((id) => LABEL_SIZES[id].name)).toEqual([
      'A4 page',
      'US Letter page',
      '4 × 6 in thermal label',
      '100 × 150 mm label',
      'A6 label',
      '2 per Letter sheet (half-sheet labels, Avery 5126 style)',
      '4 per A4 sheet (A6 quarters, e.g. Avery L7169 style)',
    ]);
    expect(faceSizeText(LABEL_SIZES['4x6'])).toBe('101.6 × 152.4 mm');
    expect(faceSizeText(LABEL_SIZES['letter-2up'])).toBe('215.9 × 139.7 mm');
    expect(faceSizeText(LABEL_SIZES['a4-4up'])).toBe('105 × 148.5 mm');
  });

  it('defaults to 203 dpi for thermal labels and 300 dpi for pages and sheets', () => {
    expect(LABEL_SIZE_IDS.filter((id) => LABEL_SIZES[id].defaultDpi === 203)).toEqual(['4x6', '100x150', 'a6']);
  });
});

describe('sheet slots', () => {
  it('numbers the slots of a 4-up sheet in reading order, so slot 3 is bottom left', () => {
    expect([1, 2, 3, 4].map((slot) => slotRect('a4-4up', slot))).toEqual([
      { xMm: 0, yMm: 0, widthMm: 105, heightMm: 148.5 },
      { xMm: 105, yMm: 0, widthMm: 105, heightMm: 148.5 },
      { xMm: 0, yMm: 148.5, widthMm: 105, heightMm: 148.5 },
      { xMm: 105, yMm: 148.5, widthMm: 105, heightMm: 148.5 },
    ]);
    expect(faceMm(LABEL_SIZES['letter-2up']).width).toBeCloseTo(215.9, 9);
    expect(faceMm(LABEL_SIZES['letter-2up']).height).toBeCloseTo(139.7, 9);
  });

  it('fills the rest of a part-used sheet, then starts new sheets at slot 1', () => {
    const placed = placeFaces('a4-4up', 3, 4);
    expect(placed.map(({ page, slot }) => [page, slot])).toEqual([
      [0, 3],
      [0, 4],
      [1, 1],
      [1, 2],
    ]);
    expect(pageCountOf(placed)).toBe(2);
  });

  it('puts each face of a single label on a page of its own', () => {
    expect(placeFaces('4x6', 1, 3).map(({ page, slot }) => [page, slot])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });
});

describe('print options from untrusted values', () => {
  it('keeps valid choices and gives the size its default resolution when none is valid', () => {
    expect(printOptionsFrom({ size: '4x6', dpi: 300, startSlot: 1 })).toEqual({ size: '4x6', dpi: 300, startSlot: 1 });
    expect(printOptionsFrom({ size: '4x6', dpi: 600 })).toEqual({ size: '4x6', dpi: 203, startSlot: 1 });
  });

  it('falls back to the spec A4 label for anything unknown, and keeps the start slot on the sheet', () => {
    for (const junk of [null, 'a4', 42, { size: 'A5' }, { size: '__proto__' }]) expect(printOptionsFrom(junk)).toEqual(DEFAULT_PRINT_OPTIONS);
    expect(printOptionsFrom({ size: 'a4-4up', startSlot: 9 }).startSlot).toBe(4);
    expect(printOptionsFrom({ size: 'a4-4up', startSlot: 2.5 }).startSlot).toBe(1);
    expect(printOptionsFrom({ size: '4x6', startSlot: 3 }).startSlot).toBe(1);
  });
});
