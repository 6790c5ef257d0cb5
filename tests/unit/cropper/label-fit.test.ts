import { describe, expect, it } from 'vitest';
import { ACTUAL_SIZE_TOLERANCE_MM, fitLabel, SHRINK_WARNING_SCALE, wholeDotMmPerPx, type FitInput } from '../../../src/cropper/label-fit';
import type { PageSizeMm } from '../../../src/cropper/source-page';
import { dotMm } from '../../../src/label/printer-resolution';
import type { LabelStock } from '../../../src/stock/label-stock';
import { placeFaces, slotRect, type Rect } from '../../../src/stock/sheet-slots';
import { catalogueStock } from '../../../src/stock/stock-lookup';

const stock = (id: string): LabelStock => catalogueStock(id)!;
const size = (widthMm: number, heightMm: number): PageSizeMm => ({ widthMm, heightMm });

/** A USPS, UPS or FedEx 4 × 6 in label as the carrier draws it on a Letter page. */
const FOUR_BY_SIX = size(101.6, 152.4);
const LANDSCAPE_FOUR_BY_SIX = size(152.4, 101.6);
/** A carrier's label image is made for 203-dpi thermal printers: that many pixels an inch. */
const PX_PER_MM_203 = 203 / 25.4;

/** The crop fitted into slot 1 of the stock, upright, auto-rotated, to fit, at the stock's own resolution; any of it changed. */
const fit = (crop: PageSizeMm, stockId: string, changes: Partial<FitInput> = {}) => {
  const on = stock(stockId);
  return fitLabel({ crop, turns: 0, autoRotate: true, slot: slotRect(on, 1), stock: on, mode: 'fit', dpi: on.defaultDpi, ...changes });
};

const expectRect = (actual: Rect, expected: Rect) => {
  for (const key of Object.keys(expected) as (keyof Rect)[]) expect(actual[key], key).toBeCloseTo(expected[key], 6);
};

describe('printing at actual size', () => {
  it('a USPS 4 × 6 on Letter prints 1:1 on 4 × 6 stock', () => {
    const placed = fit(FOUR_BY_SIX, '4x6', { mode: 'actual' });
    expect(placed).toMatchObject({ turns: 0, scale: 1, actualSize: true, shrinks: false, pageMm: size(101.6, 152.4) });
    expectRect(placed.rect, { xMm: 0, yMm: 0, widthMm: 101.6, heightMm: 152.4 });
    expect(placed.clip).toEqual(slotRect(stock('4x6'), 1));
  });

  it(`prints a crop within ${ACTUAL_SIZE_TOLERANCE_MM} mm of the label's size 1:1, centred on the label`, () => {
    const placed = fit(size(99, 150), '4x6', { mode: 'actual' });
    expect(placed).toMatchObject({ scale: 1, actualSize: true });
    expectRect(placed.rect, { xMm: 1.3, yMm: 1.2, widthMm: 99, heightMm: 150 });
  });

  it(`fits a crop more than ${ACTUAL_SIZE_TOLERANCE_MM} mm off the label's size instead`, () => {
    const placed = fit(size(95, 152.4), '4x6', { mode: 'actual' });
    expect(placed.actualSize).toBe(false);
    expect(placed.scale).toBeCloseTo(146.4 / 152.4, 9);
  });

  it('fits a 4 × 6 label to a whole Letter page: a page is no label of its size', () => {
    const placed = fit(FOUR_BY_SIX, 'letter', { mode: 'actual' });
    expect(placed.actualSize).toBe(false);
    expect(placed.scale).toBeCloseTo(279.4 / 152.4, 9);
  });

  it('a 100 × 150 mm DPD label prints 1:1 on 4 × 6 in stock, 0.8 mm in from its sides and 1.2 mm from its ends', () => {
    const placed = fit(size(100, 150), '4x6', { mode: 'actual' });
    expect(placed.actualSize).toBe(true);
    expectRect(placed.rect, { xMm: 0.8, yMm: 1.2, widthMm: 100, heightMm: 150 });
  });
});

