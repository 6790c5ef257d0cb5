import { describe, expect, it } from 'vitest';
import { fitBarcode, MAX_MODULE_MM, QUIET_ZONE_MODULES, snapInside, snapToDots } from '../../../src/label/barcode-fit';

describe('fitting a barcode to whole printer dots', () => {
  it('takes the widest whole-dot module that fits the box, quiet zones included', () => {
    // 200 bar modules + 20 quiet: 91.6 mm is 732 dots at 203 dpi, so 3 dots a module (660 dots).
    expect(fitBarcode(200, 91.6, 203)).toMatchObject({ moduleDots: 3, totalModules: 220, widthDots: 660 });
    expect(fitBarcode(200, 91.6, 203)!.widthMm).toBeCloseTo((660 * 25.4) / 203, 9);
  });

  it('goes down to one dot a module for long values, and gives up below that', () => {
    expect(fitBarcode(475, 91.6, 203)).toMatchObject({ moduleDots: 1 });
    expect(fitBarcode(800, 91.6, 203)).toBeNull();
  });

  it('keeps short values from being blown up past a module of 0.6 mm', () => {
    const fit = fitBarcode(35, 200, 300)!;
    expect((fit.moduleDots * 25.4) / 300).toBeLessThanOrEqual(MAX_MODULE_MM);
    expect(fit.totalModules).toBe(35 + 2 * QUIET_ZONE_MODULES);
  });

  it('moves a position onto the printer dot grid', () => {
    expect(snapToDots(10, 203) / (25.4 / 203)).toBe(80);
    expect(Math.abs(snapToDots(10.06, 203) - 10.06)).toBeLessThanOrEqual(25.4 / 203 / 2);
  });
});

describe('snapping inside a box', () => {
  const dot = 25.4 / 300;
  it('moves bars to the nearest dot that keeps them inside their box, never into the margin before it', () => {
    const start = snapInside(3, 50, { startMm: 3, lengthMm: 56 }, 300);
    expect(start).toBeGreaterThanOrEqual(3);
    expect(start - 3).toBeLessThan(dot);
    expect(Math.abs(start / dot - Math.round(start / dot))).toBeLessThan(1e-9);
  });

  it('keeps bars that fill their box within its end', () => {
    const start = snapInside(10, 40 * dot, { startMm: 10, lengthMm: 41.5 * dot }, 300);
    expect(start + 40 * dot).toBeLessThanOrEqual(10 + 41.5 * dot + 1e-9);
    expect(start).toBeGreaterThanOrEqual(10);
  });

  it('fits bars so that, wherever their box starts between two dots, they start on a dot inside it and end inside it', () => {
    // The box of a barcode on a custom sheet with a printer shift starts anywhere between dots.
    for (const dpi of [203, 300] as const) {
      const dotOf = 25.4 / dpi;
      for (const boxDots of [60, 100, 437, 700]) {
        for (const offset of [0, 0.001, 0.25, 0.5, 0.75, 0.999]) {
          const box = { startMm: (17 + offset) * dotOf, lengthMm: boxDots * dotOf };
          for (const barModules of [25, 79, 155, 300]) {
            const fit = fitBarcode(barModules, box.lengthMm, dpi);
            if (fit === null) continue;
            const start = snapInside(box.startMm, fit.widthMm, box, dpi);
            expect(start).toBeGreaterThanOrEqual(box.startMm - 1e-9);
            expect(start + fit.widthMm).toBeLessThanOrEqual(box.startMm + box.lengthMm + 1e-9);
          }
        }
      }
    }
  });
});
