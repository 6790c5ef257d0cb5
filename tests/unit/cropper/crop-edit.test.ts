import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  dragCrop,
  MIN_CROP_MM,
  nudgeCrop,
  orientationOf,
  setCropField,
  turnCrop,
  turnedSize,
  type CropHandle,
} from '../../../src/cropper/crop-edit';
import type { CropRect, PageSizeMm, QuarterTurns } from '../../../src/cropper/source-page';
import { english } from '../../support/english';

const LETTER: PageSizeMm = { widthMm: 215.9, heightMm: 279.4 };
/** A 1000 × 1500 pixel image at the nominal 203 dpi: its sides are not whole tenths of a millimetre. */
const IMAGE: PageSizeMm = { widthMm: (1000 * 25.4) / 203, heightMm: (1500 * 25.4) / 203 };
/** A 4 × 6 in label in the top left of a Letter page, as a carrier prints it. */
const LABEL: CropRect = { xMm: 10, yMm: 20, widthMm: 101.6, heightMm: 152.4 };

const box = (xMm: number, yMm: number, widthMm: number, heightMm: number): CropRect => ({ xMm, yMm, widthMm, heightMm });
const isTenths = (crop: CropRect): boolean => Object.values(crop).every((mm) => Math.abs(mm * 10 - Math.round(mm * 10)) < 1e-9);
const isInside = (crop: CropRect, page: PageSizeMm): boolean =>
  crop.xMm >= 0 && crop.yMm >= 0 && crop.xMm + crop.widthMm <= page.widthMm + 1e-9 && crop.yMm + crop.heightMm <= page.heightMm + 1e-9;

describe('clampCrop', () => {
  it('leaves a box inside the page as it is', () => {
    expect(clampCrop(LABEL, LETTER)).toEqual(LABEL);
  });

  it('moves a box that hangs off the page back onto it, at its size', () => {
    expect(clampCrop(box(150, -5, 100, 50), LETTER)).toEqual(box(115.9, 0, 100, 50));
  });

  it('makes a box larger than the page the whole page', () => {
    expect(clampCrop(box(-20, -20, 400, 400), LETTER)).toEqual(box(0, 0, 215.9, 279.4));
  });

  it(`makes a box at least ${MIN_CROP_MM} mm each way`, () => {
    expect(clampCrop(box(50, 50, 2, 0), LETTER)).toEqual(box(50, 50, 10, 10));
  });

  it('rounds every figure to 0.1 mm', () => {
    expect(clampCrop(box(10.04, 20.06, 101.55, 152.449), LETTER)).toEqual(box(10, 20.1, 101.6, 152.4));
  });

  it("keeps a box on a page whose sides are not whole tenths, short of the page's edge by less than 0.1 mm", () => {
    const whole = clampCrop(box(0, 0, IMAGE.widthMm, IMAGE.heightMm), IMAGE);
    expect(whole).toEqual(box(0, 0, 125.1, 187.6));
    expect(isInside(whole, IMAGE)).toBe(true);
    expect(IMAGE.widthMm - whole.widthMm).toBeLessThan(0.1);
  });

  it('takes a figure that is not a number for the whole page', () => {
    expect(clampCrop(box(Number.NaN, 5, Number.POSITIVE_INFINITY, 20), LETTER)).toEqual(box(0, 5, 215.9, 20));
  });
});

