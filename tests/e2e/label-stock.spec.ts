import { readFile, writeFile } from 'node:fs/promises';
import { catalogueStock } from '../../src/stock/stock-lookup';
import { stockName } from '../../src/stock/stock-names';
import { containsRun, labelOutlines } from '../support/pdf-strokes';
import { decodeBarcodes, rasterizePdf } from '../support/barcode-tools';
import { findText, readPdf } from '../support/read-pdf';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { expectHydrated } from './support/hydrated';

const PT_PER_MM = 72 / 25.4;

// One product from each group, as a visitor with the box in hand would find it: typing its code in the filter.
const BY_GROUP = [
  { code: 'letter page', id: 'letter', faceMm: { width: 215.9, height: 279.4 } },
  { code: '30252', id: 'dymo-30252', faceMm: { width: 89, height: 28 } },
  { code: '5163', id: 'avery-5163', faceMm: { width: 101.6, height: 50.8 } },
  { code: 'l7165', id: 'avery-l7165', faceMm: { width: 99.06, height: 67.73 } },
] as const;

// One page: each product chosen after the last, as a visitor trying their boxes would.
test(`a code typed in the filter and Enter choose its stock (${BY_GROUP.map(({ id }) => id).join(', ')}): the preview takes the label's shape and the PDF is the stock`, async ({ page }) => {
  test.setTimeout(30_000 + BY_GROUP.length * 10_000);
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  for (const { code, id, faceMm } of BY_GROUP) {
    await test.step(`"${code}" chooses ${id}`, async () => {
      const stock = catalogueStock(id)!;
      await generator.findLabels.fill('');
      await generator.findLabels.focus();
      await page.keyboard.type(code);
      await expect(page.getByRole('status').filter({ hasText: /products? match/ })).toContainText(`Enter chooses ${stockName(stock)}`);
      await page.keyboard.press('Enter');
      await expect(generator.labelSize).toHaveValue(id);

      await expect(generator.faces.first()).toHaveAttribute('viewBox', `0 0 ${faceMm.width} ${faceMm.height}`);
      const box = (await generator.faces.first().boundingBox())!;
      // The drawn face (its border excluded) has the label's aspect ratio.
      expect((box.width - 2) / (box.height - 2)).toBeCloseTo(faceMm.width / faceMm.height, 1);
      await expect(generator.preview).toContainText('Maria Alvarez');

      const { pdf } = await generator.download();
      expect(Math.abs(pdf.widthPt / PT_PER_MM - stock.pageMm.width)).toBeLessThan(0.1);
      expect(Math.abs(pdf.heightPt / PT_PER_MM - stock.pageMm.height)).toBeLessThan(0.1);
      expect(pdf.texts.map((run) => run.text.trim())).toEqual(expect.arrayContaining(['Maria Alvarez']));
    });
  }
});

test('the select groups the stock, and its own arrow keys choose from it', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  const groups = await generator.labelSize.locator('optgroup').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')));
  expect(groups).toEqual(['Pages', 'Thermal and roll labels', 'Sheets, US Letter', 'Sheets, A4', 'Your own']);
  await generator.labelSize.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(generator.labelSize).toHaveValue('4x6');
  await expect(generator.faces.first()).toHaveAttribute('viewBox', '0 0 101.6 152.4');
});

test('a code no product has says so, and a Dymo 30252 says which way it comes out of the printer', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await generator.findLabels.fill('XYZ-999');
  await expect(page.getByText('No labels match “XYZ-999”. Check the code on the box, or choose Custom size….')).toBeVisible();
  await generator.findLabels.fill('dk 11202');
  await expect(generator.labelSize.locator('option')).toHaveText(['A4 page', 'Brother DK-11202 — 62 × 100 mm', 'Custom size…']);
  await generator.findLabels.fill('');
  await generator.labelSize.selectOption('brother-dk-22205');
  // A continuous roll's label is as long as the address: the preview states the length it will print.
  const face = generator.faces.first();
  await expect(face).toHaveAttribute('data-width-mm', '62');
  const lengthMm = Number(await face.getAttribute('data-height-mm'));
  expect(lengthMm).toBeGreaterThan(30);
  await expect(page.getByText(`62 × ${Math.round(lengthMm * 10) / 10} mm`, { exact: true })).toBeVisible();
  await generator.labelSize.selectOption('dymo-30252');
  await expect(page.getByText('This label comes out of the printer short edge first: the address is printed along its 89 mm length, a quarter turn from the way it feeds.')).toBeVisible();
  const { pdf } = await generator.download();
  // Fed 28 mm wide: the page is narrow and tall, the address turned to run along it.
  expect(pdf.widthPt / PT_PER_MM).toBeCloseTo(28, 1);
  expect(pdf.heightPt / PT_PER_MM).toBeCloseTo(89, 1);
});

