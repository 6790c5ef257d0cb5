import { describe, expect, it } from 'vitest';
import { FIND_PX_PER_MM, findLabels, type PageFinding } from '../../../src/cropper/find-labels';
import { inkMaskOf } from '../../../src/cropper/ink-mask';
import { findLabelSigns } from '../../../src/cropper/label-signs';
import type { CropRect, GrayRaster } from '../../../src/cropper/source-page';
import { carrierFixtures, fixturePageRaster, type CarrierFixture } from '../../support/carrier-pages';
import { syntheticPage } from '../../support/carrier-pages/synthetic-page';

// Finding labels on carrier-like pages without templates: every fixture page gives the expected verdict, and each
// label found holds the whole label and at most 2 mm of paper (or anything else) around it.

const fixtures = await carrierFixtures();
const fixturePages = fixtures.flatMap((fixture) => fixture.pages.map((page, pageIndex) => ({ fixture, page, pageIndex, name: `${fixture.name} p${pageIndex + 1}` })));

// A found edge may lie outside the label's by this much (paper kept round it), and inside by at most this.
const MAX_OUTSIDE_MM = 2;
const MAX_INSIDE_MM = 0.5;

/** Where a found crop misses the label: each edge too far out or cut into the label, in words. */
const edgeProblems = (found: CropRect, label: CropRect): string[] => {
  const edges = [
    { edge: 'left', outside: label.xMm - found.xMm },
    { edge: 'top', outside: label.yMm - found.yMm },
    { edge: 'right', outside: found.xMm + found.widthMm - (label.xMm + label.widthMm) },
    { edge: 'bottom', outside: found.yMm + found.heightMm - (label.yMm + label.heightMm) },
  ];
  return edges
    .filter(({ outside }) => outside > MAX_OUTSIDE_MM || outside < -MAX_INSIDE_MM)
    .map(({ edge, outside }) => `${edge} edge ${outside > 0 ? `${outside.toFixed(1)} mm outside` : `${(-outside).toFixed(1)} mm inside`}`);
};

/** The least work a pass over a page's pixels can do: add their shades up. */
const plainPassOver = (raster: GrayRaster): number => {
  let sum = 0;
  for (let index = 0; index < raster.luma.length; index += 1) sum += raster.luma[index]!;
  return sum;
};

const isTenthOfMm = (mm: number): boolean => Math.abs(mm * 10 - Math.round(mm * 10)) < 1e-9;

const labelsOf = (finding: PageFinding): CropRect[] => (finding.kind === 'labels' ? finding.labels : []);

const rasters = new Map<string, GrayRaster>();
const rasterOf = async (fixture: CarrierFixture, pageIndex: number): Promise<GrayRaster> => {
  const key = `${fixture.name}/${pageIndex}`;
  const raster = rasters.get(key) ?? (await fixturePageRaster(fixture, pageIndex, FIND_PX_PER_MM));
  rasters.set(key, raster);
  return raster;
};

