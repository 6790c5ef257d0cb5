import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { PrintShift } from '../../../src/stock/stock-geometry';
import { NO_SHIFT, slotCount } from '../../../src/stock/stock-geometry';
import { slotRect } from '../../../src/stock/sheet-slots';
import { renderAlignmentPdf } from '../../../workers/pdf/render-alignment-pdf';
import { loadFontsInNode } from '../../support/node-fonts';
import { strokesOf } from '../../support/pdf-strokes';
import { readPdf, type PdfReading, type PdfText } from '../../support/read-pdf';
import { optionsFor, stock } from '../../support/stock';
import { pdftotextLines } from '../../support/text-layer-lines';

const MM_PER_PT = 25.4 / 72;
const SHEETS = ['avery-5160', 'avery-l7169'] as const;

const rendered = new Map<string, Promise<Uint8Array>>();
/** The test page as the worker makes it, rendered once per stock and shift. */
const alignmentPdf = (id: string, shift: PrintShift = NO_SHIFT): Promise<Uint8Array> => {
  const key = `${id} ${shift.rightMm} ${shift.downMm}`;
  if (!rendered.has(key)) rendered.set(key, renderAlignmentPdf(optionsFor(id, { shift }), loadFontsInNode).then(async (pdf) => new Uint8Array(await pdf.arrayBuffer())));
  return rendered.get(key)!;
};

const centreMm = (run: PdfText) => (run.leftMm + run.rightMm) / 2;
/** Ruler numbers sit by the top or left edge; everything else (slot numbers, the header) further in. */
const isRulerNumber = (run: PdfText) => /^\d+0$/.test(run.text) && (run.topMm < 7 || run.leftMm < 6);
const slotNumbers = (reading: PdfReading) => reading.texts.filter((run) => /^\d+$/.test(run.text) && !isRulerNumber(run));

/** The slot's number: the run of its digits whose middle lies inside its outline. */
const numberIn = (reading: PdfReading, id: string, slot: number, shift: PrintShift = NO_SHIFT): PdfText => {
  const rect = slotRect(stock(id), slot, shift);
  const found = slotNumbers(reading).find(
    (run) => run.text === String(slot) && centreMm(run) > rect.xMm && centreMm(run) < rect.xMm + rect.widthMm && run.topMm > rect.yMm && run.topMm < rect.yMm + rect.heightMm,
  );
  if (!found) throw new Error(`No number ${slot} inside its outline`);
  return found;
};

