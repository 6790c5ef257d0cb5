import { PDFDocument } from '@cantoo/pdf-lib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLabels, FIND_PX_PER_MM, type PageFinding } from '../../../src/cropper/find-labels';
import { SHRINK_WARNING_SCALE, type FitMode, type LabelPlacement } from '../../../src/cropper/label-fit';
import { IMAGE_PX_PER_MM, planOutput, type PlacedLabel } from '../../../src/cropper/output-plan';
import type { CropRect, GrayRaster } from '../../../src/cropper/source-page';
import { printOptionsFrom, type PrintOptions } from '../../../src/stock/print-options';
import { slotRect, type Rect } from '../../../src/stock/sheet-slots';
import { printableStock } from '../../../src/stock/stock-of';
import { writeCroppedPdf, type CropJob, type CroppedPixels, type CropSources } from '../../../workers/cropper/write-cropped-pdf';
import { carrierFixtures, fixturePageRaster, type CarrierFixture, type FixtureLabel } from '../../support/carrier-pages';
import { gifPixelsOf } from '../../support/carrier-pages/gif-fixture';
import { decodeAllBarcodes, type LabelBarcodes, type Rasteriser } from '../../support/decode-label-barcodes';
import { renderPdfPage } from '../../support/render-pdf-page';
import { sampleOf } from '../../support/test-depth';

// The cropper from end to end, in Node, on every carrier layout the fixtures generate: find the labels on the pages
// as the worker does, write them onto the visitor's stock, and print the result as a label printer would: the
// barcodes must still scan, vectors must stay vectors, and each label must land where the plan says, at its size.

const PRINTER_DPI = 203;
const FOUR_BY_SIX: PrintOptions = printOptionsFrom({ stockId: '4x6', dpi: PRINTER_DPI });
const FOUR_BY_SIX_PT = { width: 288, height: 432 };
const RASTERISERS: readonly Rasteriser[] = ['poppler', 'ghostscript'];
const BOTH_MODES: readonly FitMode[] = ['fit', 'actual'];
// Labels more than 3 mm off 4 × 6 each way (an A6 label of 99 × 142 mm; the GIF's label, 97.6 × 148.4 mm inside its
// 4 × 6 image) are fitted in 'actual' mode just as in 'fit' mode: the same PDF, written and scanned once.
const FIT_ONLY: readonly FitMode[] = ['fit'];

type Layout = { name: string; kind: CarrierFixture['kind']; what: string; modes: readonly FitMode[] };

/** Every layout the carrier fixtures generate (a test below checks that none is missing), in words. */
const LAYOUTS: readonly Layout[] = [
  { name: 'usps-letter-fold', kind: 'pdf', what: 'a USPS 4 × 6 label above a fold line on Letter, then an instructions page and a blank one', modes: BOTH_MODES },
  { name: 'ups-landscape-halves', kind: 'pdf', what: 'a borderless UPS 4 × 6 label on the left half of landscape Letter', modes: BOTH_MODES },
  { name: 'royal-mail-a4-top-left', kind: 'pdf', what: 'a Royal Mail A6 label in the top-left quarter of A4', modes: FIT_ONLY },
  { name: 'evri-a4-top-right', kind: 'pdf', what: 'a borderless Evri A6 label in the top-right quarter of A4', modes: FIT_ONLY },
  { name: 'royal-mail-a4-bottom-left', kind: 'pdf', what: 'a borderless Royal Mail A6 label in the bottom-left quarter of A4', modes: FIT_ONLY },
  { name: 'dpd-a4-bottom-right', kind: 'pdf', what: 'a DPD A6 label in the bottom-right quarter of A4 below instructions and an advert', modes: FIT_ONLY },
  { name: 'dhl-receipt-beside', kind: 'pdf', what: 'a borderless DHL 4 × 6 label beside a bordered receipt on landscape Letter', modes: BOTH_MODES },
  { name: 'usps-turned-letter', kind: 'pdf', what: 'a USPS 4 × 6 label turned a quarter at the top of Letter', modes: BOTH_MODES },
  { name: 'fedex-wide-letter', kind: 'pdf', what: 'a borderless 6 × 4 FedEx label at the top of Letter', modes: BOTH_MODES },
  { name: 'etsy-two-labels', kind: 'pdf', what: 'two 4 × 6 labels side by side on landscape Letter', modes: BOTH_MODES },
  { name: 'ups-thermal-gif', kind: 'gif', what: "UPS's 203-dpi GIF label", modes: FIT_ONLY },
];

