import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readPdf } from '../support/read-pdf';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { expectHydrated } from './support/hydrated';
import { tabTo } from './support/keyboard';

type Item = { description: string; quantity?: string; weight: string; unit?: string; value: string; currency?: string; origin?: string };

/** The generator's "Contents and customs" section, as a visitor finds it: opened by its heading's button. */
function contentsSection(page: Page) {
  const toggle = page.getByRole('button', { name: 'Contents and customs' });
  const item = (number: number) => page.getByRole('group', { name: `Item ${number}`, exact: true });
  return {
    toggle,
    item,
    section: page.locator('section[aria-labelledby="contents-title"]'),
    async open() {
      await expectHydrated(toggle);
      await toggle.click();
      await expect(item(1).getByLabel('Description')).toBeVisible();
    },
    async fillItem(number: number, values: Item) {
      const row = item(number);
      await row.getByLabel('Description').fill(values.description);
      await row.getByLabel('Quantity').fill(values.quantity ?? '1');
      await row.getByLabel('Net weight').fill(values.weight);
      if (values.unit) await row.getByLabel('Weight unit').selectOption(values.unit);
      await row.getByLabel('Value').fill(values.value);
      await row.getByLabel('Currency').fill(values.currency ?? 'EUR');
      if (values.origin) await row.getByLabel('Country of origin').fill(values.origin);
    },
  };
}

/** Each page's text, by page from 1. */
const pagesOf = (pdf: { pageCount: number; texts: { page: number; text: string }[] }) =>
  Array.from({ length: pdf.pageCount }, (_, index) => pdf.texts.filter((text) => text.page === index + 1).map((text) => text.text).join(' '));

test('a gift of three items abroad prints its label and a CN 22 in one PDF', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expectHydrated(generator.labelSize);
  await generator.labelSize.selectOption('4x6');
  const contents = contentsSection(page);
  await contents.open();
  const items: Item[] = [
    { description: 'Wool scarf, knitted', weight: '0.2', value: '25', origin: 'GB' },
    { description: 'Children’s picture book', weight: '350', unit: 'g', value: '12.50', origin: 'FR' },
    { description: 'Ceramic mug, hand-painted', quantity: '2', weight: '0.6', value: '18', origin: 'PT' },
  ];
  for (const [index, item] of items.entries()) {
    if (index > 0) {
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(contents.item(index + 1).getByLabel('Description')).toBeFocused();
    }
    await contents.fillItem(index + 1, item);
  }
  await expect(contents.section.getByText(/^CN 22: the contents are worth 55\.50 EUR/)).toBeVisible();
  // The mugs' weight and value are both mugs': the fields say so.
  for (const field of ['Net weight', 'Value']) await expect(contents.item(3).getByLabel(field)).toHaveAccessibleDescription('For all 2 together, not each');

  const { pdf } = await generator.download();
  expect(pdf.pageCount).toBe(2);
  const [label, form] = pagesOf(pdf);
  expect(label).toContain('Maria Alvarez');
  expect(form).toContain('CN 22');
  for (const printed of ['Wool scarf, knitted', 'Children’s picture book', 'Ceramic mug, hand-painted', '55.50 EUR', 'Portugal']) expect(form).toContain(printed);
});

test('an item’s currency starts as the sender’s country’s: USD for the sample’s sender in Texas, GBP once the sender is in the UK', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await contents.open();
  await expect(contents.item(1).getByLabel('Currency')).toHaveValue('USD');
  await generatorPage(page).fill({ fromAddress: '10 Downing Street\nLondon SW1A 2AA\nUnited Kingdom' });
  await expect(contents.item(1).getByLabel('Currency')).toHaveValue('GBP');
});

test('contents worth over 300 SDR print a CN 23 in three copies', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await contents.open();
  await contents.fillItem(1, { description: 'Leather handbag', weight: '0.9', value: '400', origin: 'IT' });
  await expect(contents.section.getByText(/^CN 23: the contents are worth 400\.00 EUR, about \d+ SDR, over/)).toBeVisible();

  const { pdf } = await generatorPage(page).download();
  expect(pdf.pageCount).toBe(4);
  const [, ...copies] = pagesOf(pdf);
  for (const copy of copies) expect(copy).toContain('CN 23');
});

