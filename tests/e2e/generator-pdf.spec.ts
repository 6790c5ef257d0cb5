import { writeFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { decodeBarcodes, rasterizePdf } from '../support/barcode-tools';
import { generatorPage } from './support/generator-page';
import { lastPrintedAt, printCalls, recordPrints } from './support/print-recorder';
import { printTabContentType } from './support/print-tab';

const A4 = { widthPt: 595.28, heightPt: 841.89 };

test('Download PDF saves shipping-label-{timestamp}.pdf, an A4 PDF holding what was typed', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({
    toName: 'Grace Hopper',
    toAddress: '1 Compiler Way\n\nArlington, VA 22201',
    fromCompany: 'Navy Labs',
    weight: '1.5 kg',
    customMessage: 'Handle with care',
  });
  const before = Date.now();
  const { download, pdf } = await generator.download();
  const after = Date.now();

  const match = /^shipping-label-(\d+)\.pdf$/.exec(download.suggestedFilename());
  expect(match, download.suggestedFilename()).not.toBeNull();
  expect(Number(match![1])).toBeGreaterThanOrEqual(before);
  expect(Number(match![1])).toBeLessThanOrEqual(after);

  expect(pdf.pageCount).toBe(1);
  expect(pdf.widthPt).toBeCloseTo(A4.widthPt, 0);
  expect(pdf.heightPt).toBeCloseTo(A4.heightPt, 0);
  const texts = pdf.texts.map((run) => run.text.trim());
  expect(texts).toEqual(expect.arrayContaining(['Grace Hopper', '1 Compiler Way', 'Arlington, VA 22201', 'Navy Labs', '1.5 kg', 'Handle with care']));
  expect(texts).not.toContain('');
  await expect(page.getByRole('status').filter({ hasText: 'Your PDF has been downloaded.' })).toBeVisible();
});

test('the barcode in the preview and in the PDF scans as the tracking number', async ({ page }, testInfo) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const trackingNumber = 'SL-2026-11-22/Q7';
  await generator.fill({ trackingNumber: `  ${trackingNumber} ` });
  await expect(generator.barcode).toHaveAttribute('data-value', trackingNumber);

  // The preview shows the very image the PDF prints, scaled to the preview: the image itself scans.
  const shown = testInfo.outputPath('preview-barcode.png');
  await writeFile(shown, await generator.barcodePng());
  expect(decodeBarcodes(shown)).toEqual([trackingNumber]);

  const { path, pdf } = await generator.download();
  expect(pdf.imageCount).toBe(1);
  expect(decodeBarcodes(rasterizePdf(path, 203))).toEqual([trackingNumber]);
});

test('an empty tracking number gives no barcode in the preview or the PDF', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.barcode).toBeVisible();
  await generator.fill({ trackingNumber: '   ' });
  await expect(generator.barcode).toHaveCount(0);
  const { pdf } = await generator.download();
  expect(pdf.imageCount).toBe(0);
});

test.describe('a tracking number Code 128 cannot encode', () => {
  test.use({ expectedConsoleErrors: /^Barcode generation error/ });

  test('gives no barcode and logs the barcode error, without a page error', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.goto('/generator');
    const generator = generatorPage(page);
    await expect(generator.barcode).toBeVisible();

    await generator.fill({ trackingNumber: 'PAKET-Ä-42' });
    await expect(generator.barcode).toHaveCount(0);
    await expect.poll(() => logged.filter((text) => text.startsWith('Barcode generation error'))).toHaveLength(1);
    await expect(generator.preview).toContainText('TO:');

    const { pdf } = await generator.download();
    expect(pdf.imageCount).toBe(0);
  });
});

test.describe('Print', () => {
  test.beforeEach(({ context }) => recordPrints(context));

  test('opens the PDF in a new tab and calls print there', async ({ page }) => {
    await page.goto('/generator');
    await expect(generatorPage(page).barcode).toBeVisible(); // the page is live
    const [tab] = await Promise.all([page.waitForEvent('popup'), generatorPage(page).printButton.click()]);
    expect(await printTabContentType(tab)).toBe('application/pdf');
    expect(tab.url()).toMatch(/^blob:/);
    await expect.poll(() => printCalls(page)).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'opened in a new tab' })).toBeVisible();
  });

  test('releases the PDF address about a second after printing', async ({ page, context }) => {
    await context.addInitScript(() => {
      const revoked: { url: string; at: number }[] = [];
      (window as Window & { revoked?: typeof revoked }).revoked = revoked;
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        revoked.push({ url, at: Date.now() });
        revoke(url);
      };
    });
    await page.goto('/generator');
    await expect(generatorPage(page).barcode).toBeVisible(); // the page is live
    const [tab] = await Promise.all([page.waitForEvent('popup'), generatorPage(page).printButton.click()]);
    await expect.poll(() => printCalls(page)).toBe(1);
    const printedAt = await lastPrintedAt(page);
    const revocations = () => page.evaluate(() => (window as Window & { revoked?: { url: string; at: number }[] }).revoked ?? []);
    await expect.poll(async () => (await revocations()).map((entry) => entry.url), { timeout: 3000 }).toContain(tab.url());
    const revokedAt = (await revocations()).find((entry) => entry.url === tab.url())!.at;
    expect(revokedAt - printedAt).toBeGreaterThanOrEqual(900);
    expect(revokedAt - printedAt).toBeLessThan(2000);
  });
});