const HOW: Record<FitMode, string> = { fit: 'after fitting', actual: 'printed at actual size' };

/** A fixture's labels found as the worker finds them, and what they were written as. */
type Prepared = { fixture: CarrierFixture; findings: PageFinding[]; jobs: CropJob[]; outputs: Map<FitMode, Output> };
type Output = { path: string; bytes: Uint8Array; plan: PlacedLabel[] };

const noProgress = (): Promise<void> => Promise.resolve();

// Printing and scanning runs Poppler, Ghostscript, zbarimg and ZXingReader: seconds a test on a busy machine.
const SCANNING_MS = 60_000;
const RENDERING_MS = 20_000;

let dir = '';
const prepared = new Map<string, Prepared>();

const preparedLayout = (name: string): Prepared => {
  const layout = prepared.get(name);
  if (!layout) throw new Error(`No carrier fixture is called ${name}.`);
  return layout;
};

const outputOf = (name: string, mode: FitMode): Output => {
  const output = preparedLayout(name).outputs.get(mode);
  if (!output) throw new Error(`${name} was not written in ${mode} mode.`);
  return output;
};

/** The image's pixels inside the crop as a PNG, whole pixels only: croppedImagePng (image-pages.ts) in Node. */
async function croppedGifPixels(fixture: CarrierFixture, crop: CropRect): Promise<CroppedPixels> {
  const { width, height, luma } = gifPixelsOf(fixture.bytes);
  const left = Math.max(0, Math.round(crop.xMm * IMAGE_PX_PER_MM));
  const top = Math.max(0, Math.round(crop.yMm * IMAGE_PX_PER_MM));
  const widthPx = Math.max(1, Math.min(width - left, Math.round(crop.widthMm * IMAGE_PX_PER_MM)));
  const heightPx = Math.max(1, Math.min(height - top, Math.round(crop.heightMm * IMAGE_PX_PER_MM)));
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(widthPx, heightPx);
  for (let y = 0; y < heightPx; y += 1) {
    for (let x = 0; x < widthPx; x += 1) {
      const value = luma[(top + y) * width + left + x]!;
      pixels.data.set([value, value, value, 255], (y * widthPx + x) * 4);
    }
  }
  context.putImageData(pixels, 0, 0);
  return { png: new Uint8Array(await canvas.encode('png')), widthPx, heightPx };
}

/** The open files, by fixture name: a PDF's bytes, or the GIF's pixels. */
const filesOf = (...fixtures: CarrierFixture[]): CropSources => ({
  get: (fileId) => {
    const fixture = fixtures.find((candidate) => candidate.name === fileId);
    if (!fixture) throw new Error(`No open file ${fileId}.`);
    return fixture.kind === 'pdf' ? { kind: 'pdf', bytes: fixture.bytes } : { kind: 'image', pxPerMm: IMAGE_PX_PER_MM, cropped: (crop) => croppedGifPixels(fixture, crop) };
  },
});

/** Every page's finding, and a job (upright, as found) for each label found. */
async function findAll(fixture: CarrierFixture): Promise<{ findings: PageFinding[]; jobs: CropJob[] }> {
  const findings: PageFinding[] = [];
  for (const pageIndex of fixture.pages.keys()) findings.push(findLabels(await fixturePageRaster(fixture, pageIndex, FIND_PX_PER_MM)));
  const jobs = findings.flatMap((finding, page) =>
    finding.kind === 'labels' ? finding.labels.map((crop): CropJob => ({ fileId: fixture.name, page, crop, turns: 0 })) : [],
  );
  return { findings, jobs };
}

