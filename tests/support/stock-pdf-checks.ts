import { everyParcel } from '../../src/label/parcel-count';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { QUIET_ZONE_MODULES } from '../../src/label/barcode-fit';
import { barcodeValue, canDrawBarcode } from '../../src/label/barcode-rules';
import { layoutLabel, type LabelLayout } from '../../src/label/face-layout';
import type { LabelData } from '../../src/label/label-data';
import { printableText } from '../../src/label/printable-text';
import type { LabelStock } from '../../src/stock/label-stock';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { isSheet, NO_SHIFT } from '../../src/stock/stock-geometry';
import { placeFaces, type Rect } from '../../src/stock/sheet-slots';
import { fontSetFor } from '../../workers/pdf/render-labels-pdf';
import { middleRowRuns } from './barcode-runs';
import { decodeBarcodes, rasterizePdf, rasterizePdfWithGhostscript } from './barcode-tools';
import { loadFontsInNode } from './node-fonts';
import { storedRgbImages } from './pdf-image';
import { placedImages } from './pdf-placement';
import { comparableText, joinedText, lettersMissing, readPdf } from './read-pdf';
import { renderLabelsPdf } from './render-label-pdf';

const PT_PER_MM = 72 / 25.4;
const TOLERANCE_MM = 0.01;

/** The part of a label where anything may print: its rectangle less the safe margin, and the end margin at a roll's ends. */
export const safeArea = (stock: LabelStock, rect: Rect): Rect => {
  const [across, along] = [stock.safeMarginMm, stock.endMarginMm];
  // A roll's ends are its top and bottom as it feeds, whether or not the face is turned.
  const [x, y] = [across, along];
  return { xMm: rect.xMm + x, yMm: rect.yMm + y, widthMm: rect.widthMm - 2 * x, heightMm: rect.heightMm - 2 * y };
};

const inside = (area: Rect, left: number, right: number, top: number, bottom: number): boolean =>
  left >= area.xMm - TOLERANCE_MM &&
  right <= area.xMm + area.widthMm + TOLERANCE_MM &&
  top >= area.yMm - TOLERANCE_MM &&
  bottom <= area.yMm + area.heightMm + TOLERANCE_MM;

/** The label as printed in text: its tracking number only where it has a barcode, as the text under it. */
const withBarcodeText = (label: LabelData): LabelData => (canDrawBarcode(barcodeValue(label)) ? label : { ...label, trackingNumber: '' });

/** The typed lines a reader should find on the labels: each line of each field, but for the parts a small label left out. */
const expectedLines = (label: LabelData, layout: LabelLayout): string[] => {
  const left = new Set(layout.omitted);
  // Parcels prints as its mark ("1 of 3"), not as typed.
  const fields = Object.entries(label).filter(
    ([field]) =>
      field !== 'parcels' &&
      !(left.has('message') && field === 'customMessage') &&
      !(left.has('package') && (field === 'weight' || field === 'dimensions')) &&
      !(left.has('reference') && field === 'reference'),
  );
  return fields.flatMap(([, value]) => value.split('\n')).filter((line) => line.trim() !== '');
};

const INK_DPI = 300;
// Ink this close to an area's edge counts as inside it: a pixel at 300 dpi is 0.085 mm, antialiasing one more.
const INK_SLACK_MM = 0.2;