describe('findLabels on carrier pages', () => {
  it('has fixtures of every kind: PDF and GIF, labels, no label, blank, two labels on a page', () => {
    expect(new Set(fixtures.map((fixture) => fixture.kind))).toEqual(new Set(['pdf', 'gif']));
    expect(new Set(fixturePages.map(({ page }) => page.expect))).toEqual(new Set(['labels', 'no-label', 'blank']));
    expect(fixturePages.some(({ page }) => page.labels.length === 2)).toBe(true);
  });

  it.each(fixturePages)('$name: finds what is there ($page.expect)', async ({ fixture, page, pageIndex }) => {
    const raster = await rasterOf(fixture, pageIndex);
    expect(raster.width).toBe(Math.round(page.sizeMm.widthMm * FIND_PX_PER_MM));
    const finding = findLabels(raster);
    expect(finding.kind).toBe(page.expect);
    const found = labelsOf(finding);
    expect(found).toHaveLength(page.labels.length);
    const problems = found.flatMap((crop, index) => edgeProblems(crop, page.labels[index]!.rect).map((problem) => `label ${index + 1}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it.each(fixturePages.filter(({ page }) => page.expect === 'labels'))('$name: gives crops in tenths of a mm, on the page', async ({ fixture, page, pageIndex }) => {
    for (const crop of labelsOf(findLabels(await rasterOf(fixture, pageIndex)))) {
      expect([crop.xMm, crop.yMm, crop.widthMm, crop.heightMm].every(isTenthOfMm)).toBe(true);
      expect(crop.xMm).toBeGreaterThanOrEqual(0);
      expect(crop.yMm).toBeGreaterThanOrEqual(0);
      expect(crop.xMm + crop.widthMm).toBeLessThanOrEqual(page.sizeMm.widthMm + 0.05);
      expect(crop.yMm + crop.heightMm).toBeLessThanOrEqual(page.sizeMm.heightMm + 0.05);
    }
  });

  it.each(fixturePages.filter(({ page }) => page.expect === 'labels'))('$name: sees each label\'s tracking barcode as a large barcode', async ({ fixture, page, pageIndex }) => {
    const raster = await rasterOf(fixture, pageIndex);
    const barcodes = findLabelSigns(raster, inkMaskOf(raster)).filter((sign) => sign.kind === 'barcode');
    for (const { rect } of page.labels) {
      const inside = barcodes.filter(({ box }) => box.x0 >= rect.xMm * FIND_PX_PER_MM && box.x1 <= (rect.xMm + rect.widthMm) * FIND_PX_PER_MM && box.y0 >= rect.yMm * FIND_PX_PER_MM && box.y1 <= (rect.yMm + rect.heightMm) * FIND_PX_PER_MM);
      expect(inside).not.toEqual([]);
    }
  });

  it('takes about as long as a dozen plain passes over the page, with the page rendered at FIND_PX_PER_MM', async () => {
    const pageRasters = await Promise.all(fixturePages.map(({ fixture, pageIndex }) => rasterOf(fixture, pageIndex)));
    // The first runs compile the code; time the ones after, each the fastest of a few (other work on the machine
    // only slows some), against the plainest pass over the same pixels timed alongside, so a busy machine slows both.
    for (const raster of pageRasters) findLabels(raster);
    const timed = (run: () => unknown): number => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    const passes = pageRasters.map((raster) => {
      const [finding, plainPass] = [[] as number[], [] as number[]];
      for (let round = 0; round < 7; round += 1) {
        finding.push(timed(() => findLabels(raster)));
        plainPass.push(timed(() => plainPassOver(raster)));
      }
      return Math.min(...finding) / Math.min(...plainPass);
    });
    // A linear algorithm costs a few dozen passes at most; one that is not would cost hundreds.
    expect(Math.max(...passes)).toBeLessThan(60);
  });
});

describe('findLabels on painted pages', () => {
  it('calls a page without ink, or with a speck of dust, blank', () => {
    const page = syntheticPage(215.9, 279.4);
    expect(findLabels(page.raster)).toEqual({ kind: 'blank' });
    page.fill({ xMm: 100, yMm: 100, widthMm: 0.7, heightMm: 0.7 });
    expect(findLabels(page.raster)).toEqual({ kind: 'blank' });
  });

  it('calls a page of paragraphs and a receipt-like box with a small barcode no label', () => {
    const page = syntheticPage(215.9, 279.4);
    page.paragraph({ xMm: 20, yMm: 20, widthMm: 170, heightMm: 60 });
    page.paragraph({ xMm: 20, yMm: 100, widthMm: 170, heightMm: 40 });
    page.outline({ xMm: 20, yMm: 160, widthMm: 60, heightMm: 90 }, 0.4);
    page.paragraph({ xMm: 25, yMm: 165, widthMm: 50, heightMm: 40 });
    page.barcode({ xMm: 25, yMm: 220, widthMm: 18, heightMm: 8 });
    expect(findLabels(page.raster)).toEqual({ kind: 'no-label' });
  });

  it('crops a bordered label at the outer edge of its border', () => {
    const page = syntheticPage(215.9, 279.4);
    page.outline({ xMm: 10, yMm: 10, widthMm: 100, heightMm: 150 }, 0.6);
    page.paragraph({ xMm: 15, yMm: 15, widthMm: 60, heightMm: 40 });
    page.barcode({ xMm: 20, yMm: 100, widthMm: 75, heightMm: 22 });
    page.paragraph({ xMm: 20, yMm: 175, widthMm: 170, heightMm: 60 });
    expect(findLabels(page.raster)).toEqual({ kind: 'labels', labels: [{ xMm: 10, yMm: 10, widthMm: 100, heightMm: 150 }] });
  });

  it('keeps a borderless label apart from instructions beyond a dashed fold line close to both', () => {
    const page = syntheticPage(215.9, 279.4);
    const address = page.paragraph({ xMm: 20, yMm: 20, widthMm: 80, heightMm: 30 });
    page.barcode({ xMm: 20, yMm: address.yMm + address.heightMm + 3, widthMm: 75, heightMm: 25 });
    page.dashedLine({ atMm: address.yMm + address.heightMm + 32, fromMm: 6, toMm: 210 }, 3, 2);
    page.paragraph({ xMm: 20, yMm: address.yMm + address.heightMm + 36, widthMm: 170, heightMm: 60 });
    const labels = labelsOf(findLabels(page.raster));
    expect(labels).toHaveLength(1);
    expect(edgeProblems(labels[0]!, { ...address, heightMm: address.heightMm + 28 })).toEqual([]);
  });

  it('finds a label by its barcode turned a quarter (bars across)', () => {
    const page = syntheticPage(215.9, 279.4);
    page.outline({ xMm: 30, yMm: 10, widthMm: 152, heightMm: 101 }, 0.5);
    page.barcode({ xMm: 60, yMm: 20, widthMm: 22, heightMm: 75 }, true);
    page.paragraph({ xMm: 100, yMm: 20, widthMm: 70, heightMm: 60 });
    expect(findLabels(page.raster)).toEqual({ kind: 'labels', labels: [{ xMm: 30, yMm: 10, widthMm: 152, heightMm: 101 }] });
  });

  it('finds a label that has only a 2D code, with its address beside it', () => {
    const page = syntheticPage(210, 297);
    const address = page.paragraph({ xMm: 15, yMm: 15, widthMm: 60, heightMm: 35 });
    page.matrix(address.xMm + address.widthMm + 4, 15, 22, 0.6);
    const labels = labelsOf(findLabels(page.raster));
    expect(labels).toHaveLength(1);
    expect(edgeProblems(labels[0]!, { ...address, widthMm: address.widthMm + 26 })).toEqual([]);
  });

  it('finds two bordered labels printed edge to edge, sharing a border line', () => {
    const page = syntheticPage(279.4, 215.9);
    // The right label's left side lies against the left label's right side: one line 1 mm thick.
    for (const xMm of [20, 119]) {
      page.outline({ xMm, yMm: 30, widthMm: 100, heightMm: 150 }, 0.5);
      page.barcode({ xMm: xMm + 12, yMm: 120, widthMm: 76, heightMm: 20 });
      page.paragraph({ xMm: xMm + 5, yMm: 40, widthMm: 60, heightMm: 50 });
    }
    expect(findLabels(page.raster)).toEqual({
      kind: 'labels',
      labels: [
        { xMm: 20, yMm: 30, widthMm: 100, heightMm: 150 },
        { xMm: 119, yMm: 30, widthMm: 100, heightMm: 150 },
      ],
    });
  });

  it('finds a border whose lines stop short of the corners (rounded corners)', () => {
    const page = syntheticPage(215.9, 279.4);
    const [left, top, width, height, corner] = [20, 15, 100, 150, 3];
    page.fill({ xMm: left + corner, yMm: top, widthMm: width - 2 * corner, heightMm: 0.5 });
    page.fill({ xMm: left + corner, yMm: top + height - 0.5, widthMm: width - 2 * corner, heightMm: 0.5 });
    page.fill({ xMm: left, yMm: top + corner, widthMm: 0.5, heightMm: height - 2 * corner });
    page.fill({ xMm: left + width - 0.5, yMm: top + corner, widthMm: 0.5, heightMm: height - 2 * corner });
    page.barcode({ xMm: 32, yMm: 110, widthMm: 76, heightMm: 22 });
    page.paragraph({ xMm: 25, yMm: 25, widthMm: 60, heightMm: 50 });
    expect(findLabels(page.raster)).toEqual({ kind: 'labels', labels: [{ xMm: left, yMm: top, widthMm: width, heightMm: height }] });
  });

  it('finds two bordered labels side by side, left first', () => {
    const page = syntheticPage(279.4, 215.9);
    for (const xMm of [150, 20]) {
      page.outline({ xMm, yMm: 30, widthMm: 100, heightMm: 150 }, 0.5);
      page.barcode({ xMm: xMm + 12, yMm: 120, widthMm: 76, heightMm: 20 });
      page.paragraph({ xMm: xMm + 5, yMm: 40, widthMm: 60, heightMm: 50 });
    }
    expect(findLabels(page.raster)).toEqual({
      kind: 'labels',
      labels: [
        { xMm: 20, yMm: 30, widthMm: 100, heightMm: 150 },
        { xMm: 150, yMm: 30, widthMm: 100, heightMm: 150 },
      ],
    });
  });
});