describe('fitting', () => {
  it('shrinks a 4 × 6 label into the printable area of 4 × 6 stock, centred', () => {
    const placed = fit(FOUR_BY_SIX, '4x6');
    const scale = (101.6 - 2 * 3) / 101.6;
    expect(placed).toMatchObject({ turns: 0, actualSize: false, shrinks: false });
    expect(placed.scale).toBeCloseTo(scale, 9);
    expectRect(placed.rect, { xMm: 3, yMm: (152.4 - 152.4 * scale) / 2, widthMm: 95.6, heightMm: 152.4 * scale });
  });

  it('scales a label up to fill an A4 page', () => {
    const placed = fit(FOUR_BY_SIX, 'a4');
    expect(placed.scale).toBeCloseTo(297 / 152.4, 9);
    expect(placed.shrinks).toBe(false);
    expectRect(placed.rect, { xMm: (210 - 101.6 * placed.scale) / 2, yMm: 0, widthMm: 101.6 * placed.scale, heightMm: 297 });
  });

  it('keeps out of the end margins of a Dymo roll, which its printer cannot print', () => {
    const dymo = stock('dymo-1744907');
    const placed = fit(FOUR_BY_SIX, 'dymo-1744907');
    const printable = { widthMm: 104 - 2 * dymo.safeMarginMm, heightMm: 159 - 2 * dymo.endMarginMm };
    expect(placed.scale).toBeCloseTo(Math.min(printable.widthMm / 101.6, printable.heightMm / 152.4), 9);
    expect(placed.rect.yMm).toBeGreaterThanOrEqual(dymo.endMarginMm - 1e-9);
    expect(placed.rect.yMm + placed.rect.heightMm).toBeLessThanOrEqual(159 - dymo.endMarginMm + 1e-9);
  });

  it(`warns that barcodes may not scan when a label is shrunk below ${SHRINK_WARNING_SCALE * 100} %`, () => {
    const letterPage = fit(size(215.9, 279.4), '4x6');
    expect(letterPage.scale).toBeCloseTo(95.6 / 215.9, 9);
    expect(letterPage.shrinks).toBe(true);
  });

  it('a 4 × 6 label in slot 3 of an Avery 5168 sheet is fitted into that slot, and clipped to it', () => {
    const avery = stock('avery-5168');
    const slot = placeFaces(avery, 1, 4)[2]!.rect;
    const placed = fit(FOUR_BY_SIX, 'avery-5168', { slot, dpi: 300 });
    const printable = { xMm: slot.xMm + 1.5, yMm: slot.yMm + 1.5, widthMm: slot.widthMm - 3, heightMm: slot.heightMm - 3 };
    const scale = printable.heightMm / 152.4;
    expect(placed.scale).toBeCloseTo(scale, 9);
    expect(placed.shrinks).toBe(true);
    expect(placed.clip).toEqual(slot);
    expect(placed.pageMm).toEqual(size(avery.pageMm.width, avery.pageMm.height));
    expectRect(placed.rect, { xMm: printable.xMm + (printable.widthMm - 101.6 * scale) / 2, yMm: printable.yMm, widthMm: 101.6 * scale, heightMm: printable.heightMm });
  });
});

describe('turning', () => {
  it('a landscape label is turned for portrait stock', () => {
    const placed = fit(LANDSCAPE_FOUR_BY_SIX, '4x6', { mode: 'actual' });
    expect(placed).toMatchObject({ turns: 1, scale: 1, actualSize: true });
    expectRect(placed.rect, { xMm: 0, yMm: 0, widthMm: 101.6, heightMm: 152.4 });
  });

  it('a landscape label is left as it lies when auto-rotation is off, and shrinks to fit', () => {
    const placed = fit(LANDSCAPE_FOUR_BY_SIX, '4x6', { autoRotate: false });
    expect(placed.turns).toBe(0);
    expect(placed.scale).toBeCloseTo(95.6 / 152.4, 9);
    expect(placed.shrinks).toBe(true);
  });

  it("adds its quarter turn to the visitor's turns", () => {
    expect(fit(FOUR_BY_SIX, '4x6', { turns: 1 }).turns).toBe(2);
    expect(fit(FOUR_BY_SIX, '4x6', { turns: 3 }).turns).toBe(0);
    expect(fit(FOUR_BY_SIX, '4x6', { turns: 2 }).turns).toBe(2);
  });

  it('turns a label for landscape stock too', () => {
    expect(fit(FOUR_BY_SIX, 'brother-dk-11209').turns).toBe(1);
  });

  it('never turns a label within 2 % of square, nor for square stock', () => {
    expect(fit(size(100, 101.5), '4x6', { turns: 0 }).turns).toBe(0);
    expect(fit(LANDSCAPE_FOUR_BY_SIX, '4x4').turns).toBe(0);
  });

  it('a Dymo 30252 address label, drawn landscape, is turned to feed short edge first, at actual size', () => {
    const placed = fit(size(89, 28), 'dymo-30252', { mode: 'actual' });
    expect(placed).toMatchObject({ turns: 1, scale: 1, actualSize: true, pageMm: size(28, 89) });
  });
});

