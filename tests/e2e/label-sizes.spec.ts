import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { LABEL_SIZES, LABEL_SIZE_IDS, faceMm } from '../../src/label/label-sizes';
import { decodeBarcodes, rasterizePdf } from '../support/barcode-tools';
import { readPdf } from '../support/read-pdf';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { expectHydrated } from './support/hydrated';

const PT_PER_MM = 72 / 25.4;

for (const id of LABEL_SIZE_IDS) {
  const size = LABEL_SIZES[id];
  test(`"${size.name}": the preview takes the label's shape and the PDF is the stock`, async ({ page }) => {
    await page.goto('/generator');
    const generator = generatorPage(page);
    await generator.labelSize.selectOption({ label: size.name });

    const face = faceMm(size);
    await expect(generator.faces.first()).toHaveAttribute('viewBox', `0 0 ${face.width} ${face.height}`);
    const box = (await generator.faces.first().boundingBox())!;
    // The drawn face (its border excluded) has the label's aspect ratio.
    expect((box.width - 2) / (box.height - 2)).toBeCloseTo(face.width / face.height, 2);
    await expect(page.getByRole('region', { name: 'Label Preview' }).getByText(`${Math.round(face.width * 10) / 10} × ${Math.round(face.height * 10) / 10} mm`)).toBeVisible();
    await expect(generator.preview).toContainText('Maria Alvarez');

    const { pdf } = await generator.download();
    expect(pdf.pageCount).toBe(1);
    expect(Math.abs(pdf.widthPt / PT_PER_MM - size.pageMm.width)).toBeLessThan(0.1);
    expect(Math.abs(pdf.heightPt / PT_PER_MM - size.pageMm.height)).toBeLessThan(0.1);
    expect(pdf.texts.map((run) => run.text.trim())).toEqual(expect.arrayContaining(['Maria Alvarez', 'Daniel Brooks', '3.2 lbs', '1Z999AA10123456784']));
  });
}

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

test('a half-used 4-up A4 sheet: starting at label 3 prints the label in the bottom left quarter', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.startAtLabel).toHaveCount(0);
  await generator.labelSize.selectOption({ label: '4 per A4 sheet (A6 quarters, e.g. Avery L7169 style)' });
  await generator.startAtLabel.selectOption('3');
  await expect(page.getByRole('img', { name: 'Sheet of 4 labels: label 3 (bottom left) will be printed' })).toBeVisible();
  await expect(page.getByText('label 3 of 4 on the sheet')).toBeVisible();

  const { pdf } = await generator.download();
  expect(pdf.widthPt).toBeCloseTo(595.28, 1);
  expect(pdf.texts.length).toBeGreaterThan(10);
  for (const run of pdf.texts) {
    expect(run.leftMm, run.text).toBeGreaterThanOrEqual(0);
    expect(run.rightMm, run.text).toBeLessThanOrEqual(105);
    expect(run.topMm, run.text).toBeGreaterThanOrEqual(148.5);
    expect(run.topMm, run.text).toBeLessThanOrEqual(297);
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
  await generator.labelSize.selectOption({ label: '100 × 150 mm label' });
  await generator.printerResolution.selectOption('300');

  // Stored by the app as it takes the choices, which may be once it has hydrated (choices made before are kept till then).
  await expect.poll(() => page.evaluate(() => Object.entries(localStorage))).toEqual([['shiplabel:print-settings', '{"size":"100x150","dpi":300}']]);
  await page.reload();
  await expect(generator.labelSize).toHaveValue('100x150');
  await expect(generator.printerResolution).toHaveValue('300');
  await expect(generator.faces.first()).toHaveAttribute('viewBox', '0 0 100 150');
});

test('the size controls, sheet diagram and notes have no accessibility violations', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '2 per Letter sheet (half-sheet labels, Avery 5126 style)' });
  await generator.startAtLabel.selectOption('2');
  await generator.fill({ customMessage: Array.from({ length: 40 }, (_, line) => `Note ${line + 1}`).join('\n') });
  await expect(page.getByText(/This label needs \d labels at 8\.5 × 5\.5 in\./)).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('size, resolution, start slot, swap and download work from the keyboard alone', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  // Keys reach the app only once it has taken the form over: before, the sheet's "Start at label" is not there to
  // Tab to, and Enter on a button does nothing.
  await expectHydrated(generator.labelSize);
  await generator.labelSize.focus();
  // A native select: arrow keys move through the choices.
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowDown');
  await expect(generator.labelSize).toHaveValue('a4-4up');
  await page.keyboard.press('Tab');
  await expect(generator.printerResolution).toBeFocused();
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
