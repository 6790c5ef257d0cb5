import { degrees, PDFDocument, rgb } from '@cantoo/pdf-lib';
import fc from 'fast-check';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { planOutput } from '../../../src/cropper/output-plan';
import type { CropRect, GrayRaster, QuarterTurns } from '../../../src/cropper/source-page';
import { printOptionsFrom } from '../../../src/stock/print-options';
import { printableStock } from '../../../src/stock/stock-of';
import { pdfBoxOf, PT_PER_MM, turnedDrawing, userBoxOfCrop, type PdfBox } from '../../../workers/cropper/page-space';
import { writeCroppedPdf, type CropSources } from '../../../workers/cropper/write-cropped-pdf';
import { renderPdfPage } from '../../support/render-pdf-page';

// From what the visitor sees to PDF user space and back onto the output page. The source page's "shown" side is
// taken from pdfjs, the viewer the cropper draws pages with, so these maths are checked against another's.

/** A page's crop box whose origin is not 0,0 (a page cut out of a larger sheet): A4, 20 pt right and 30 pt up. */
const A4_MM = { widthMm: 210, heightMm: 297 };
const VIEW = { x: 20, y: 30, width: A4_MM.widthMm * PT_PER_MM, height: A4_MM.heightMm * PT_PER_MM };

/** Each /Rotate a page may have, as written (pdf-lib and pdfjs accept any multiple of 90). */
const ROTATIONS = [0, 90, 180, 270, -90, 450] as const;

type Viewport = { width: number; height: number; toShown: (x: number, y: number) => [number, number] };

/** An empty page with the view as its media box and the /Rotate, as pdf-lib writes it. */
async function rotatedPage(rotate: number, draw: (page: ReturnType<PDFDocument['addPage']>) => void = () => undefined): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([VIEW.width, VIEW.height]);
  page.setMediaBox(VIEW.x, VIEW.y, VIEW.width, VIEW.height);
  draw(page);
  page.setRotation(degrees(rotate));
  return document.save();
}

/** How pdfjs shows the page: its size and user space → shown mm from the top-left corner. */
async function viewportOf(bytes: Uint8Array): Promise<Viewport> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 / PT_PER_MM });
    return { width: viewport.width, height: viewport.height, toShown: (x, y) => viewport.convertToViewportPoint(x, y) as [number, number] };
  } finally {
    await pdf.destroy();
  }
}

/** The box, in shown mm, that a user-space box shows as. */
const shownBox = (box: PdfBox, viewport: Viewport): CropRect => {
  const corners = [viewport.toShown(box.left, box.bottom), viewport.toShown(box.right, box.bottom), viewport.toShown(box.left, box.top), viewport.toShown(box.right, box.top)];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { xMm: Math.min(...xs), yMm: Math.min(...ys), widthMm: Math.max(...xs) - Math.min(...xs), heightMm: Math.max(...ys) - Math.min(...ys) };
};

const expectRectClose = (actual: CropRect, expected: CropRect): void => {
  for (const key of ['xMm', 'yMm', 'widthMm', 'heightMm'] as const) expect(actual[key], key).toBeCloseTo(expected[key], 6);
};