test('a custom size with a bad value says what is wrong beside the field, and no PDF is made', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await generator.labelSize.selectOption('custom');
  await page.getByLabel('Unit').selectOption('mm');
  const width = page.getByLabel('Label width (mm)');
  await width.fill('0');
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The label width must be more than 0.')).toBeVisible();
  await expect(page.getByText(/^The custom size has a problem \(see its fields\)/)).toBeVisible();
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('The custom size has a problem. Fix the figures marked under Custom size, then try again.')).toBeVisible();
  expect(downloads).toBe(0);

  await width.fill('70');
  await page.getByLabel('Label height (mm)').fill('40');
  await expect(width).toHaveAttribute('aria-invalid', 'false');
  await expect(generator.faces.first()).toHaveAttribute('viewBox', '0 0 70 40');
  const { pdf } = await generator.download();
  expect(pdf.widthPt / PT_PER_MM).toBeCloseTo(70, 1);
  expect(pdf.heightPt / PT_PER_MM).toBeCloseTo(40, 1);
});

test('Shift print right by 2 mm moves every printed label 2 mm right', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await generator.labelSize.selectOption('avery-l7165');
  const before = findText((await generator.download()).pdf, 'Maria Alvarez');
  await page.getByLabel('Shift print right (mm)').fill('2');
  const after = findText((await generator.download()).pdf, 'Maria Alvarez');
  expect(after.leftMm - before.leftMm).toBeCloseTo(2, 2);
  expect(after.topMm - before.topMm).toBeCloseTo(0, 2);
});

test('the alignment test page is the sheet\'s page with one numbered outline per label', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await generator.labelSize.selectOption('avery-5160');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Alignment test page' }).click()]);
  expect(download.suggestedFilename()).toBe('alignment-test-avery-5160.pdf');
  const bytes = new Uint8Array(await readFile(await download.path()));
  const pdf = await readPdf(bytes);
  expect(pdf.pageCount).toBe(1);
  expect(pdf.widthPt).toBeCloseTo(612, 0);
  expect(pdf.heightPt).toBeCloseTo(792, 0);
  const outlines = await labelOutlines(bytes);
  expect(outlines).toHaveLength(30);
  for (const slot of Array.from({ length: 30 }, (_, index) => index + 1)) {
    const number = pdf.texts.find((run) => run.text.trim() === String(slot) && outlines.some((outline) => containsRun(outline, run)));
    expect(number, `label ${slot}`).toBeDefined();
  }
});

test('a remembered stock that no longer exists falls back to the A4 page, quietly', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shiplabel:print-settings', JSON.stringify({ size: 'avery-9999', dpi: 300 })));
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await expect(generator.labelSize).toHaveValue('a4');
  await expect(generator.faces.first()).toHaveAttribute('viewBox', '0 0 210 297');
});

test('a 4 × 6 in thermal label: 203 dpi, a 101.6 × 152.4 mm PDF that scans at 203 dpi, with the preview drawing the printed barcode', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  await expect(generator.printerResolution).toHaveValue('203');
  await expect(generator.barcode).toHaveAttribute('data-value', '1Z999AA10123456784');

  // The preview shows the very image the PDF prints: its pixels are printer dots and it scans.
  const { path, pdf } = await generator.download();
  const previewPath = `${path}.preview.png`;
  await writeFile(previewPath, await generator.barcodePng());
  expect(decodeBarcodes(previewPath)).toEqual(['1Z999AA10123456784']);

  expect(pdf.widthPt).toBeCloseTo(288, 1);
  expect(pdf.heightPt).toBeCloseTo(432, 1);
  expect(decodeBarcodes(rasterizePdf(path, 203))).toEqual(['1Z999AA10123456784']);
});

test('a half-used Avery L7169 sheet: starting at label 3 prints the label on the bottom left label', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.startAtLabel).toHaveCount(0);
  await generator.labelSize.selectOption({ label: 'Avery L7169 — 99.1 × 139 mm, 4 per sheet' });
  await generator.startAtLabel.selectOption('3');
  await expect(page.getByRole('img', { name: 'Sheet of 4 labels: label 3 (bottom left) will be printed' })).toBeVisible();
  await expect(page.getByText('label 3 of 4 on the sheet')).toBeVisible();

  const { pdf } = await generator.download();
  expect(pdf.widthPt).toBeCloseTo(595.28, 1);
  expect(pdf.texts.length).toBeGreaterThan(10);
  for (const run of pdf.texts) {
    // The bottom-left label: 4.65 to 103.75 mm across, 148.5 to 287.5 mm down (Avery's template).
    expect(run.leftMm, run.text).toBeGreaterThanOrEqual(4.6);
    expect(run.rightMm, run.text).toBeLessThanOrEqual(103.8);
    expect(run.topMm, run.text).toBeGreaterThanOrEqual(148.5);
    expect(run.topMm, run.text).toBeLessThanOrEqual(287.5);
  }
});

