import { describe, expect, it } from 'vitest';
import { borderBoxes } from '../../../src/cropper/border-boxes';
import { inReadingOrder } from '../../../src/cropper/find-labels';
import { inkMaskOf } from '../../../src/cropper/ink-mask';
import { findLabelSigns } from '../../../src/cropper/label-signs';
import type { PixelBox } from '../../../src/cropper/pixel-box';
import { findPrintedRegions } from '../../../src/cropper/printed-regions';
import { findRuledLines } from '../../../src/cropper/ruled-lines';
import type { CropRect } from '../../../src/cropper/source-page';
import { syntheticPage, type SyntheticPage } from '../../support/carrier-pages/synthetic-page';

// The steps of finding labels, each on a painted page (3 px a mm): lines, regions, barcodes, boxes, reading order.

const PX_PER_MM = 3;
const letterPage = (): SyntheticPage => syntheticPage(215.9, 279.4, PX_PER_MM);
const foldPixelCount = (foldPixels: Uint8Array): number => foldPixels.reduce((sum, value) => sum + value, 0);
const inMm = (box: PixelBox): CropRect => ({ xMm: box.x0 / PX_PER_MM, yMm: box.y0 / PX_PER_MM, widthMm: (box.x1 + 1 - box.x0) / PX_PER_MM, heightMm: (box.y1 + 1 - box.y0) / PX_PER_MM });

describe('findRuledLines', () => {
  it('finds the four sides of a box as solid lines, and no fold line', () => {
    const page = letterPage();
    page.outline({ xMm: 10, yMm: 10, widthMm: 100, heightMm: 150 }, 0.5);
    const lines = findRuledLines(inkMaskOf(page.raster), PX_PER_MM);
    // The top and bottom lines stop where the sides cross them (those pixels belong to the sides).
    const horizontal = lines.horizontal.map(inMm);
    expect(horizontal.map(({ yMm }) => yMm)).toEqual([10, 159.66666666666666]);
    expect(horizontal.every(({ widthMm }) => widthMm >= 98 && widthMm <= 100)).toBe(true);
    expect(lines.vertical).toHaveLength(2);
    expect(foldPixelCount(lines.foldPixels)).toBe(0);
  });

  it('takes a dashed line across the page for a fold line, and no solid line', () => {
    const page = letterPage();
    // Crossing where the dashes leave gaps: a pixel both lines cross would be thin neither way.
    page.dashedLine({ atMm: 149, fromMm: 6, toMm: 210 }, 3, 2);
    page.dashedLine({ atMm: 108, fromMm: 6, toMm: 273, vertical: true }, 2, 2);
    const mask = inkMaskOf(page.raster);
    const lines = findRuledLines(mask, PX_PER_MM);
    expect(lines.horizontal).toEqual([]);
    expect(lines.vertical).toEqual([]);
    expect(foldPixelCount(lines.foldPixels)).toBe(mask.inkCount);
  });

  it('takes a solid line across most of the page for a fold line too, but not a shorter one', () => {
    const page = letterPage();
    page.fill({ xMm: 6, yMm: 140, widthMm: 204, heightMm: 0.3 });
    page.fill({ xMm: 6, yMm: 200, widthMm: 100, heightMm: 0.3 });
    const lines = findRuledLines(inkMaskOf(page.raster), PX_PER_MM);
    expect(lines.horizontal).toHaveLength(2);
    expect(foldPixelCount(lines.foldPixels)).toBe(204 * PX_PER_MM);
  });
});