const planOf = (options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], files: CropSources): PlacedLabel[] =>
  planOutput(
    jobs.map((job) => ({ crop: job.crop, turns: job.turns, pxPerMm: files.get(job.fileId).kind === 'image' ? IMAGE_PX_PER_MM : null })),
    printableStock(options),
    options,
    mode,
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shiplabel-crop-and-fit-'));
  for (const fixture of await carrierFixtures()) {
    const { findings, jobs } = await findAll(fixture);
    const files = filesOf(fixture);
    const outputs = new Map<FitMode, Output>();
    const modes = LAYOUTS.find((layout) => layout.name === fixture.name)?.modes ?? BOTH_MODES;
    for (const mode of modes) {
      const bytes = await writeCroppedPdf(FOUR_BY_SIX, mode, jobs, files, noProgress);
      const path = join(dir, `${fixture.name}-${mode}.pdf`);
      writeFileSync(path, bytes);
      outputs.set(mode, { path, bytes, plan: planOf(FOUR_BY_SIX, mode, jobs, files) });
    }
    prepared.set(fixture.name, { fixture, findings, jobs, outputs });
  }
}, 60_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

// ── Looking at the output ──

const overlapMm2 = (a: CropRect, b: CropRect): number =>
  Math.max(0, Math.min(a.xMm + a.widthMm, b.xMm + b.widthMm) - Math.max(a.xMm, b.xMm)) *
  Math.max(0, Math.min(a.yMm + a.heightMm, b.yMm + b.heightMm) - Math.max(a.yMm, b.yMm));

/** Each label drawn on the fixture's pages with its page (from 0) and the output page (from 0) its crop was written to, if any. */
const labelsWithOutputPage = ({ fixture, jobs }: Prepared): { label: FixtureLabel; page: number; outputPage: number | undefined }[] =>
  fixture.pages.flatMap((page, pageIndex) =>
    page.labels.map((label) => {
      // The job on the label's page covering most of it, if it covers at least half.
      let best: { index: number; overlap: number } | undefined;
      jobs.forEach((job, index) => {
        const overlap = job.page === pageIndex ? overlapMm2(job.crop, label.rect) : 0;
        if (overlap >= (label.rect.widthMm * label.rect.heightMm) / 2 && overlap > (best?.overlap ?? 0)) best = { index, overlap };
      });
      return { label, page: pageIndex, outputPage: best?.index };
    }),
  );

/** Page `page` (from 1) at 203 dpi as a PNG in `into`, rasterised as decodeAllBarcodes does. */
function rasterise(pdfPath: string, page: number, rasteriser: Rasteriser, into: string): string {
  if (rasteriser === 'poppler') {
    execFileSync('pdftoppm', ['-r', String(PRINTER_DPI), '-f', String(page), '-l', String(page), '-png', pdfPath, join(into, 'page')]);
    return join(into, readdirSync(into).find((name) => name.startsWith('page') && name.endsWith('.png'))!);
  }
  const png = join(into, 'page.png');
  execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pngmono', `-r${PRINTER_DPI}`, `-dFirstPage=${page}`, `-dLastPage=${page}`, `-sOutputFile=${png}`, pdfPath]);
  return png;
}

// Bands of the page, each as tall as this, their middle rows this far apart: a DataMatrix on a fitted label (20 mm
// or more across at 4 × 6) is crossed by some band's middle row and lies wholly inside that band.
const BAND_MM = 50;
const BAND_STEP_MM = 8;

/**
 * The DataMatrix texts on a page, read band by band. ZXingReader 1.4 (Debian 12's zxing-cpp-tools) looks for a
 * DataMatrix only along the image's middle row and column, so on a whole label page it misses any symbol off those
 * lines (decodeAllBarcodes reads the page whole); each band here brings another strip of the page to a middle row.
 */
async function dataMatrixTextsInBands(pdfPath: string, page: number, rasteriser: Rasteriser): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'shiplabel-bands-'));
  try {
    const image = await loadImage(readFileSync(rasterise(pdfPath, page, rasteriser, work)));
    const pxPerMm = PRINTER_DPI / 25.4;
    const [band, step] = [Math.round(BAND_MM * pxPerMm), Math.round(BAND_STEP_MM * pxPerMm)];
    const bands: string[] = [];
    for (let middle = 0; middle < image.height + step; middle += step) {
      const canvas = createCanvas(image.width, band);
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, image.width, band);
      context.drawImage(image, 0, band / 2 - middle);
      const path = join(work, `band-${bands.length}.png`);
      writeFileSync(path, await canvas.encode('png'));
      bands.push(path);
    }
    const result = spawnSync('ZXingReader', ['-format', 'DataMatrix', '-escape', ...bands], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`ZXingReader failed: ${result.stderr}`);
    return [...result.stdout.matchAll(/^Text:\s*"(.*)"$/gm)].map((match) => match[1]!);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What a scanner reads off one output page printed at 203 dpi: decodeAllBarcodes, and any DataMatrix it missed. */