test('a label too long for one 4 × 6 in label says so before download, and the PDF has that many labels', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  const address = Array.from({ length: 45 }, (_, line) => `Building ${line + 1}, Riverside Industrial Estate`).join('\n');
  await generator.fill({ toAddress: address });

  await expect(page.getByText('This label needs 2 labels at 4 × 6 in.')).toBeVisible();
  await expect(generator.faces).toHaveCount(2);
  const { pdf } = await generator.download();
  expect(pdf.pageCount).toBe(2);
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Building 45, Riverside Industrial Estate');
});

test('the chosen size and resolution are remembered, under one key that holds nothing typed', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'Remember Nothing' });
  await generator.labelSize.selectOption({ label: '100 × 150 mm thermal label' });
  await generator.printerResolution.selectOption('300');

  // Stored by the app as it takes the choices, which may be once it has hydrated (choices made before are kept till then).
  await expect
    .poll(() => page.evaluate(() => Object.entries(localStorage).map(([key, value]) => [key, JSON.parse(value) as { size: string; dpi: number }])))
    .toEqual([['shiplabel:print-settings', expect.objectContaining({ size: '100x150', dpi: 300 })]]);
  expect(await page.evaluate(() => localStorage.getItem('shiplabel:print-settings'))).not.toContain('Remember');
  await page.reload();
  await expect(generator.labelSize).toHaveValue('100x150');
  await expect(generator.printerResolution).toHaveValue('300');
  await expect(generator.faces.first()).toHaveAttribute('viewBox', '0 0 100 150');
});

test('the size controls, sheet diagram and notes have no accessibility violations', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: 'Avery 5126 / 8126 — 8½ × 5½ in, 2 per sheet' });
  await generator.startAtLabel.selectOption('2');
  await generator.fill({ customMessage: Array.from({ length: 40 }, (_, line) => `Note ${line + 1}`).join('\n') });
  await expect(page.getByText(/This label needs \d labels at 8½ × 5½ in\./)).toBeVisible();
  await generator.findLabels.fill('5160');
  // The settings live in the form's panel and the notes in the preview's: the rest is as the whole-page scan of
  // /generator (accessibility.spec.ts) found it.
  await expectNoViolations(page, 'size controls, sheet diagram and notes', ['section[aria-labelledby="shipping-information-title"]', 'section[aria-labelledby="label-preview-title"]']);
});

test('stock, resolution, start slot, swap and download work from the keyboard alone', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  // Keys reach the app only once it has taken the form over: before, the sheet's "Start at label" is not there to
  // Tab to, and Enter on a button does nothing.
  await expectHydrated(generator.labelSize);
  await generator.findLabels.focus();
  await page.keyboard.type('l7169');
  await page.keyboard.press('Enter');
  await expect(generator.labelSize).toHaveValue('avery-l7169');
  await page.keyboard.press('Tab');
  await expect(generator.labelSize).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(generator.printerResolution).toBeFocused();
  // The sheet's own settings are code of their own: Tab reaches "Start at label" once it is there.
  await expect(generator.startAtLabel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(generator.startAtLabel).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(generator.startAtLabel).toHaveValue('2');

  const swap = page.getByRole('button', { name: 'Swap sender and recipient' });
  await expect(swap, 'ready for a key press').toHaveAttribute('aria-disabled', 'false');
  await swap.focus();
  await page.keyboard.press('Enter');
  await expect(generator.field('toName')).toHaveValue('Daniel Brooks');
  await expect(generator.field('fromName')).toHaveValue('Maria Alvarez');
  await expect(page.getByRole('status').filter({ hasText: 'Sender and recipient swapped.' })).toBeAttached();

  await expect(generator.downloadButton, 'ready for a key press').toHaveAttribute('aria-disabled', 'false');
  await generator.downloadButton.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  const to = pdf.texts.find((run) => run.text.trim() === 'Daniel Brooks')!;
  const from = pdf.texts.find((run) => run.text.trim() === 'Maria Alvarez')!;
  // Swapped, and on the top-right label of the sheet.
  expect(to.topMm).toBeLessThan(from.topMm);
  expect(to.leftMm).toBeGreaterThan(105);
  expect(to.topMm).toBeLessThan(148.5);
});