/** Page 1 rasterised by poppler as greyscale pixels (0 black, 255 white) at `dpi`. */
function greyPixels(bytes: Uint8Array, dpi: number): (xMm: number, yMm: number) => number {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-alignment-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
    const pgm = readFileSync(join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+\d+\s+255\s/.exec(pgm.toString('latin1', 0, 64))!;
    const [start, width] = [header[0].length, Number(header[1])];
    return (xMm, yMm) => pgm[start + Math.round((yMm / 25.4) * dpi) * width + Math.round((xMm / 25.4) * dpi)] ?? 255;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('alignment test page (Node, as the worker makes it)', () => {
  it.each(SHEETS)('is exactly the page of %s, titled and printed at actual size', async (id) => {
    const bytes = await alignmentPdf(id);
    const reading = await readPdf(bytes);
    expect(reading.pageCount).toBe(1);
    expect(Math.abs(reading.widthPt * MM_PER_PT - stock(id).pageMm.width)).toBeLessThan(0.1);
    expect(Math.abs(reading.heightPt * MM_PER_PT - stock(id).pageMm.height)).toBeLessThan(0.1);
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    expect(await pdf.getViewerPreferences()).toEqual({ DisplayDocTitle: true, PrintScaling: 'None' });
    expect((await pdf.getMetadata()).info).toMatchObject({ Title: 'Alignment test page' });
    await pdf.destroy();
  });

  it.each(SHEETS)('numbers each label of %s, 1 to the last, in the middle of its outline', async (id) => {
    const reading = await readPdf(await alignmentPdf(id));
    const count = slotCount(stock(id));
    expect(slotNumbers(reading).map((run) => Number(run.text)).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    for (let slot = 1; slot <= count; slot += 1) {
      const rect = slotRect(stock(id), slot);
      expect(Math.abs(centreMm(numberIn(reading, id, slot)) - (rect.xMm + rect.widthMm / 2))).toBeLessThan(0.5);
    }
  });

  it.each(SHEETS)('draws one thin rounded outline and one dashed safe margin for each label of %s', async (id) => {
    const sheet = stock(id);
    const strokes = await strokesOf(await alignmentPdf(id));
    const outlines = strokes.filter((stroke) => stroke.widthPt === 0.25 && !stroke.dashed);
    const margins = strokes.filter((stroke) => stroke.widthPt === 0.25 && stroke.dashed);
    expect(outlines).toHaveLength(slotCount(sheet));
    expect(margins).toHaveLength(slotCount(sheet));
    outlines.forEach((outline, index) => {
      const rect = slotRect(sheet, index + 1);
      expect(outline.curved).toBe(true);
      expect(outline.box.leftMm).toBeCloseTo(rect.xMm, 2);
      expect(outline.box.topMm).toBeCloseTo(rect.yMm, 2);
      expect(outline.box.rightMm).toBeCloseTo(rect.xMm + rect.widthMm, 2);
      expect(outline.box.bottomMm).toBeCloseTo(rect.yMm + rect.heightMm, 2);
      expect(margins[index]!.box.leftMm).toBeCloseTo(rect.xMm + sheet.safeMarginMm, 2);
      expect(margins[index]!.box.bottomMm).toBeCloseTo(rect.yMm + rect.heightMm - sheet.safeMarginMm, 2);
    });
  });

  it('moves every outline and number by the printer shift: +2 mm right, +1.5 mm down on Avery 5160', async () => {
    const shift = { rightMm: 2, downMm: 1.5 };
    const [plain, shifted] = await Promise.all([readPdf(await alignmentPdf('avery-5160')), readPdf(await alignmentPdf('avery-5160', shift))]);
    for (let slot = 1; slot <= 30; slot += 1) {
      const [before, after] = [numberIn(plain, 'avery-5160', slot), numberIn(shifted, 'avery-5160', slot, shift)];
      expect(after.leftMm - before.leftMm).toBeCloseTo(2, 2);
      expect(after.topMm - before.topMm).toBeCloseTo(1.5, 2);
    }
    const [outline] = await strokesOf(await alignmentPdf('avery-5160', shift));
    expect(outline!.box.leftMm).toBeCloseTo(slotRect(stock('avery-5160'), 1).xMm + 2, 2);
  });

  it('keeps the ruler on the page edges whatever the shift: ticks every mm from the edge, numbers 10, 20, … unmoved', async () => {
    const shift = { rightMm: -3, downMm: 4 };
    const [plain, shifted] = await Promise.all([readPdf(await alignmentPdf('avery-l7169')), readPdf(await alignmentPdf('avery-l7169', shift))]);
    const rulerOf = (reading: PdfReading) => reading.texts.filter(isRulerNumber).map(({ text, leftMm, topMm }) => ({ text, leftMm, topMm }));
    expect(rulerOf(shifted)).toEqual(rulerOf(plain));
    const across = plain.texts.filter((run) => isRulerNumber(run) && run.topMm < 7);
    const down = plain.texts.filter((run) => isRulerNumber(run) && run.leftMm < 6);
    expect(across.map((run) => run.text)).toEqual(Array.from({ length: 20 }, (_, index) => String(10 * (index + 1))));
    expect(down.map((run) => run.text)).toEqual(Array.from({ length: 29 }, (_, index) => String(10 * (index + 1))));
    across.forEach((run) => expect(run.leftMm - Number(run.text)).toBeCloseTo(0.5, 1));
    const [ruler] = (await strokesOf(await alignmentPdf('avery-l7169', shift))).filter((stroke) => stroke.widthPt !== 0.25);
    // A4: ticks at 1 … 209 mm across, and down the left edge from below the top ruler (7 mm) to 296 mm.
    expect(ruler).toMatchObject({ moves: 209 + 290, box: { leftMm: 0, topMm: 0 } });
  });

  it.each(SHEETS)('keeps the text of %s 6 mm inside the page, and the ruler numbers 4 mm', async (id) => {
    const { pageMm } = stock(id);
    const reading = await readPdf(await alignmentPdf(id, { rightMm: 5, downMm: 5 }));
    for (const run of reading.texts) {
      const inset = isRulerNumber(run) ? 4 : 6;
      // topMm is the baseline: the type above it is at most 6.5 pt (2.3 mm) for the header, 1.6 mm for the ruler.
      const capMm = isRulerNumber(run) ? 1.6 : 2.3;
      expect(run.leftMm, run.text).toBeGreaterThanOrEqual(inset);
      expect(run.rightMm, run.text).toBeLessThanOrEqual(pageMm.width - inset);
      if (slotNumbers(reading).includes(run)) continue;
      expect(run.topMm - capMm, run.text).toBeGreaterThanOrEqual(inset);
      expect(run.topMm, run.text).toBeLessThanOrEqual(pageMm.height - inset);
    }
  });

  it("prints the stock's name, ⅝ and all, the shift and how to use the page", async () => {
    const lines = pdftotextLines(await alignmentPdf('avery-5160', { rightMm: -1.5, downMm: 0.5 }));
    expect(lines).toContain('Avery 5160 / 8160 — 2⅝ × 1 in, 30 per sheet · Shift: right -1.5 mm, down 0.5 mm');
    expect(lines).toContain('Print at 100 % (Actual size) on plain paper, hold it over a sheet of labels against the light: each outline should sit on a label.');
  });

  it('prints ink on every outline where the shifted labels are (rasterised by poppler)', async () => {
    const shift = { rightMm: 2, downMm: -1 };
    const grey = greyPixels(await alignmentPdf('avery-5160', shift), 150);
    const darkest = (samples: number[]) => Math.min(...samples);
    const near = (mm: number) => [-0.2, -0.1, 0, 0.1, 0.2].map((offset) => mm + offset);
    for (let slot = 1; slot <= 30; slot += 1) {
      const rect = slotRect(stock('avery-5160'), slot, shift);
      const [midX, midY] = [rect.xMm + rect.widthMm / 2, rect.yMm + rect.heightMm / 2];
      expect(darkest(near(rect.yMm).map((y) => grey(midX, y))), `top of ${slot}`).toBeLessThan(200);
      expect(darkest(near(rect.xMm + rect.widthMm).map((x) => grey(x, midY))), `right of ${slot}`).toBeLessThan(200);
      expect(grey(midX, rect.yMm + rect.heightMm - 1), `inside ${slot}`).toBe(255);
    }
  });
});