async function scan(pdfPath: string, page: number, rasteriser: Rasteriser, label: FixtureLabel): Promise<LabelBarcodes> {
  const read = decodeAllBarcodes(pdfPath, page, PRINTER_DPI, rasteriser);
  if (label.twoD.format !== 'datamatrix' || read.twoD.includes(label.twoD.text)) return read;
  return { ...read, twoD: [...read.twoD, ...(await dataMatrixTextsInBands(pdfPath, page, rasteriser))] };
}

/** The image XObjects in a PDF, by page (from 1), as pdfimages (poppler-utils) lists them: forms' images included. */
function imagesByPage(pdfPath: string): { page: number; type: string; width: number; height: number }[] {
  const listing = execFileSync('pdfimages', ['-list', pdfPath], { encoding: 'utf8' });
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page = '', , type = '', width = '', height = ''] = line.trim().split(/\s+/);
      return { page: Number(page), type, width: Number(width), height: Number(height) };
    });
}

const writtenTo = (bytes: Uint8Array, path: string): string => {
  writeFileSync(path, bytes);
  return path;
};

/** A page's ink (darker than mid-grey) inside `within` (mm; the whole page if left out): its box, its pixels, and the pixels outside. */
type Ink = { box: Rect | null; count: number; outside: number };

const inkOf = (raster: GrayRaster, within?: Rect): Ink => {
  const { pxPerMm } = raster;
  let [x0, y0, x1, y1, count, outside] = [Infinity, Infinity, -Infinity, -Infinity, 0, 0];
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = 0; x < raster.width; x += 1) {
      if (raster.luma[y * raster.width + x]! >= 128) continue;
      const [xMm, yMm] = [(x + 0.5) / pxPerMm, (y + 0.5) / pxPerMm];
      if (within && (xMm < within.xMm || xMm > within.xMm + within.widthMm || yMm < within.yMm || yMm > within.yMm + within.heightMm)) {
        outside += 1;
        continue;
      }
      [x0, y0, x1, y1, count] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), count + 1];
    }
  }
  const box = count === 0 ? null : { xMm: x0 / pxPerMm, yMm: y0 / pxPerMm, widthMm: (x1 + 1 - x0) / pxPerMm, heightMm: (y1 + 1 - y0) / pxPerMm };
  return { box, count, outside };
};

/**
 * Where a label's box on its source page lands on the output: its place in the crop, turned clockwise as the plan
 * turns the crop, scaled and put in the fitted box, then clipped to the slot. Worked out here from the plan alone.
 */
const whereLabelLands = (label: Rect, crop: Rect, fitted: LabelPlacement): Rect => {
  // Corners in the crop's frame (mm, y down), each quarter turn clockwise taking (x, y) in a w × h frame to (h - y, x).
  let [x0, y0, x1, y1] = [label.xMm - crop.xMm, label.yMm - crop.yMm, label.xMm + label.widthMm - crop.xMm, label.yMm + label.heightMm - crop.yMm];
  let [width, height] = [crop.widthMm, crop.heightMm];
  for (let turn = 0; turn < fitted.turns; turn += 1) {
    [x0, y0, x1, y1] = [height - y1, x0, height - y0, x1];
    [width, height] = [height, width];
  }
  const { rect, clip, scale } = fitted;
  const left = Math.max(clip.xMm, rect.xMm + x0 * scale);
  const top = Math.max(clip.yMm, rect.yMm + y0 * scale);
  const right = Math.min(clip.xMm + clip.widthMm, rect.xMm + x1 * scale);
  const bottom = Math.min(clip.yMm + clip.heightMm, rect.yMm + y1 * scale);
  return { xMm: left, yMm: top, widthMm: right - left, heightMm: bottom - top };
};

/** Each side of `actual` within `toleranceMm` of `expected`'s. */
const expectBoxNear = (actual: Rect | null, expected: Rect, toleranceMm: number, what: string): void => {
  expect(actual, `${what}: some ink`).not.toBeNull();
  const sides = (rect: Rect) => ({ left: rect.xMm, top: rect.yMm, right: rect.xMm + rect.widthMm, bottom: rect.yMm + rect.heightMm });
  const [got, want] = [sides(actual!), sides(expected)];
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    expect(Math.abs(got[side] - want[side]), `${what}: ${side} edge at ${got[side].toFixed(2)} mm, expected ${want[side].toFixed(2)} mm`).toBeLessThanOrEqual(toleranceMm);
  }
};