describe('userBoxOfCrop: a crop of the page as shown, in the page’s user space', () => {
  const viewports = new Map<number, Viewport>();

  beforeAll(async () => {
    for (const rotate of ROTATIONS) viewports.set(rotate, await viewportOf(await rotatedPage(rotate)));
  });

  it.each(ROTATIONS)('on a page with /Rotate %i, the user box shows as exactly the crop', (rotate) => {
    const viewport = viewports.get(rotate)!;
    const crop = { xMm: 12.5, yMm: 40, widthMm: 101.6, heightMm: 152.4 };
    expectRectClose(shownBox(userBoxOfCrop(crop, VIEW, rotate), viewport), crop);
  });

  it('on a page with /Rotate 90 a crop at the shown top-left corner starts at the crop box’s bottom-left corner, its width running up the page', () => {
    const box = userBoxOfCrop({ xMm: 0, yMm: 0, widthMm: 100, heightMm: 50 }, VIEW, 90);
    expect(box.left).toBeCloseTo(VIEW.x, 9);
    expect(box.bottom).toBeCloseTo(VIEW.y, 9);
    expect(box.right - box.left).toBeCloseTo(50 * PT_PER_MM, 9);
    expect(box.top - box.bottom).toBeCloseTo(100 * PT_PER_MM, 9);
  });

  it('for any crop inside the shown page and any /Rotate, the user box shows as the crop and lies inside the crop box (property)', () => {
    const anyCrop = fc
      .record({ rotate: fc.constantFrom(...ROTATIONS), x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }), w: fc.double({ min: 0.01, max: 1, noNaN: true }), h: fc.double({ min: 0.01, max: 1, noNaN: true }) })
      .map(({ rotate, x, y, w, h }) => {
        const { width, height } = viewports.get(rotate)!;
        const [xMm, yMm] = [x * width * 0.99, y * height * 0.99];
        return { rotate, crop: { xMm, yMm, widthMm: w * (width - xMm), heightMm: h * (height - yMm) } };
      });
    fc.assert(
      fc.property(anyCrop, ({ rotate, crop }) => {
        const box = userBoxOfCrop(crop, VIEW, rotate);
        expectRectClose(shownBox(box, viewports.get(rotate)!), crop);
        expect(box.left).toBeGreaterThanOrEqual(VIEW.x - 1e-9);
        expect(box.bottom).toBeGreaterThanOrEqual(VIEW.y - 1e-9);
        expect(box.right).toBeLessThanOrEqual(VIEW.x + VIEW.width + 1e-9);
        expect(box.top).toBeLessThanOrEqual(VIEW.y + VIEW.height + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

/** A point of a form drawn as pdf-lib's drawPage draws it: scaled, turned counter-clockwise by θ about (x, y), moved there. */
const drawnPoint = (point: [number, number], at: { x: number; y: number; rotateDegrees: number }, scale: number): [number, number] => {
  const theta = (at.rotateDegrees * Math.PI) / 180;
  const [u, v] = [point[0] * scale, point[1] * scale];
  return [at.x + u * Math.cos(theta) - v * Math.sin(theta), at.y + u * Math.sin(theta) + v * Math.cos(theta)];
};

describe('turnedDrawing: where to draw a form so that, turned, it fills the target box', () => {
  // A 4 × 6 in form (its box from the origin), drawn at 0.9 onto a box 15 pt right and 25 pt up the page.
  const form = { width: 288, height: 432 };
  const scale = 0.9;
  const targetOf = (turns: QuarterTurns): PdfBox => {
    const [width, height] = turns % 2 === 0 ? [form.width * scale, form.height * scale] : [form.height * scale, form.width * scale];
    return { left: 15, bottom: 25, right: 15 + width, top: 25 + height };
  };
  // Clockwise, the form's top-left corner goes to the box's top-left, top-right, bottom-right, bottom-left corner.
  const topLeftLandsAt = (box: PdfBox, turns: QuarterTurns): [number, number] =>
    ([[box.left, box.top], [box.right, box.top], [box.right, box.bottom], [box.left, box.bottom]] as const)[turns] as [number, number];

  const TURNS = [
    ['upright', 0],
    ['a quarter turn clockwise', 1],
    ['a half turn', 2],
    ['three quarter turns clockwise', 3],
  ] as const;

  it.each(TURNS)('%s: the form’s corners land exactly on the target’s, its top-left corner where that turn puts it', (_what, turns) => {
    const target = targetOf(turns);
    const at = turnedDrawing(turns, target);
    const corners = ([[0, 0], [form.width, 0], [0, form.height], [form.width, form.height]] as const).map((corner) => drawnPoint([corner[0], corner[1]], at, scale));
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    expect(Math.min(...xs)).toBeCloseTo(target.left, 9);
    expect(Math.max(...xs)).toBeCloseTo(target.right, 9);
    expect(Math.min(...ys)).toBeCloseTo(target.bottom, 9);
    expect(Math.max(...ys)).toBeCloseTo(target.top, 9);
    const [x, y] = drawnPoint([0, form.height], at, scale);
    const [expectedX, expectedY] = topLeftLandsAt(target, turns);
    expect(x).toBeCloseTo(expectedX, 9);
    expect(y).toBeCloseTo(expectedY, 9);
  });

  it('pdfBoxOf turns a rectangle in mm from the top-left corner into points from the bottom-left', () => {
    expect(pdfBoxOf({ xMm: 10, yMm: 20, widthMm: 30, heightMm: 40 }, 100)).toEqual({ left: 10 * PT_PER_MM, right: 40 * PT_PER_MM, bottom: 40 * PT_PER_MM, top: 80 * PT_PER_MM });
  });
});

// ── From end to end: a page turned by its /Rotate ──

/** A small deterministic generator (mulberry32): the same marks on every run. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Black rectangles on whole millimetres of the page, scattered and of all sizes, drawn in user space before the
 * page is turned: no two parts of the page look alike, so a crop taken from the wrong place or turned the wrong way
 * shows.
 */
const scatteredMarks = (page: ReturnType<PDFDocument['addPage']>): void => {
  const random = randomFrom(20240513);
  const whole = (max: number) => Math.floor(random() * max);
  for (let mark = 0; mark < 90; mark += 1) {
    const [widthMm, heightMm] = [2 + whole(22), 2 + whole(22)];
    const [xMm, yMm] = [whole(A4_MM.widthMm - widthMm), whole(A4_MM.heightMm - heightMm)];
    page.drawRectangle({ x: VIEW.x + xMm * PT_PER_MM, y: VIEW.y + yMm * PT_PER_MM, width: widthMm * PT_PER_MM, height: heightMm * PT_PER_MM, color: rgb(0, 0, 0) });
  }
};

// At 5 px a mm, every mark's edge, the crop's and the 4 × 6 in page's fall on whole pixels.
const PX_PER_MM = 5;

/** The ink (darker than mid-grey) of `raster` inside `crop` (mm), as a mask `crop` wide, turned clockwise `turns` times. */
const inkMask = (raster: GrayRaster, crop: CropRect, turns: number): { width: number; height: number; ink: Uint8Array } => {
  let width = Math.round(crop.widthMm * PX_PER_MM);
  let height = Math.round(crop.heightMm * PX_PER_MM);
  const [left, top] = [Math.round(crop.xMm * PX_PER_MM), Math.round(crop.yMm * PX_PER_MM)];
  let ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) ink[y * width + x] = raster.luma[(top + y) * raster.width + left + x]! < 128 ? 1 : 0;
  for (let turn = 0; turn < turns; turn += 1) {
    // A clockwise quarter turn takes (x, y) in a width × height image to (height - 1 - y, x).
    const turned = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) turned[x * height + (height - 1 - y)] = ink[y * width + x]!;
    [ink, width, height] = [turned, height, width];
  }
  return { width, height, ink };
};

/** The share of pixels inked in either mask that are inked in both. */
const overlap = (a: Uint8Array, b: Uint8Array): number => {
  let [both, either] = [0, 0];
  for (let index = 0; index < a.length; index += 1) {
    both += a[index]! & b[index]!;
    either += a[index]! | b[index]!;
  }
  return either === 0 ? 1 : both / either;
};

describe('cropping a page turned by its /Rotate, from end to end', () => {
  const FOUR_BY_SIX = printOptionsFrom({ stockId: '4x6', dpi: 203 });
  const sources = new Map<number, { bytes: Uint8Array; shown: GrayRaster }>();

  beforeAll(async () => {
    for (const rotate of ROTATIONS) {
      const bytes = await rotatedPage(rotate, scatteredMarks);
      sources.set(rotate, { bytes, shown: await renderPdfPage(bytes, 0, PX_PER_MM) });
    }
  });

  // A 4 × 6 in crop in the page's shown coordinates, portrait or landscape, whole millimetres from its top-left corner.
  const PORTRAIT = { xMm: 20, yMm: 25, widthMm: 101.6, heightMm: 152.4 };
  const LANDSCAPE = { xMm: 31, yMm: 17, widthMm: 152.4, heightMm: 101.6 };
  const CASES = ROTATIONS.flatMap((rotate) => [
    { rotate, crop: PORTRAIT, turns: 0 as QuarterTurns, what: 'a portrait crop prints as shown', expectedTurns: 0 },
    { rotate, crop: LANDSCAPE, turns: 0 as QuarterTurns, what: 'a landscape crop prints turned a quarter clockwise onto portrait stock', expectedTurns: 1 },
    { rotate, crop: PORTRAIT, turns: 2 as QuarterTurns, what: 'a portrait crop the visitor turned upside down prints upside down', expectedTurns: 2 },
  ]);

  it.each(CASES.map((entry) => [entry.rotate, entry.what, entry] as const))('/Rotate %i: %s, at actual size on 4 × 6, the ink exactly what the visitor saw in the crop', async (rotate, _what, { crop, turns, expectedTurns }) => {
    const { bytes, shown } = sources.get(rotate)!;
    const files: CropSources = { get: () => ({ kind: 'pdf', bytes }) };
    const job = { fileId: 'turned.pdf', page: 0, crop, turns };
    const [placed] = planOutput([{ crop, turns, pxPerMm: null }], printableStock(FOUR_BY_SIX), FOUR_BY_SIX, 'actual');
    expect(placed!.fitted).toMatchObject({ turns: expectedTurns, scale: 1, rect: { xMm: 0, yMm: 0 } });

    const output = await renderPdfPage(await writeCroppedPdf(FOUR_BY_SIX, 'actual', [job], files, () => Promise.resolve()), 0, PX_PER_MM);
    const expected = inkMask(shown, crop, expectedTurns);
    const printed = inkMask(output, { xMm: 0, yMm: 0, widthMm: 101.6, heightMm: 152.4 }, 0);
    expect([printed.width, printed.height]).toEqual([expected.width, expected.height]);
    expect(expected.ink.reduce((sum, pixel) => sum + pixel, 0), 'marks inside the crop').toBeGreaterThan(expected.ink.length / 10);
    expect(overlap(printed.ink, expected.ink)).toBeGreaterThan(0.99);
  });
});