describe('nudgeCrop', () => {
  const step = { resize: false, stepMm: 1 };
  const resize = { resize: true, stepMm: 1 };

  it('ArrowRight moves the box right by a step, ArrowUp up by a step', () => {
    expect(nudgeCrop(LABEL, LETTER, 'ArrowRight', step)).toEqual({ ...LABEL, xMm: 11 });
    expect(nudgeCrop(LABEL, LETTER, 'ArrowUp', step)).toEqual({ ...LABEL, yMm: 19 });
  });

  it('moves by a fine step of 0.1 mm, to the tenth', () => {
    expect(nudgeCrop(LABEL, LETTER, 'ArrowLeft', { resize: false, stepMm: 0.1 })).toEqual({ ...LABEL, xMm: 9.9 });
    expect(nudgeCrop(box(0.3, 0, 50, 50), LETTER, 'ArrowLeft', { resize: false, stepMm: 0.1 }).xMm).toBe(0.2);
  });

  it("stops at the page's edge without changing the box's size", () => {
    expect(nudgeCrop(box(0.5, 0, 100, 100), LETTER, 'ArrowLeft', step)).toEqual(box(0, 0, 100, 100));
    expect(nudgeCrop(box(115.9, 179.4, 100, 100), LETTER, 'ArrowDown', step)).toEqual(box(115.9, 179.4, 100, 100));
  });

  it('Shift+ArrowRight widens the box by a step, Shift+ArrowLeft narrows it', () => {
    expect(nudgeCrop(LABEL, LETTER, 'ArrowRight', resize)).toEqual({ ...LABEL, widthMm: 102.6 });
    expect(nudgeCrop(LABEL, LETTER, 'ArrowLeft', resize)).toEqual({ ...LABEL, widthMm: 100.6 });
  });

  it('Shift+ArrowDown makes the box taller by a step, Shift+ArrowUp shorter', () => {
    expect(nudgeCrop(LABEL, LETTER, 'ArrowDown', resize)).toEqual({ ...LABEL, heightMm: 153.4 });
    expect(nudgeCrop(LABEL, LETTER, 'ArrowUp', resize)).toEqual({ ...LABEL, heightMm: 151.4 });
  });

  it("widens no further than the page's edge, and narrows no further than the smallest box, keeping its left edge", () => {
    expect(nudgeCrop(box(115.9, 0, 100, 100), LETTER, 'ArrowRight', resize)).toEqual(box(115.9, 0, 100, 100));
    expect(nudgeCrop(box(30, 0, MIN_CROP_MM, 100), LETTER, 'ArrowLeft', resize)).toEqual(box(30, 0, MIN_CROP_MM, 100));
  });
});