// ── Every carrier layout ──

it('the layouts below are every carrier layout the fixtures generate', () => {
  const generated = [...prepared.values()].map(({ fixture: { name, kind } }) => `${kind} ${name}`).sort();
  expect(generated).toEqual(LAYOUTS.map(({ name, kind }) => `${kind} ${name}`).sort());
});

describe.each(LAYOUTS.map((layout) => [layout.what, layout] as const))('%s', (_what, { name, kind, modes }) => {
  it('finds each of its labels, the crop within 2 mm of the label’s edges, and nothing else', () => {
    const { fixture, findings } = preparedLayout(name);
    fixture.pages.forEach((page, pageIndex) => {
      const finding = findings[pageIndex]!;
      const crops = finding.kind === 'labels' ? finding.labels : [];
      expect(crops, `page ${pageIndex + 1}: one crop a label`).toHaveLength(page.labels.length);
      page.labels.forEach((label, index) => expectBoxNear(crops[index] ?? null, label.rect, 2, `page ${pageIndex + 1}, label ${index + 1} (${label.code128})`));
    });
  });

  it.each(modes)('writes one 4 × 6 in page (288 × 432 pt) a label, in %s mode', async (mode) => {
    const { fixture } = preparedLayout(name);
    const document = await PDFDocument.load(outputOf(name, mode).bytes);
    const labelCount = fixture.pages.reduce((sum, page) => sum + page.labels.length, 0);
    expect(document.getPageCount()).toBe(labelCount);
    for (const page of document.getPages()) {
      const box = page.getMediaBox();
      expect([box.x, box.y]).toEqual([0, 0]);
      expect(box.width).toBeCloseTo(FOUR_BY_SIX_PT.width, 3);
      expect(box.height).toBeCloseTo(FOUR_BY_SIX_PT.height, 3);
    }
  });

  it.each(modes)('draws each label where the plan puts it, in %s mode: its ink is the label’s box, turned, scaled and placed as planned', async (mode) => {
    const layout = preparedLayout(name);
    const { bytes, plan } = outputOf(name, mode);
    for (const { label, outputPage } of labelsWithOutputPage(layout)) {
      const placed = outputPage === undefined ? undefined : plan[outputPage];
      expect(placed, `a page for the label with ${label.code128}`).toBeDefined();
      const { box } = inkOf(await renderPdfPage(bytes, placed!.page, 4));
      expectBoxNear(box, whereLabelLands(label.rect, layout.jobs[outputPage!]!.crop, placed!.fitted), 0.5, `the label with ${label.code128}`);
    }
  }, RENDERING_MS);

  // Each mode through each rasteriser in a deep run; a per-commit run scans a quarter of them (one at least), drawn by the commit.
  it.each(sampleOf(modes.flatMap((mode) => RASTERISERS.map((rasteriser) => [HOW[mode], rasteriser, mode] as const)), 0.25, name))(
    'every label still scans at 203 dpi %s onto 4 × 6, rasterised by %s: its Code 128 and its 2D code, on a page of its own',
    async (_how, rasteriser, mode) => {
      const layout = preparedLayout(name);
      const { path } = outputOf(name, mode);
      for (const { label, outputPage } of labelsWithOutputPage(layout)) {
        expect.soft(outputPage, `a page for the label with ${label.code128}`).toBeTypeOf('number');
        if (outputPage === undefined) continue;
        const read = await scan(path, outputPage + 1, rasteriser, label);
        expect.soft(read.code128, `the Code 128 on page ${outputPage + 1}`).toEqual([label.code128]);
        expect.soft(read.twoD, `the ${label.twoD.format} on page ${outputPage + 1}`).toContain(label.twoD.text);
      }
    },
    SCANNING_MS,
  );

  if (kind === 'pdf') {
    it.each(modes)('stays vector in %s mode: no image in the output, as there was none in the carrier’s PDF', (mode) => {
      const source = writtenTo(preparedLayout(name).fixture.bytes, join(dir, `${name}-source.pdf`));
      expect(imagesByPage(source)).toEqual([]);
      expect(imagesByPage(outputOf(name, mode).path)).toEqual([]);
    });
  } else {
    it.each(modes)('holds exactly its one image a label in %s mode, the cropped pixels at full resolution', (mode) => {
      const { jobs } = preparedLayout(name);
      const images = imagesByPage(outputOf(name, mode).path);
      expect(images.map((image) => ({ page: image.page, type: image.type }))).toEqual(jobs.map((_, index) => ({ page: index + 1, type: 'image' })));
      images.forEach((image, index) => {
        const crop = jobs[index]!.crop;
        expect(image.width).toBe(Math.round(crop.widthMm * IMAGE_PX_PER_MM));
        expect(image.height).toBe(Math.round(crop.heightMm * IMAGE_PX_PER_MM));
      });
    });
  }
});

