import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { expectNoViolations } from './support/axe';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { ebayExport, makeOrder, makeShipTo } from '../support/csv-fixtures';
import { upsTrackingNumber } from '../support/tracking-number-shapes';
import { decodePngBarcodes } from '../support/decode-label-barcodes';
import { compareWithPdf, renderZpl } from '../support/zpl-rendering';

// The generator's ZPL, as a visitor with a Zebra printer gets it: downloaded or copied, and read back by the zebrash
// engine in Node as the printer would print it.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const zplButtons = (page: Page) => ({
  download: page.getByRole('button', { name: 'Download ZPL' }),
  copy: page.getByRole('button', { name: 'Copy ZPL' }),
});

async function downloadZpl(page: Page): Promise<{ name: string; zpl: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), zplButtons(page).download.click()]);
  return { name: download.suggestedFilename(), zpl: await readFile(await download.path(), 'utf8') };
}

test('Download ZPL saves a .zpl that prints the label as its PDF does, other scripts drawn in the worker', async ({ page }, testInfo) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  await generator.fill({ toName: '山田 太郎', toCompany: 'Bright Harbor Books', trackingNumber: '1Z999AA10123456784' });

  const before = Date.now();
  const { name, zpl } = await downloadZpl(page);
  const match = /^shipping-label-(\d+)\.zpl$/.exec(name);
  expect(match, name).not.toBeNull();
  expect(Number(match![1])).toBeGreaterThanOrEqual(before);
  await expect(page.getByRole('status').filter({ hasText: 'Your ZPL file has been downloaded.' })).toBeVisible();
  expect(zpl).toMatch(/^\^XA\n\^CI28\n\^PW812\n\^LL1218\n/);
  expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  // The Japanese name is no printer font's: it comes as a graphic the worker drew with pdf.js from the PDF's fonts.
  expect(zpl).toMatch(/\^GFA,\d+,\d+,\d+,:Z64:/);

  const { path } = await generator.download();
  const [png] = await renderZpl(zpl, 203, testInfo.outputDir);
  const compared = await compareWithPdf(png!, new Uint8Array(await readFile(path)), 203, testInfo.outputDir);
  expect(compared.barcodes.code128).toEqual(['1Z999AA10123456784']);
  expect(compared.zplNearPdf).toBeGreaterThanOrEqual(0.93);
  expect(compared.pdfNearZpl).toBeGreaterThanOrEqual(0.93);
});

test('Copy ZPL puts the label’s ZPL on the clipboard, at the printer resolution chosen', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  await generator.printerResolution.selectOption({ label: '300 dpi' });
  await expect(page.getByText('For Zebra and other ZPL thermal printers at 300 dpi (12 dots/mm)')).toBeVisible();
  await zplButtons(page).copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'The ZPL is on your clipboard.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\^XA\n\^CI28\n\^PW1200\n\^LL1800\n/);
  expect(copied).toContain('^FH^FDMaria Alvarez^FS');
  expect((await downloadZpl(page)).zpl).toBe(copied);
});

test('ZPL is offered for thermal rolls only: not for A4 pages, sheets or Dymo rolls', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.downloadButton).toBeVisible();
  await expect(zplButtons(page).download).toHaveCount(0);
  await generator.labelSize.selectOption({ label: '4 × 4 in thermal label' });
  await expect(zplButtons(page).download).toBeVisible();
  await expectNoViolations(page, 'the ZPL buttons', 'section[aria-label="For ZPL thermal printers"]');
  await generator.labelSize.selectOption({ label: 'Dymo 30252 — 28 × 89 mm' });
  await expect(zplButtons(page).download).toHaveCount(0);
});

test('a batch’s labels come as one ZPL file, a label a parcel, each scanning as its tracking number', async ({ page }, testInfo) => {
  const orders = Array.from({ length: 3 }, (_, index) =>
    makeOrder({ number: String(5001 + index), shipTo: makeShipTo({ firstName: `Buyer${index + 1}` }), trackingNumber: upsTrackingNumber(index) }),
  );
  await page.goto('/generator');
  const generator = generatorPage(page);
  const batch = batchSection(page);
  await enterRealSender(page);
  await batch.importFile(pickedFile('ebay-orders.csv', ebayExport(orders)));
  await expect(batch.createButton).toHaveText('Create 3 labels');
  // On an A4 page the labels are a PDF: no choice is offered.
  await expect(batch.region.getByRole('group', { name: 'Labels as' })).toHaveCount(0);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  await batch.region.getByRole('radio', { name: /^ZPL/ }).check();
  await batch.createButton.click();
  await expect(batch.region.getByText('Your ZPL file with 3 labels is ready.')).toBeVisible();
  await expect(batch.region.getByRole('button', { name: 'Print' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), batch.region.getByRole('button', { name: 'Download ZPL' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^shipping-labels-\d+\.zpl$/);
  const zpl = await readFile(await download.path(), 'utf8');
  expect(zpl.match(/\^XA/g)).toHaveLength(3);
  const pngs = await renderZpl(zpl, 203, testInfo.outputDir, 'batch');
  expect(pngs.map((png) => decodePngBarcodes(png).code128)).toEqual(orders.map((order) => [order.trackingNumber]));
});