/** Where a page prints ink outside the areas given (at most a few places, in mm), rasterised by poppler in grey. */
function inkOutside(bytes: Uint8Array, page: number, areas: readonly Rect[]): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-ink-'));
  try {
    writeFileSync(join(scratch, 'page.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(INK_DPI), '-gray', '-f', String(page), '-l', String(page), '-singlefile', join(scratch, 'page.pdf'), join(scratch, 'page')]);
    const pgm = readFileSync(join(scratch, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 64));
    if (!header) throw new Error('pdftoppm wrote no greyscale page');
    const [start, width, height] = [header[0].length, Number(header[1]), Number(header[2])];
    const mmOf = (pixel: number) => ((pixel + 0.5) / INK_DPI) * 25.4;
    const near = (area: Rect, x: number, y: number) =>
      x >= area.xMm - INK_SLACK_MM && x <= area.xMm + area.widthMm + INK_SLACK_MM && y >= area.yMm - INK_SLACK_MM && y <= area.yMm + area.heightMm + INK_SLACK_MM;
    const outside: string[] = [];
    for (let y = 0; y < height && outside.length < 5; y += 1) {
      for (let x = 0; x < width && outside.length < 5; x += 1) {
        if ((pgm[start + y * width + x] ?? 255) < 128 && !areas.some((area) => near(area, mmOf(x), mmOf(y)))) outside.push(`${mmOf(x).toFixed(2)}, ${mmOf(y).toFixed(2)} mm`);
      }
    }
    return outside;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each page's label rectangles (from 1), as the faces of the label were placed, with a continuous roll's pages as long as its label. */
async function placedSlots(stock: LabelStock, options: PrintOptions, labels: readonly LabelData[]): Promise<{ slots: Map<number, Rect[]>; layouts: LabelLayout[] }> {
  const fonts = await fontSetFor(labels, loadFontsInNode, options.headings);
  const layouts = labels.map((label) => layoutLabel(label, stock, fonts, null, options.headings));
  const faceHeights = layouts.flatMap((layout) => layout.faces.map(() => layout.faceMm.height));
  const shift = isSheet(stock) ? options.shift : NO_SHIFT;
  const slots = new Map<number, Rect[]>();
  placeFaces(stock, options.startSlot, faceHeights.length, shift).forEach(({ page, rect }, at) => {
    const placed = stock.continuous ? { ...rect, heightMm: faceHeights[at] ?? rect.heightMm } : rect;
    slots.set(page + 1, [...(slots.get(page + 1) ?? []), placed]);
  });
  return { slots, layouts };
}

/**
 * Makes the labels' PDF on the chosen stock and checks what a printer and a scanner get: every page exactly the
 * stock (a continuous roll's as wide as the roll), every text run and image inside the safe area of a label placed
 * on its page, each barcode's pixels whole printer dots on the dot grid, and, for a one-label PDF, its barcode
 * decoding after the page is rasterised at the printer's resolution by poppler and by Ghostscript (unless `scan` is
 * off). `readBack` off skips reading every value back, for random text the fonts print as "?".
 */
export async function expectLabelsPrintOn(options: PrintOptions, typed: readonly LabelData[], { scan = true, readBack = true }: { scan?: boolean; readBack?: boolean } = {}): Promise<void> {
  const stock = printableStock(options);
  const bytes = await renderLabelsPdf(options, typed);
  // What prints: each label once per parcel (a random Parcels may be a count).
  const labels = everyParcel(typed);
  const pdf = await readPdf(bytes);
  const { slots, layouts } = await placedSlots(stock, options, labels);
  const dotMm = 25.4 / options.dpi;

  expect(pdf.pageCount).toBe(slots.size);
  expect(Math.abs(pdf.widthPt / PT_PER_MM - stock.pageMm.width)).toBeLessThan(0.1);
  const firstHeight = stock.continuous ? (slots.get(1)?.[0]?.heightMm ?? 0) : stock.pageMm.height;
  expect(Math.abs(pdf.heightPt / PT_PER_MM - firstHeight)).toBeLessThan(0.1);

  const printed = comparableText(joinedText(pdf));
  if (readBack) {
    const lines = labels.flatMap((label, index) => expectedLines(label, layouts[index]!));
    for (const line of lines) expect(printed, stock.id).toContain(comparableText(line));
  } else {
    // Random text, as its fonts print it, letter by letter: pages do not wrap, so a face taller than its page would
    // lose what falls past the page's end, with no ink left to judge and nothing read back.
    const { draws } = await fontSetFor(labels, loadFontsInNode, options.headings);
    const typed = labels.flatMap((label, index) => expectedLines(withBarcodeText(label), layouts[index]!).map((line) => printableText(line, draws)));
    expect(lettersMissing(joinedText(pdf), typed.join('\n')), `${stock.id}: letters missing`).toEqual([]);
  }
  // A combining mark read back alone has no width: it is drawn over its base letter, whose run is checked. A run
  // pdf.js reads as reaching past the safe area (its advance widths, from the text layer a right-to-left row carries)
  // is judged by its ink: the page is rasterised and nothing dark may lie outside the page's safe areas.
  const pagesToInk = new Set<number>();
  for (const run of pdf.texts.filter((text) => text.rightMm > text.leftMm || text.bottomMm > text.topMm)) {
    const areas = (slots.get(run.page) ?? []).map((rect) => safeArea(stock, rect));
    if (!areas.some((area) => inside(area, run.leftMm, run.rightMm, run.topMm, run.bottomMm))) pagesToInk.add(run.page);
  }
  for (const page of pagesToInk) {
    const areas = (slots.get(page) ?? []).map((rect) => safeArea(stock, rect));
    expect(inkOutside(bytes, page, areas), `${stock.id}: ink outside the safe area on page ${page}`).toEqual([]);
  }

  const placed = await placedImages(bytes);
  const stored = storedRgbImages(bytes);
  for (const image of placed) {
    const areas = (slots.get(image.page) ?? []).map((rect) => safeArea(stock, rect));
    const box = [image.leftMm, image.leftMm + image.widthMm, image.topMm, image.topMm + image.heightMm] as const;
    expect(areas.some((area) => inside(area, ...box)), `${stock.id}: ${JSON.stringify(image)}`).toBe(true);
  }
  // One barcode image per distinct tracking number; each pixel one printer dot, its modules starting on the dot grid.
  for (const [index, image] of placed.entries()) {
    const pixels = stored[Math.min(index, stored.length - 1)]!;
    const [across, down] = image.turned ? [image.heightMm, image.widthMm] : [image.widthMm, image.heightMm];
    expect(Math.abs(across / dotMm - pixels.width), stock.id).toBeLessThan(0.05);
    expect(Math.abs(down / dotMm - pixels.height), stock.id).toBeLessThan(0.05);
    const modulesStart = image.turned ? image.topMm : image.leftMm;
    expect(Math.abs(modulesStart / dotMm - Math.round(modulesStart / dotMm)), stock.id).toBeLessThan(0.05);
    const runs = middleRowRuns(pixels);
    const moduleDots = Math.min(...runs.slice(1, -1).map((run) => run.length));
    expect(runs.every((run) => run.length % moduleDots === 0)).toBe(true);
    expect(runs[0]!.length).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleDots);
    expect(runs.at(-1)!.length).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleDots);
  }

  const [label] = labels;
  const drawnOnPageOne = placed.some((image) => image.page === 1);
  if (!scan || labels.length !== 1 || !label || !drawnOnPageOne) return;
  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-stock-'));
  try {
    const path = join(scratch, 'label.pdf');
    writeFileSync(path, bytes);
    expect(decodeBarcodes(rasterizePdf(path, options.dpi)), `${stock.id}: poppler`).toEqual([label.trackingNumber.trim()]);
    expect(decodeBarcodes(rasterizePdfWithGhostscript(path, options.dpi)), `${stock.id}: Ghostscript`).toEqual([label.trackingNumber.trim()]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