// ── Size on the stock ──

describe('printing at actual size', { timeout: RENDERING_MS }, () => {
  it("a USPS 4 × 6 label found on Letter prints 1:1 on 4 × 6 stock in 'actual' mode: its border is 101.6 × 152.4 mm on the output", async () => {
    const actual = outputOf('usps-letter-fold', 'actual');
    expect(actual.plan[0]!.fitted).toMatchObject({ scale: 1, actualSize: true, turns: 0 });
    const { box } = inkOf(await renderPdfPage(actual.bytes, 0, 8));
    expectBoxNear(box, { xMm: 0, yMm: 0, widthMm: 101.6, heightMm: 152.4 }, 0.4, 'the label at actual size');
  });

  it("the same label in 'fit' mode is shrunk into the stock's 3 mm margins instead", async () => {
    const fit = outputOf('usps-letter-fold', 'fit');
    const { scale, actualSize, shrinks } = fit.plan[0]!.fitted;
    expect({ actualSize, shrinks }).toEqual({ actualSize: false, shrinks: false });
    expect(scale).toBeLessThan(0.95);
    const { box } = inkOf(await renderPdfPage(fit.bytes, 0, 8));
    expectBoxNear(box, { xMm: (101.6 - 101.6 * scale) / 2, yMm: (152.4 - 152.4 * scale) / 2, widthMm: 101.6 * scale, heightMm: 152.4 * scale }, 0.4, 'the fitted label');
  });

  it("a Royal Mail A6 label (99 × 142 mm) prints at its own size on A6 stock (105 × 148 mm) in 'actual' mode, 3 mm in from each edge", async () => {
    const { fixture, jobs } = preparedLayout('royal-mail-a4-top-left');
    const options = printOptionsFrom({ stockId: 'a6', dpi: PRINTER_DPI });
    const files = filesOf(fixture);
    const [placed] = planOf(options, 'actual', jobs, files);
    expect(placed!.fitted.scale).toBeCloseTo(1, 2);
    const bytes = await writeCroppedPdf(options, 'actual', jobs, files, noProgress);
    const { box } = inkOf(await renderPdfPage(bytes, 0, 8));
    expectBoxNear(box, { xMm: 3, yMm: 3, widthMm: 99, heightMm: 142 }, 0.4, 'the A6 label');
  });
});

describe('shrinking onto smaller stock', { timeout: RENDERING_MS }, () => {
  it.each([
    ['a 62 × 100 mm Brother DK-11202 label', 'brother-dk-11202', 0],
    ['a 4 × 2 in slot of an Avery 5163 sheet, turned to lie along it', 'avery-5163', 1],
  ] as const)(`a USPS 4 × 6 label fitted onto %s shrinks below ${SHRINK_WARNING_SCALE * 100} % and warns that its barcodes may not scan`, async (_what, stockId, turns) => {
    const { fixture, jobs } = preparedLayout('usps-letter-fold');
    const options = printOptionsFrom({ stockId });
    const files = filesOf(fixture);
    const { fitted } = planOf(options, 'fit', jobs, files)[0]!;
    expect(fitted).toMatchObject({ turns, shrinks: true, actualSize: false });
    expect(fitted.scale).toBeLessThan(SHRINK_WARNING_SCALE);
    // Drawn that small, inside its slot: the label's border (101.6 × 152.4 mm), turned and scaled, centred on the fitted box.
    const [width, height] = turns % 2 === 0 ? [101.6, 152.4] : [152.4, 101.6];
    const centre = { x: fitted.rect.xMm + fitted.rect.widthMm / 2, y: fitted.rect.yMm + fitted.rect.heightMm / 2 };
    const drawn = { widthMm: width * fitted.scale, heightMm: height * fitted.scale };
    const { box, outside } = inkOf(await renderPdfPage(await writeCroppedPdf(options, 'fit', jobs, files, noProgress), 0, 8), fitted.clip);
    expect(outside, 'ink outside the slot').toBe(0);
    expectBoxNear(box, { xMm: centre.x - drawn.widthMm / 2, yMm: centre.y - drawn.heightMm / 2, ...drawn }, 0.4, 'the shrunk label');
  });

  it('fitting a 4 × 6 label into the 3 mm margins of 4 × 6 stock is no shrink worth a warning', () => {
    const { fitted } = outputOf('usps-letter-fold', 'fit').plan[0]!;
    expect(fitted.scale).toBeGreaterThanOrEqual(SHRINK_WARNING_SCALE);
    expect(fitted.shrinks).toBe(false);
  });
});

