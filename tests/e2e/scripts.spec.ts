import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodeBarcodes, rasterizePdf } from '../support/barcode-tools';
import { holdsText, joinedText } from '../support/read-pdf';
import { SCRIPT_SAMPLES } from '../support/script-samples';
import { sampleOf } from '../support/test-depth';
import { pdfjsLines, pdftotextLines, readsBackAsTyped } from '../support/text-layer-lines';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

/** The font files the page and its workers fetch, by name (NotoSansSC, …), from the moment this is called. */
const fontRequests = (page: Page): string[] => {
  const fonts: string[] = [];
  page.context().on('request', (request) => {
    const file = /\/([A-Za-z]+)-[\w-]+\.ttf$/.exec(new URL(request.url()).pathname);
    if (file?.[1] !== undefined) fonts.push(file[1]);
  });
  return fonts;
};

// One page for the scripts, an address after another, as a visitor would type them: a fresh page each would cost
// its load and its worker's start over and over, and the Latin-only and mixed tests below start afresh. Every script's
// PDF is checked in Node each run (tests/unit/pdf/scripts-pdf.test.ts); here a per-commit share goes the whole way
// through the page, every one of them under `npm run test:deep`.
const scripts = sampleOf(SCRIPT_SAMPLES, 0.3, 'scripts-through-the-page');

test(`an address in each script (${scripts.length} of ${SCRIPT_SAMPLES.length} this run): the preview shows it and the downloaded PDF prints it`, async ({ page }) => {
  test.setTimeout(30_000 + scripts.length * 10_000);
  await page.goto('/generator');
  const generator = generatorPage(page);
  for (const sample of scripts) {
    await test.step(sample.script, async () => {
      await generator.fill({ toName: sample.name, toCompany: sample.company, toAddress: `${sample.street}\n${sample.city}` });

      await expect(generator.preview).toContainText(sample.city);
      const { path, pdf } = await generator.download();
      const lines = [sample.name, sample.company, sample.street, sample.city];
      for (const line of lines) expect(holdsText(joinedText(pdf), line), `${sample.script}: ${line}`).toBe(true);

      // What a reader copies, searches or hears: each line exactly as typed, in pdftotext and in pdf.js.
      const bytes = new Uint8Array(await readFile(path));
      const [poppler, pdfjs] = [pdftotextLines(bytes), await pdfjsLines(bytes)];
      expect(lines.filter((line) => !readsBackAsTyped(poppler, line)), `${sample.script}: pdftotext`).toEqual([]);
      expect(lines.filter((line) => !readsBackAsTyped(pdfjs, line)), `${sample.script}: pdf.js`).toEqual([]);
    });
  }
});

test('Japanese, Arabic and Greek addresses on one label: printed in their fonts, right-to-left aligned right, and the barcode scans', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({
    toName: '山田太郎様',
    toAddress: '東京都渋谷区渋谷２丁目２１−１\nشارع الملك فهد 12345 الرياض\nΛεωφόρος Βασιλίσσης Σοφίας 12, Αθήνα',
  });

  // The preview draws each script in the PDF's own font, the Arabic line anchored at the right.
  await expect(generator.preview.locator('text[direction="rtl"]')).toContainText('شارع الملك فهد');
  await expect(generator.preview.locator('tspan', { hasText: '東京都' })).toHaveAttribute('font-family', "'ShipLabel NotoSansSC'");
  const { path, pdf } = await generator.download();

  for (const line of ['山田太郎様', '東京都渋谷区渋谷２丁目２１−１', 'شارع الملك فهد', 'الرياض', 'Λεωφόρος Βασιλίσσης Σοφίας 12, Αθήνα']) {
    expect(holdsText(joinedText(pdf), line), line).toBe(true);
  }
  expect(pdf.texts.find((run) => run.text.trim() === 'شارع الملك فهد')?.rightMm).toBeCloseTo(190, 0);
  expect(decodeBarcodes(rasterizePdf(path, 300))).toEqual(['1Z999AA10123456784']);
  expect([...new Set(fonts)].sort()).toEqual(['IBMPlexSansArabic', 'NotoSans', 'NotoSansSC']);
});

test('a Latin-only label fetches no font, and a Greek one fetches Noto Sans alone', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'Zoë Müller', customMessage: 'Crème brûlée – 12 € — ½ kg, Straße' });
  await expect(generator.preview).toContainText('Crème brûlée');
  const latin = await generator.download();

  expect(joinedText(latin.pdf)).toContain('Crème brûlée');
  expect(fonts).toEqual([]);

  await generator.fill({ toName: 'Γεώργιος' });
  await expect(generator.preview).toContainText('Γεώργιος');
  const greek = await generator.download();
  expect(joinedText(greek.pdf)).toContain('Γεώργιος');
  expect([...new Set(fonts)]).toEqual(['NotoSans']);
});

test('emoji are left out of the label, and the preview says so', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ customMessage: 'Happy birthday 🎉🎂 from all of us' });

  await expect(page.getByRole('status').filter({ hasText: 'Emoji are left out of the label' })).toBeVisible();
  const { pdf } = await generator.download();
  expect(joinedText(pdf)).toContain('Happy birthday from all of us');
});
