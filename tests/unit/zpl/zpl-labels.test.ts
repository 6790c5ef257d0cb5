import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LabelTooLongError } from '../../../src/label/field-limits';
import type { PrinterDpi } from '../../../src/label/printer-resolution';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../src/stock/print-options';
import { NotZplStockError, ZPL_STOCK_IDS } from '../../../src/zpl/zpl-stock';
import { LabelPdfError } from '../../../workers/pdf/label-pdf-error';
import { renderLabelsZpl } from '../../../workers/zpl/render-labels-zpl';
import { makeFullLabel, makeLabel } from '../../support/make-label';
import { labelsZplInNode, nodeZplTools } from '../../support/node-zpl';
import { renderLabelsPdf } from '../../support/render-label-pdf';
import { SCRIPT_SAMPLES, scriptLabel } from '../../support/script-samples';
import { testLogo } from '../../support/test-logo';
import { sampleOf } from '../../support/test-depth';
import { compareWithPdf, renderZpl } from '../../support/zpl-rendering';

// Every ZPL label ShipLabel writes, read back by the zebrash engine at its dpi: its barcode scans (zbarimg, checked by
// ZXing) and its ink lies where the PDF's does. The measure: the share of each drawing's ink within a quarter of a
// millimetre of the other's, both ways, at least 93 %. The printer's font is bold and condensed where Helvetica is
// not, which costs a few per cent at the letters' edges; a row misplaced by a third of a millimetre, a row or rule
// missing, the bars shifted by a module, or a script drawn in the wrong place each cost far more.
const AGREEMENT = 0.93;

const scratch = mkdtempSync(join(tmpdir(), 'shiplabel-zpl-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const optionsFor = (stockId: string, dpi: PrinterDpi): PrintOptions => ({ ...DEFAULT_PRINT_OPTIONS, stockId, dpi });

async function expectAgreesWithPdf(options: PrintOptions, label = makeLabel(), name = 'label'): Promise<string> {
  const dir = mkdtempSync(join(scratch, `${name}-`));
  const zpl = await labelsZplInNode(options, [label]);
  const [png, ...more] = await renderZpl(zpl, options.dpi, dir);
  expect(more).toEqual([]);
  const compared = await compareWithPdf(png!, await renderLabelsPdf(options, [label]), options.dpi, dir);
  expect(compared.barcodes.code128).toEqual([label.trackingNumber]);
  expect(compared.zplNearPdf, 'the ZPL’s ink lies where the PDF’s is').toBeGreaterThanOrEqual(AGREEMENT);
  expect(compared.pdfNearZpl, 'the PDF’s ink lies where the ZPL’s is').toBeGreaterThanOrEqual(AGREEMENT);
  return zpl;
}

describe('ZPL labels', () => {
  it('writes one ^XA … ^XZ a parcel, sized from the stock, in UTF-8', async () => {
    const zpl = await labelsZplInNode(optionsFor('4x6', 203), [makeLabel({ parcels: '3' })]);
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    expect(zpl).toContain('^PW812\n^LL1218');
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^BCN,');
    // A Latin label is all the printer's own: no graphic.
    expect(zpl).not.toContain('^GF');
  });

  it('names the label whose graphics cannot be drawn, as the PDF names a label that fails', async () => {
    const failing = { ...nodeZplTools, paint: () => Promise.reject(new Error('no canvas')) };
    const made = renderLabelsZpl(optionsFor('4x6', 203), [makeLabel(), makeLabel({ toName: '山田 太郎' })], failing);
    await expect(made).rejects.toBeInstanceOf(LabelPdfError);
    await expect(made).rejects.toMatchObject({ labelIndex: 1 });
  });

  it('refuses stock a ZPL printer does not take, and labels over the field limits', async () => {
    await expect(labelsZplInNode(optionsFor('a4', 300), [makeLabel()])).rejects.toBeInstanceOf(NotZplStockError);
    await expect(labelsZplInNode(optionsFor('4x6', 203), [makeLabel({ toName: 'x'.repeat(10_000) })])).rejects.toBeInstanceOf(LabelTooLongError);
  });

  const stockCases = ZPL_STOCK_IDS.flatMap((stockId) => ([203, 300] as const).map((dpi) => ({ stockId, dpi })));
  // Each case makes a PDF and a ZPL label, rasterises both and scans them: seconds each on a busy machine.
  it.each(sampleOf(stockCases, 0.2, 'zpl-stock'))('on $stockId at $dpi dpi, the bars scan and the ink matches the PDF’s', { timeout: 30_000 }, async ({ stockId, dpi }) => {
    await expectAgreesWithPdf(optionsFor(stockId, dpi), makeFullLabel(), `${stockId}-${dpi}`);
  });

  it.each(sampleOf(SCRIPT_SAMPLES, 0.34, 'zpl-scripts'))('prints $script as graphics drawn from the PDF’s fonts, where the PDF prints it', async (sample) => {
    const zpl = await expectAgreesWithPdf(optionsFor('4x6', 203), scriptLabel(sample), 'script');
    expect(zpl).toMatch(/\^GFA,\d+,\d+,\d+,:Z64:/);
  });

  it('sends the sender’s logo as a graphic beside the sender, as the PDF prints it', async () => {
    const logo = await testLogo();
    const options = optionsFor('4x6', 203);
    const dir = mkdtempSync(join(scratch, 'logo-'));
    const zpl = await labelsZplInNode(options, [makeLabel()], logo);
    expect(zpl).toMatch(/\^GFA,/);
    const [png] = await renderZpl(zpl, 203, dir);
    const { renderLabelsPdf: renderWithLogo } = await import('../../../workers/pdf/render-labels-pdf');
    const { rasterizeCode128Node } = await import('../../../workers/barcode/node-rasterize-code128');
    const { loadFontsInNode } = await import('../../support/node-fonts');
    const pdf = new Uint8Array(await (await renderWithLogo(options, [makeLabel()], rasterizeCode128Node, loadFontsInNode, undefined, logo)).arrayBuffer());
    const compared = await compareWithPdf(png!, pdf, 203, dir);
    expect(compared.zplNearPdf).toBeGreaterThanOrEqual(AGREEMENT);
    expect(compared.pdfNearZpl).toBeGreaterThanOrEqual(AGREEMENT);
  });
});