describe('a sheet of labels', { timeout: RENDERING_MS }, () => {
  it('on an Avery L7169 sheet (four 99.1 × 139 mm labels on A4) from slot 2, the first label fills slot 2, the next slot 3, and slots 1 and 4 stay blank', async () => {
    const [first, second] = [preparedLayout('royal-mail-a4-top-left'), preparedLayout('dpd-a4-bottom-right')];
    const options = printOptionsFrom({ stockId: 'avery-l7169', startSlot: 2 });
    const stock = printableStock(options);
    const jobs = [first.jobs[0]!, second.jobs[0]!];
    const files = filesOf(first.fixture, second.fixture);
    const plan = planOf(options, 'fit', jobs, files);
    expect(plan.map((placed) => placed.page)).toEqual([0, 0]);
    expect(plan.map((placed) => placed.fitted.clip)).toEqual([slotRect(stock, 2), slotRect(stock, 3)]);

    const bytes = await writeCroppedPdf(options, 'fit', jobs, files, noProgress);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([width / (72 / 25.4), height / (72 / 25.4)].map((mm) => Math.round(mm))).toEqual([210, 297]);

    const sheet = await renderPdfPage(bytes, 0, 4);
    const [slot1, slot2, slot3, slot4] = [1, 2, 3, 4].map((slot) => inkOf(sheet, slotRect(stock, slot)));
    expect(slot1!.box, 'ink in slot 1').toBeNull();
    expectBoxNear(slot2!.box, whereLabelLands(first.fixture.pages[0]!.labels[0]!.rect, jobs[0]!.crop, plan[0]!.fitted), 0.5, 'the first label, in slot 2');
    expectBoxNear(slot3!.box, whereLabelLands(second.fixture.pages[0]!.labels[0]!.rect, jobs[1]!.crop, plan[1]!.fitted), 0.5, 'the second label, in slot 3');
    expect(slot4!.box, 'ink in slot 4').toBeNull();
    // And nothing outside those two slots.
    expect(slot2!.count + slot3!.count).toBe(inkOf(sheet).count);
  });

  it("in 'actual' mode a label 3 mm taller than its slot prints 1:1, clipped to the slot: nothing spills onto the label below", async () => {
    const { fixture, jobs } = preparedLayout('royal-mail-a4-top-left');
    const options = printOptionsFrom({ stockId: 'avery-l7169', startSlot: 2 });
    const slot = slotRect(printableStock(options), 2);
    const files = filesOf(fixture);
    const [placed] = planOf(options, 'actual', jobs, files);
    expect(placed!.fitted).toMatchObject({ scale: 1, actualSize: true, clip: slot });
    expect(placed!.fitted.rect.heightMm).toBeGreaterThan(slot.heightMm + 2);
    const sheet = await renderPdfPage(await writeCroppedPdf(options, 'actual', jobs, files, noProgress), 0, 8);
    const { box, outside } = inkOf(sheet, slot);
    expect(outside, 'ink outside slot 2').toBe(0);
    expectBoxNear(box, whereLabelLands(fixture.pages[0]!.labels[0]!.rect, jobs[0]!.crop, placed!.fitted), 0.3, 'the label, clipped to slot 2');
  });
});
