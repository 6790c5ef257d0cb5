import { readFile } from 'node:fs/promises';
import { pdftotextLines } from '../support/text-layer-lines';
import { ISSUE_24_ORDERS, shopifyExport } from '../support/shopify-export';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { expectHydrated } from './support/hydrated';

// Addresses the way each post reads them, in the production build: a Shopify export's addresses laid out by their
// countries, no sample weight on a store's labels, the form's Country, and tracking numbers checked as advice.

const UPS_ADVICE = 'This looks like a UPS number but its check digit is wrong — a typo?';

test('a Shopify export without weight columns prints each address in its country’s order and no weight', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page); // in Seattle, United States, as its last line says
  const batch = batchSection(page);
  await batch.importFile(pickedFile('orders_export.csv', shopifyExport(ISSUE_24_ORDERS)));
  // Labels alone: the customs forms its orders abroad would need are batch-documents.spec.ts's.
  await batch.region.getByRole('group', { name: 'Customs forms', exact: true }).getByRole('radio', { name: 'Never', exact: true }).check();
  await expect(batch.summary).toHaveText('4 labels');
  await expect(batch.carries).toContainText('None: the labels leave weight and dimensions out.'); // the export has no such columns
  // Japanese order: the postcode first, the name inside the address (still shown as the row's recipient).
  await expect(batch.table.getByRole('row').filter({ hasText: '山田太郎 様' }).getByRole('cell', { name: '〒100-8994' })).toBeVisible();

  await batch.createButton.click();
  await expect(batch.ready).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.downloadButton.click()]);
  const text = pdftotextLines(new Uint8Array(await readFile(await download.path()))).join('\n');
  expect(text).toContain('BOSTON, MA 02134');
  expect(text).toMatch(/80331 München\nGERMANY/);
  expect(text).toMatch(/〒100-8994\n東京都\n千代田区丸の内2-7-2\nJPタワー\n山田太郎 様\nJAPAN/);
  expect(text).not.toMatch(/UNITED STATES|'02134|WEIGHT|3\.2 lbs|Daniel Brooks/);
});

test('a wrong UPS check digit gets a note under the field, and the label still downloads with that barcode', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const tracking = generator.field('trackingNumber');
  await expectHydrated(tracking);
  await tracking.fill('1Z999AA10123456785');
  await expect(page.getByRole('status').filter({ hasText: UPS_ADVICE })).toBeVisible();

  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text).join(' ')).toContain('1Z999AA10123456785');
  expect(pdf.imageCount).toBe(1);

  await tracking.fill('1Z999AA10123456784');
  await expect(page.getByText(UPS_ADVICE)).toHaveCount(0);
});

test('a chosen Country lays the typed address out in its order, and the sender’s country is remembered', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  const senderCountry = page.getByRole('combobox', { name: 'Country' }).first();
  const recipientCountry = page.getByRole('combobox', { name: 'Country' }).nth(1);
  await expect(recipientCountry.getByRole('option')).toHaveCount(1); // "Not chosen" only, until the visitor reaches for it
  await expectHydrated(recipientCountry);
  await recipientCountry.focus();
  await expect(recipientCountry.getByRole('option', { name: 'Germany' })).toBeAttached(); // listed once reached for
  await expectHydrated(senderCountry);
  await senderCountry.focus();
  await generator.fill({ toName: 'Jürgen Groß', toCompany: '', toAddress: 'Hauptstraße 5\nMünchen 80331\nGermany' });
  await senderCountry.selectOption({ label: 'United States' });
  await recipientCountry.selectOption({ label: 'Germany' });
  await expect(generator.preview).toContainText('80331 München');
  await expect(generator.preview).toContainText('GERMANY');

  // A postcode that is not German: the address prints as typed, and the form says why.
  await generator.fill({ toAddress: 'Hauptstraße 5\nMünchen 8033' });
  await expect(page.getByRole('status').filter({ hasText: 'No postcode and city of Germany found on the last line' })).toBeVisible();
  await expect(generator.preview).toContainText('München 8033');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Country' }).first()).toHaveValue('US');
  await expect(page.getByRole('combobox', { name: 'Country' }).nth(1)).toHaveValue('');
});