test('an impossible value is marked at its field and no PDF is made until it is fixed', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await contents.open();
  await contents.fillItem(1, { description: 'Wool scarf, knitted', weight: '-1', value: '25' });
  const weight = contents.item(1).getByLabel('Net weight');
  await weight.blur();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveValue('-1');
  await generatorPage(page).downloadButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'The contents have a problem. Fix the fields marked under Contents and customs, then try again.' })).toBeVisible();
});

test('the contents editor’s code is fetched when the section is opened, not before', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname));
  await page.goto('/generator');
  const contents = contentsSection(page);
  await expectHydrated(contents.toggle);
  await expect(contents.toggle).toHaveAttribute('aria-expanded', 'false');
  expect(requested.filter((script) => /\/contents-editor-[\w-]+\.js$/.test(script))).toEqual([]);
  await contents.open();
  await expect(contents.toggle).toHaveAttribute('aria-expanded', 'true');
  expect(requested.some((script) => /\/contents-editor-[\w-]+\.js$/.test(script))).toBe(true);
});

test('the contents section passes axe, open and with an item’s messages showing', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await contents.open();
  await contents.fillItem(1, { description: 'gift', weight: '-1', value: '25' });
  await contents.item(1).getByLabel('Net weight').blur();
  await expectNoViolations(page, 'contents section', 'section[aria-labelledby="contents-title"]');
});

test('the contents are typed, an item added and removed, and the PDF made with the keyboard alone, focus always visible', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await expectHydrated(contents.toggle);
  await tabTo(page, contents.toggle);
  await page.keyboard.press('Enter');
  // The editor's code is fetched as the section opens: the visitor tabs into it once it is there.
  await expect(contents.item(1).getByLabel('Description')).toBeVisible();
  await tabTo(page, contents.item(1).getByLabel('Description'));
  await page.keyboard.type('Wool scarf, knitted');
  await tabTo(page, contents.item(1).getByLabel('Net weight'));
  await page.keyboard.type('0.2');
  await tabTo(page, contents.item(1).getByLabel('Value'));
  await page.keyboard.type('25');
  const add = page.getByRole('button', { name: 'Add item' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(contents.item(2).getByLabel('Description')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove item 2' }));
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
  await expect(contents.item(2)).toHaveCount(0);
  // The sample's sender is in Texas: the value is in dollars.
  await expect(contents.section.getByText(/^CN 22: the contents are worth 25\.00 USD/)).toBeVisible();

  await tabTo(page, generatorPage(page).downloadButton, { backwards: true, maxPresses: 120 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  expect(pagesOf(pdf).join(' ')).toContain('CN 22');
});

test('a sale abroad prints its commercial invoice with the line totals and total, in the copies chosen', async ({ page }) => {
  await page.goto('/generator');
  const contents = contentsSection(page);
  await contents.open();
  await contents.fillItem(1, { description: 'Wool scarf, knitted', quantity: '2', weight: '0.4', value: '50', origin: 'GB' });
  await page.getByRole('button', { name: 'Add item' }).click();
  await contents.fillItem(2, { description: 'Children’s picture book', weight: '350', unit: 'g', value: '12.50', origin: 'FR' });
  await contents.section.getByRole('radio', { name: 'Sale of goods' }).check();
  await contents.section.getByRole('checkbox', { name: 'Commercial invoice' }).check();
  await contents.section.getByLabel('Copies').selectOption('2');

  const { pdf } = await generatorPage(page).download();
  const invoices = pagesOf(pdf).filter((text) => text.includes('COMMERCIAL INVOICE'));
  expect(invoices).toHaveLength(2);
  for (const invoice of invoices) for (const printed of ['25.00', '50.00', '12.50', '62.50 EUR', 'DAP', 'Sale of goods', 'United Kingdom']) expect(invoice).toContain(printed);
});
