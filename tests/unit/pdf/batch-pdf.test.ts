import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeOrder, shopifyExport } from '../../support/csv-fixtures';
import { importBatch } from '../../support/batch-import';
import { layoutLabel } from '../../../src/label/face-layout';
import type { LabelData } from '../../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../src/stock/print-options';
import { placeFaces } from '../../../src/stock/sheet-slots';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';
import { LabelPdfError } from '../../../workers/pdf/label-pdf-error';
import { renderLabelsPdf } from '../../../workers/pdf/render-labels-pdf';
import { decodeBarcodes } from '../../support/barcode-tools';
import { loadFontsInNode } from '../../support/node-fonts';
import { comparableText, readPdf } from '../../support/read-pdf';
import { optionsFor, stock } from '../../support/stock';
import { upsTrackingNumber } from '../../support/tracking-number-shapes';

/** A day's orders as a Shopify export turns them into labels: each its own recipient and tracking number. */
const ordersFor = (count: number): LabelData[] =>
  importBatch(
    shopifyExport(
      Array.from({ length: count }, (_, index) =>
        makeOrder({ number: `#${2001 + index}`, trackingNumber: upsTrackingNumber(index) }),
      ),
    ),
  ).map((row, index) => ({ ...row.label, toName: `Customer ${index + 1}`, trackingNumber: upsTrackingNumber(index) }));

const batchPdf = async (options: PrintOptions, labels: readonly LabelData[], onProgress?: (done: number) => void) =>
  new Uint8Array(await (await renderLabelsPdf(options, labels, rasterizeCode128Node, loadFontsInNode, onProgress)).arrayBuffer());

/** The barcodes zbarimg reads on the PDF's pages (numbered from 1) rasterised at `dpi`, in the order asked for. */
function barcodesOnPages(bytes: Uint8Array, pages: readonly number[], dpi: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-batch-'));
  try {
    const pdfPath = join(dir, 'batch.pdf');
    writeFileSync(pdfPath, bytes);
    const pngs = pages.map((page) => {
      execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', String(page), '-l', String(page), pdfPath, join(dir, `page-${page}`)]);
      return join(dir, `page-${page}.png`);
    });
    return decodeBarcodes(...pngs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a batch of labels as one PDF (Node, as the worker makes it)', () => {
  it('puts 60 labels on 60 pages of 4 × 6 in, each page with its own row, and their sampled barcodes scan', async () => {
    const labels = ordersFor(60);
    const bytes = await batchPdf(optionsFor('4x6', { dpi: 203, startSlot: 1 }), labels);
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(60);
    labels.forEach((label, index) => {
      const page = pdf.texts.filter((run) => run.page === index + 1).map((run) => run.text).join(' ');
      expect(page).toContain(label.toName);
      expect(comparableText(page)).toContain(label.trackingNumber);
    });
    const sample = [1, 26, 27, 60]; // either side of a part boundary (25 pages a part), and the ends
    expect(barcodesOnPages(bytes, sample, 203)).toEqual(sample.map((page) => labels[page - 1]!.trackingNumber));
  }, 120_000);

  it('fills every slot of A4 sheets of four, starting at the chosen slot, across parts', async () => {
    const labels = ordersFor(110);
    const options: PrintOptions = optionsFor('avery-l7169', { dpi: 300, startSlot: 3 });
    const pdf = await readPdf(await batchPdf(options, labels));
    const placements = placeFaces(stock('avery-l7169'), 3, labels.length);
    expect(pdf.pageCount).toBe(placements.at(-1)!.page + 1); // 2 on the first sheet, then 27 sheets of 4
    expect(pdf.pageCount).toBe(28);
    labels.forEach((label, index) => {
      const { page, rect } = placements[index]!;
      const name = pdf.texts.find((run) => run.text.includes(label.toName) && run.text.trim().length === label.toName.length);
      expect(name, label.toName).toBeDefined();
      expect(name!.page).toBe(page + 1);
      expect(name!.leftMm).toBeGreaterThanOrEqual(rect.xMm);
      expect(name!.rightMm).toBeLessThanOrEqual(rect.xMm + rect.widthMm);
      expect(name!.topMm).toBeGreaterThanOrEqual(rect.yMm);
      expect(name!.topMm).toBeLessThanOrEqual(rect.yMm + rect.heightMm);
    });
  }, 120_000);

  it('reports progress part by part, ending with every label', async () => {
    const reports: number[] = [];
    await batchPdf(optionsFor('4x6', { dpi: 203, startSlot: 1 }), ordersFor(60), (done) => reports.push(done));
    expect(reports).toEqual([25, 50, 60]);
  }, 120_000);

  it('keeps a label that needs two faces whole: its faces follow each other and later labels move along', async () => {
    const long = {
      ...ordersFor(1)[0]!,
      toAddress: Array.from({ length: 30 }, (_, line) => `Building ${line + 1}, Long Lane`).join('\n'),
      customMessage: 'Handle with care. '.repeat(110).trim(),
    };
    const labels = [long, ...ordersFor(3).slice(1)];
    const faces = labels.map((label) => layoutLabel(label, stock('4x6')).faces.length);
    expect(faces[0]).toBeGreaterThan(1);
    const pdf = await readPdf(await batchPdf(optionsFor('4x6', { dpi: 203, startSlot: 1 }), labels));
    expect(pdf.pageCount).toBe(faces.reduce((sum, count) => sum + count, 0));
    expect(pdf.texts.find((run) => run.text.includes(labels[1]!.toName))!.page).toBe(faces[0]! + 1);
  }, 120_000);

  it('names the label that could not be drawn, so the page can name its row', async () => {
    const labels = ordersFor(5);
    const failing = async () => {
      throw new Error('font file unreadable');
    };
    const greek = labels.map((label, index) => (index === 3 ? { ...label, toName: 'Ελένη Παπαδοπούλου' } : label));
    const error = await renderLabelsPdf(DEFAULT_PRINT_OPTIONS, greek, rasterizeCode128Node, failing).catch((thrown: unknown) => thrown);
    // Fonts are loaded for the whole batch before any label: their failure is the batch's, not a label's.
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(LabelPdfError);
    const broken = await renderLabelsPdf(DEFAULT_PRINT_OPTIONS, labels, async (options) => {
      if (options.text === labels[3]!.trackingNumber) throw new Error('no ink');
      return rasterizeCode128Node(options);
    }, loadFontsInNode).catch((thrown: unknown) => thrown);
    expect(broken).toBeInstanceOf(LabelPdfError);
    expect((broken as LabelPdfError).labelIndex).toBe(3);
  }, 120_000);
});