describe('findPrintedRegions', () => {
  const regionsOf = (page: SyntheticPage, skip?: Uint8Array): CropRect[] => {
    const mask = inkMaskOf(page.raster);
    return findPrintedRegions(mask, skip ?? new Uint8Array(mask.ink.length), PX_PER_MM, 6).regions.map((region) => inMm(region.box));
  };

  it('joins blocks a few mm apart and keeps blocks 10 mm apart separate', () => {
    const page = letterPage();
    page.fill({ xMm: 20, yMm: 20, widthMm: 50, heightMm: 20 });
    page.fill({ xMm: 20, yMm: 44, widthMm: 50, heightMm: 20 });
    page.fill({ xMm: 80, yMm: 20, widthMm: 50, heightMm: 20 });
    expect(regionsOf(page)).toEqual([
      { xMm: 20, yMm: 20, widthMm: 50, heightMm: 44 },
      { xMm: 80, yMm: 20, widthMm: 50, heightMm: 20 },
    ]);
  });

  it('leaves out the fold line pixels it is told to skip, so a fold line joins nothing', () => {
    const page = letterPage();
    page.fill({ xMm: 20, yMm: 20, widthMm: 50, heightMm: 20 });
    page.dashedLine({ atMm: 44, fromMm: 6, toMm: 210 }, 3, 2);
    page.fill({ xMm: 20, yMm: 48, widthMm: 50, heightMm: 20 });
    const mask = inkMaskOf(page.raster);
    const lines = findRuledLines(mask, PX_PER_MM);
    expect(regionsOf(page)).toHaveLength(1);
    expect(regionsOf(page, lines.foldPixels)).toHaveLength(2);
  });
});

describe('findLabelSigns', () => {
  const signsOf = (page: SyntheticPage): { kind: string; rect: CropRect }[] =>
    findLabelSigns(page.raster, inkMaskOf(page.raster)).map((sign) => ({ kind: sign.kind, rect: inMm(sign.box) }));

  it('finds a large barcode, upright or turned, about where it is', () => {
    const page = letterPage();
    page.barcode({ xMm: 20, yMm: 20, widthMm: 75, heightMm: 22 });
    page.barcode({ xMm: 120, yMm: 100, widthMm: 20, heightMm: 70 }, true);
    const signs = signsOf(page);
    expect(signs.map((sign) => sign.kind)).toEqual(['barcode', 'barcode']);
    expect(signs[0]!.rect.widthMm).toBeGreaterThan(70);
    expect(signs[1]!.rect.heightMm).toBeGreaterThan(65);
  });

  it('finds no sign in a small barcode, a paragraph or a box', () => {
    const page = letterPage();
    page.barcode({ xMm: 20, yMm: 20, widthMm: 18, heightMm: 10 });
    page.paragraph({ xMm: 20, yMm: 50, widthMm: 170, heightMm: 80 });
    page.outline({ xMm: 20, yMm: 150, widthMm: 100, heightMm: 100 }, 0.5);
    expect(signsOf(page)).toEqual([]);
  });

  it('finds a 2D code as a matrix', () => {
    const page = letterPage();
    page.matrix(50, 50, 20, 0.6);
    expect(signsOf(page).map((sign) => sign.kind)).toEqual(['matrix']);
  });
});

describe('borderBoxes', () => {
  const limits = { minSide: 40 * PX_PER_MM, maxSide: 230 * PX_PER_MM, slack: 4 };
  const boxesOf = (page: SyntheticPage): CropRect[] => {
    const lines = findRuledLines(inkMaskOf(page.raster), PX_PER_MM);
    return borderBoxes(lines.horizontal, lines.vertical, limits).map(inMm);
  };

  it('finds a closed rectangle of lines, at its outer edge', () => {
    const page = letterPage();
    page.outline({ xMm: 10, yMm: 12, widthMm: 100, heightMm: 150 }, 0.6);
    expect(boxesOf(page)).toEqual([{ xMm: 10, yMm: 12, widthMm: 100, heightMm: 150 }]);
  });

  it('finds no box in three sides of one, nor in a box too small for a label', () => {
    const page = letterPage();
    page.fill({ xMm: 10, yMm: 10, widthMm: 100, heightMm: 0.5 });
    page.fill({ xMm: 10, yMm: 10, widthMm: 0.5, heightMm: 150 });
    page.fill({ xMm: 110, yMm: 10, widthMm: 0.5, heightMm: 150 });
    page.outline({ xMm: 140, yMm: 200, widthMm: 30, heightMm: 30 }, 0.5);
    expect(boxesOf(page)).toEqual([]);
  });
});

describe('inReadingOrder', () => {
  it('reads crops top to bottom, and crops side by side left to right even if one starts a little lower', () => {
    const rect = (xMm: number, yMm: number): CropRect => ({ xMm, yMm, widthMm: 100, heightMm: 140 });
    expect(inReadingOrder([rect(110, 150), rect(5, 152), rect(110, 4), rect(5, 5)])).toEqual([rect(5, 5), rect(110, 4), rect(5, 152), rect(110, 150)]);
  });
});