describe('a continuous roll', () => {
  const roll = stock('brother-dk-22205');

  it('fits a 4 × 6 label to the roll’s printable width, and the page grows to the label and its end margins', () => {
    const placed = fit(FOUR_BY_SIX, 'brother-dk-22205');
    const scale = (62 - 2 * roll.safeMarginMm) / 101.6;
    expect(placed.turns).toBe(0);
    expect(placed.scale).toBeCloseTo(scale, 9);
    expect(placed.pageMm).toEqual(size(62, 93));
    expect(placed.clip).toEqual({ xMm: 0, yMm: 0, widthMm: 62, heightMm: 93 });
    expectRect(placed.rect, { xMm: 2, yMm: 3, widthMm: 58, heightMm: 87 });
  });

  it('runs a landscape label along the roll, the larger for it', () => {
    const placed = fit(size(101.6, 50.8), 'brother-dk-22205');
    expect(placed.turns).toBe(1);
    expect(placed.scale).toBeCloseTo(58 / 50.8, 9);
    expect(placed.pageMm.heightMm).toBeCloseTo(116 + 6, 6);
  });

  it("makes a page no shorter than the roll's shortest label, with a short label centred on it", () => {
    const placed = fit(size(101.6, 20), 'brother-dk-22205', { autoRotate: false });
    expect(placed.pageMm).toEqual(size(62, roll.pageMm.height));
    expect(placed.rect.yMm + placed.rect.heightMm / 2).toBeCloseTo(roll.pageMm.height / 2, 9);
  });

  it('makes a page no longer than 1 m, shrinking a longer label to fit', () => {
    const placed = fit(size(40, 1200), 'brother-dk-22205');
    expect(placed.pageMm.heightMm).toBe(1000);
    expect(placed.scale).toBeCloseTo(994 / 1200, 9);
    expect(placed.rect.yMm + placed.rect.heightMm).toBeCloseTo(997, 9);
  });

  it('prints a label as wide as the roll 1:1, as it lies, the page as long as the label', () => {
    const placed = fit(size(62, 40), 'brother-dk-22205', { mode: 'actual' });
    expect(placed).toMatchObject({ turns: 0, scale: 1, actualSize: true, pageMm: size(62, 40) });
    expectRect(placed.rect, { xMm: 0, yMm: 0, widthMm: 62, heightMm: 40 });
  });
});

describe('images', () => {
  const dot203 = dotMm(203);

  it('snap to whole printer dots a pixel, or whole pixels a dot, where that keeps 90 % of the size', () => {
    expect(wholeDotMmPerPx(0.13, 203)).toBeCloseTo(dot203, 12);
    expect(wholeDotMmPerPx(0.26, 203)).toBeCloseTo(2 * dot203, 12);
    expect(wholeDotMmPerPx(2 * dot203, 203)).toBeCloseTo(2 * dot203, 12);
    expect(wholeDotMmPerPx(0.065, 203)).toBeCloseTo(dot203 / 2, 12);
    expect(wholeDotMmPerPx(0.09, 300)).toBeCloseTo(dotMm(300), 12);
  });

  it('keep their scale where no whole-dot scale is near', () => {
    expect(wholeDotMmPerPx(0.2, 203)).toBe(0.2);
    expect(wholeDotMmPerPx(0.08, 203)).toBe(0.08);
  });

  it('a 203-dpi label image a little smaller than the printable area prints a dot a pixel', () => {
    const placed = fit(size(95, 140), '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(1, 12);
    expect(placed.shrinks).toBe(false);
    expectRect(placed.rect, { xMm: 3.3, yMm: 6.2, widthMm: 95, heightMm: 140 });
  });

  it('a 203-dpi label image a little larger than the printable area still prints a dot a pixel while it fits the label', () => {
    const placed = fit(size(97.7, 148.7), '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(1, 12);
    expect(placed.rect.widthMm).toBeLessThanOrEqual(101.6);
    // One a little larger than the label itself is scaled down once instead: it must not lose its edges.
    expect(fit(size(103, 153), '4x6', { imagePxPerMm: PX_PER_MM_203 }).scale).toBeLessThan(1);
  });

  it('a 203-dpi image crop half the printable size prints two dots a pixel', () => {
    const placed = fit(size(47, 70), '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(2, 12);
  });

  it('a 300-dpi GIF on a 203-dpi printer is scaled once, and warned about', () => {
    // 1200 × 1800 pixels (4 × 6 in at 300 dpi), measured at the nominal 203 dpi.
    const gif = size(1200 / PX_PER_MM_203, 1800 / PX_PER_MM_203);
    const placed = fit(gif, '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(95.6 / gif.widthMm, 12);
    expect(placed.scale / PX_PER_MM_203 / dot203).toBeCloseTo(0.637, 3);
    expect(placed.shrinks).toBe(true);
  });

  it('an image of 406 dpi fitted to the label prints a pixel every second dot', () => {
    const placed = fit(size(190, 290), '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(0.5, 12);
    expect(placed.shrinks).toBe(true);
  });

  it('a 203-dpi 4 × 6 image prints at actual size a dot a pixel, or finer on a 300-dpi printer, without a warning', () => {
    const image = size(812 / PX_PER_MM_203, 1218 / PX_PER_MM_203);
    expect(fit(image, '4x6', { mode: 'actual', imagePxPerMm: PX_PER_MM_203 })).toMatchObject({ scale: 1, actualSize: true, shrinks: false });
    expect(fit(image, '4x6', { mode: 'actual', imagePxPerMm: PX_PER_MM_203, dpi: 300 })).toMatchObject({ scale: 1, shrinks: false });
  });

  it('are warned about by printer dots a pixel, not by scale', () => {
    // Scaled to 90 % of its nominal size, a 203-dpi image still has 0.9 dots a pixel on a 203-dpi printer.
    const placed = fit(size(106.2, 152.4), '4x6', { imagePxPerMm: PX_PER_MM_203 });
    expect(placed.scale).toBeCloseTo(95.6 / 106.2, 9);
    expect(placed.shrinks).toBe(false);
  });
});