describe('dragCrop', () => {
  const start = box(50, 60, 100, 150);

  it('moves the whole box by the drag', () => {
    expect(dragCrop(start, LETTER, 'move', 10, -20)).toEqual(box(60, 40, 100, 150));
  });

  it("stops a moved box at the page's edges, at its size", () => {
    expect(dragCrop(start, LETTER, 'move', 500, -500)).toEqual(box(115.9, 0, 100, 150));
  });

  it.each<[CropHandle, CropRect]>([
    ['n', box(50, 65, 100, 145)],
    ['s', box(50, 60, 100, 155)],
    ['e', box(50, 60, 105, 150)],
    ['w', box(55, 60, 95, 150)],
    ['ne', box(50, 65, 105, 145)],
    ['nw', box(55, 65, 95, 145)],
    ['se', box(50, 60, 105, 155)],
    ['sw', box(55, 60, 95, 155)],
  ])("the '%s' handle moves those edges only", (handle, expected) => {
    expect(dragCrop(start, LETTER, handle, 5, 5)).toEqual(expected);
  });

  it(`never drags an edge past the opposite one less ${MIN_CROP_MM} mm`, () => {
    expect(dragCrop(start, LETTER, 'w', 200, 0)).toEqual(box(140, 60, 10, 150));
    expect(dragCrop(start, LETTER, 'n', 0, 400)).toEqual(box(50, 200, 100, 10));
    expect(dragCrop(start, LETTER, 'se', -300, -300)).toEqual(box(50, 60, 10, 10));
  });

  it('never drags an edge off the page', () => {
    expect(dragCrop(start, LETTER, 'nw', -300, -300)).toEqual(box(0, 0, 150, 210));
    expect(dragCrop(start, LETTER, 'se', 300, 300)).toEqual(box(50, 60, 165.9, 219.4));
  });

  it('rounds a drag measured in screen pixels to 0.1 mm', () => {
    const dragged = dragCrop(start, LETTER, 'se', 3.14159, 2.71828);
    expect(dragged).toEqual(box(50, 60, 103.1, 152.7));
  });

  it('stays on a page whose sides are not whole tenths, and in tenths, whatever the drag', () => {
    const handles: CropHandle[] = ['move', 'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
    for (const handle of handles) {
      for (const [dx, dy] of [[-1000, -1000], [1000, 1000], [0.37, -12.55], [77.77, 33.33]] as const) {
        const dragged = dragCrop(box(20, 30, 60, 70), IMAGE, handle, dx, dy);
        expect(isInside(dragged, IMAGE)).toBe(true);
        expect(isTenths(dragged)).toBe(true);
        expect(dragged.widthMm).toBeGreaterThanOrEqual(MIN_CROP_MM);
        expect(dragged.heightMm).toBeGreaterThanOrEqual(MIN_CROP_MM);
      }
    }
  });

  it('moves nothing for a pointer that reports no position', () => {
    expect(dragCrop(start, LETTER, 'move', Number.NaN, 0)).toEqual(start);
  });
});

/** A figure's problem as an English-speaking visitor reads it, or null when the figure was taken. */
const problemOf = (result: ReturnType<typeof setCropField>): string | null => ('problem' in result ? english(result.problem) : null);

describe('setCropField', () => {
  it('sets a figure typed, to the tenth', () => {
    expect(setCropField(LABEL, LETTER, 'widthMm', 90.04)).toEqual({ crop: { ...LABEL, widthMm: 90 } });
    expect(setCropField(LABEL, LETTER, 'yMm', 12.5)).toEqual({ crop: { ...LABEL, yMm: 12.5 } });
  });

  it('moves the box back onto the page for a width that fits the page but not where the box is', () => {
    expect(setCropField(LABEL, LETTER, 'widthMm', 210)).toEqual({ crop: { ...LABEL, xMm: 5.9, widthMm: 210 } });
  });

  it('says the width must be between 10 mm and the page width', () => {
    expect(problemOf(setCropField(LABEL, LETTER, 'widthMm', 300))).toBe('Width must be between 10 and 215.9 mm.');
    expect(problemOf(setCropField(LABEL, LETTER, 'widthMm', 9.9))).toBe('Width must be between 10 and 215.9 mm.');
    expect(problemOf(setCropField(LABEL, LETTER, 'heightMm', -5))).toBe('Height must be between 10 and 279.4 mm.');
  });

  it('says how far the box can go at its size', () => {
    expect(problemOf(setCropField(LABEL, LETTER, 'xMm', 120))).toBe('Left edge must be between 0 and 114.3 mm for a box 101.6 mm wide.');
    expect(problemOf(setCropField(LABEL, LETTER, 'yMm', -1))).toBe('Top edge must be between 0 and 127 mm for a box 152.4 mm tall.');
  });

  it('takes a figure that rounds into the range', () => {
    expect(setCropField(LABEL, LETTER, 'widthMm', 9.96)).toEqual({ crop: { ...LABEL, widthMm: 10 } });
  });

  it('asks for a number when the figure is none', () => {
    expect(problemOf(setCropField(LABEL, LETTER, 'xMm', Number.NaN))).toBe('Enter the left edge as a number, in mm.');
    expect(problemOf(setCropField(LABEL, LETTER, 'heightMm', Number.POSITIVE_INFINITY))).toBe('Enter the height as a number, in mm.');
  });
});

describe('turnCrop', () => {
  const page: PageSizeMm = { widthMm: 200, heightMm: 300 };
  const crop = box(10, 20, 50, 60);

  it('turns the page a quarter clockwise: its left edge becomes the top', () => {
    expect(turnedSize(page, 1)).toEqual({ widthMm: 300, heightMm: 200 });
    expect(turnCrop(crop, page, 1)).toEqual(box(220, 10, 60, 50));
  });

  it('turns it upside down', () => {
    expect(turnedSize(page, 2)).toEqual(page);
    expect(turnCrop(crop, page, 2)).toEqual(box(140, 220, 50, 60));
  });

  it('turns it three quarters clockwise: its left edge becomes the bottom', () => {
    expect(turnCrop(crop, page, 3)).toEqual(box(20, 140, 60, 50));
  });

  it.each<QuarterTurns>([0, 1, 2, 3])('gives the crop back when turned %i and then the rest of the way round', (turns) => {
    const turned = turnCrop(LABEL, IMAGE, turns);
    const back = turnCrop(turned, turnedSize(IMAGE, turns), ((4 - turns) % 4) as QuarterTurns);
    for (const key of Object.keys(LABEL) as (keyof CropRect)[]) expect(back[key]).toBeCloseTo(LABEL[key], 9);
  });

  it('turns a crop that stays on the turned page', () => {
    for (const turns of [0, 1, 2, 3] as const) expect(isInside(turnCrop(LABEL, LETTER, turns), turnedSize(LETTER, turns))).toBe(true);
  });
});

describe('orientationOf', () => {
  it('tells landscape from portrait, and takes sides within 2 % of each other for square', () => {
    expect(orientationOf({ widthMm: 152.4, heightMm: 101.6 })).toBe('landscape');
    expect(orientationOf({ widthMm: 101.6, heightMm: 152.4 })).toBe('portrait');
    expect(orientationOf({ widthMm: 100, heightMm: 101.9 })).toBe('square');
    expect(orientationOf({ widthMm: 100, heightMm: 102.5 })).toBe('portrait');
  });
});
