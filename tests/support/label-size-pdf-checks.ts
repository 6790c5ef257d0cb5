import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { QUIET_ZONE_MODULES } from '../../src/label/barcode-fit';
import { layoutLabel } from '../../src/label/face-layout';
import type { LabelData } from '../../src/label/label-data';
import { LABEL_SIZES } from '../../src/label/label-sizes';
import type { PrintOptions } from '../../src/label/print-options';
import { slotRect } from '../../src/label/sheet-slots';
import { middleRowRuns } from './barcode-runs';
import { decodeBarcodes, rasterizePdf } from './barcode-tools';
import { storedRgbImages } from './pdf-image';
import { placedImages } from './pdf-placement';
import { comparableText, joinedText, readPdf } from './read-pdf';
import { renderLabelsPdf } from './render-label-pdf';

const PT_PER_MM = 72 / 25.4;
const TOLERANCE_MM = 0.01;

/**
 * Makes the label's PDF on the chosen stock and checks what a printer and a scanner get: the page exactly
 * the stock, every value printed inside the chosen slot, the barcode's pixels whole printer dots on the
 * dot grid, and the barcode decoding after the page is rasterised at the printer's resolution.
 */
export async function expectLabelPrintsOn(options: PrintOptions, label: LabelData): Promise<void> {
  const bytes = await renderLabelsPdf(options, [label]);
  const pdf = await readPdf(bytes);
  const { pageMm } = LABEL_SIZES[options.size];
  const slot = slotRect(options.size, options.startSlot);
  const dotMm = 25.4 / options.dpi;

  expect(pdf.pageCount).toBe(1);
  expect(Math.abs(pdf.widthPt / PT_PER_MM - pageMm.width)).toBeLessThan(0.1);
  expect(Math.abs(pdf.heightPt / PT_PER_MM - pageMm.height)).toBeLessThan(0.1);

  const printed = comparableText(joinedText(pdf));
  for (const value of Object.values(label)) expect(printed).toContain(comparableText(value));
  for (const run of pdf.texts) {
    expect(run.leftMm, run.text).toBeGreaterThanOrEqual(slot.xMm - TOLERANCE_MM);
    expect(run.rightMm, run.text).toBeLessThanOrEqual(slot.xMm + slot.widthMm + TOLERANCE_MM);
    expect(run.topMm, run.text).toBeGreaterThanOrEqual(slot.yMm);
    expect(run.topMm, run.text).toBeLessThanOrEqual(slot.yMm + slot.heightMm);
  }

  const [placed, ...others] = await placedImages(bytes);
  const [stored] = storedRgbImages(bytes);
  expect(others).toEqual([]);
  expect(placed && stored).toBeTruthy();
  // One image pixel is one printer dot, and the image starts on the dot grid (to a twentieth of a dot).
  expect(Math.abs(placed!.widthMm / dotMm - stored!.width)).toBeLessThan(0.05);
  expect(Math.abs(placed!.heightMm / dotMm - stored!.height)).toBeLessThan(0.05);
  expect(Math.abs(placed!.leftMm / dotMm - Math.round(placed!.leftMm / dotMm))).toBeLessThan(0.05);
  expect(placed!.leftMm).toBeGreaterThanOrEqual(slot.xMm);
  expect(placed!.leftMm + placed!.widthMm).toBeLessThanOrEqual(slot.xMm + slot.widthMm);
  expect(placed!.topMm).toBeGreaterThanOrEqual(slot.yMm);
  expect(placed!.topMm + placed!.heightMm).toBeLessThanOrEqual(slot.yMm + slot.heightMm);
  // Every bar and space is a whole number of modules of whole dots, with quiet zones of 10 modules or more.
  const runs = middleRowRuns(stored!);
  const moduleDots = Math.min(...runs.slice(1, -1).map((run) => run.length));
  expect(runs.every((run) => run.length % moduleDots === 0)).toBe(true);
  expect(runs[0]!.length).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleDots);
  expect(runs.at(-1)!.length).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleDots);
  // The same rows and barcode box the preview draws.
  const barcodeItem = layoutLabel(label, options.size).faces[0]!.find((item) => item.kind === 'barcode')!;
  expect(Math.abs(placed!.topMm - (slot.yMm + barcodeItem.yMm))).toBeLessThanOrEqual(dotMm / 2 + 1e-9);

  const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-size-'));
  try {
    const path = join(scratch, 'label.pdf');
    writeFileSync(path, bytes);
    expect(decodeBarcodes(rasterizePdf(path, options.dpi))).toEqual([label.trackingNumber]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
