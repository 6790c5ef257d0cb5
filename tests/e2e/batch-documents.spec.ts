import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { readPdf, type PdfReading } from '../support/read-pdf';
import { shopifyExport, type ShopifyAddress, type ShopifyOrder } from '../support/shopify-export';
import { expectNoViolations } from './support/axe';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// Issue 25: a seller sending parcels abroad prints, from their shop's export, every label with its customs form and
// packing slip (and, if asked, its invoice), in one private PDF or a PDF of each kind.

const SECTION = 'section[aria-labelledby="batch-title"]';

const BOSTON: Omit<ShopifyAddress, 'name'> = { address1: '12 Elm St', city: 'Boston', zip: '02134', province: 'MA', provinceName: 'Massachusetts', country: 'US' };
const BERLIN: Omit<ShopifyAddress, 'name'> = { address1: 'Friedrichstraße 10', city: 'Berlin', zip: '10117', country: 'DE' };

/** Twenty orders from a shop in Seattle: twelve to Berlin, eight to Boston; every third has a second item. */
const ORDERS: readonly ShopifyOrder[] = Array.from({ length: 20 }, (_, index) => ({
  name: `#${3001 + index}`,
  // "Buyer A Test" … "Buyer T Test": no name is part of another, as "Buyer 1" is of "Buyer 10".
  shipping: { name: `Buyer ${String.fromCharCode(65 + index)} Test`, ...(index % 5 < 3 ? BERLIN : BOSTON) },
  lineItems: [{ name: 'Wool blanket', quantity: 1, sku: 'BLANKET-1', price: '89.00' }, ...(index % 3 === 0 ? [{ name: 'Linen tea towel', quantity: 2, sku: 'TOWEL-1', price: '12.00' }] : [])],
}));
const ABROAD = ORDERS.filter((order) => order.shipping.country === 'DE');

const pageTexts = (pdf: PdfReading): string[] =>
  Array.from({ length: pdf.pageCount }, (_, index) => pdf.texts.filter((text) => text.page === index + 1).map((text) => text.text).join(' '));

/** Each page as what it is and whose: a label (by its recipient), a CN 22 (its label's), a packing slip or invoice (by order number). */
function pageKinds(pdf: PdfReading): string[] {
  let last = '';
  return pageTexts(pdf).map((text) => {
    const order = ORDERS.find((candidate) => text.includes(candidate.name))?.name ?? '?';
    if (text.includes('PACKING SLIP')) return `slip ${order}`;
    if (text.includes('COMMERCIAL INVOICE')) return `invoice ${order}`;
    if (text.includes('CN 22')) return `CN 22 ${last}`;
    last = ORDERS.find((candidate) => text.includes(candidate.shipping.name))?.name ?? '?';
    return `label ${last}`;
  });
}

/** The same document over several pages (or copies) once. */
const once = (kinds: readonly string[]): string[] => kinds.filter((kind, index) => kind !== kinds[index - 1]);

/** Clicks a download button and reads the PDF it saves. */
async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; pdf: PdfReading }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), pdf: await readPdf(new Uint8Array(await readFile(await download.path()))) };
}

/** The export imported on 4 × 6 in labels, each item's weight and origin given, packing slips asked for. */
async function importOrders(page: Page) {
  await page.goto('/generator');
  await generatorPage(page).labelSize.selectOption({ label: '4 × 6 in thermal label' });
  await enterRealSender(page); // in Seattle, United States
  const batch = batchSection(page);
  const documents = batch.region.getByRole('group', { name: 'Documents', exact: true });
  const choose = (group: string, option: string) => documents.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true });
  const create = batch.region.getByRole('button', { name: /^Create \d/ });
  await batch.importFile(pickedFile('orders_export.csv', shopifyExport(ORDERS)));

  // Shopify exports no item weights: the orders abroad say their customs forms wait for them; their labels are made.
  await expect(batch.summary).toHaveText('20 labels · 12 rows need attention');
  await expect(create).toHaveText('Create 20 labels');
  const berlin = batch.table.getByRole('row').filter({ hasText: 'Buyer A Test' });
  await expect(berlin).toContainText('No customs form until this is fixed: Item 1: enter the net weight.');
  await expect(choose('Customs forms', 'Where needed')).toBeChecked();

  await documents.getByLabel('Weight of each item', { exact: true }).fill('0.4 kg');
  await documents.getByLabel('Country of origin', { exact: true }).fill('Portugal');
  await choose('Packing slips', 'Yes').check();
  await expect(batch.summary).toHaveText('20 labels');
  await expect(create).toHaveText('Create 20 labels, 12 customs forms, 20 packing slips');
  return { batch, documents, choose, create, berlin };
}

test('twenty orders, twelve abroad, make one PDF: each label followed by its CN 22 where needed and its packing slip', async ({ page }) => {
  test.setTimeout(90_000);
  const { batch, create, berlin } = await importOrders(page);
  await expect(batch.table.getByRole('columnheader', { name: 'Contents' })).toBeVisible();
  // The blanket and two tea towels: three pieces at 0.4 kg each, worth 89 + 24 USD.
  await expect(berlin.getByRole('cell').nth(5)).toHaveText('3 items · 1.200 kg · 113.00 USDCN 22 · packing slip');
  await expect(batch.table.getByRole('row').filter({ hasText: 'Buyer E Test' }).getByRole('cell').nth(5)).toHaveText('1 item · 0.400 kg · 89.00 USD—No customs form · packing slip');
  await expectNoViolations(page, 'the review with its Documents panel and Contents column', SECTION);

  await create.click();
  await expect(batch.region.getByText('Your PDF with 20 labels, 12 customs forms and 20 packing slips is ready.')).toBeVisible({ timeout: 60_000 });
  const { download, pdf } = await batch.download();
  expect(download.suggestedFilename()).toMatch(/^shipping-labels-\d+\.pdf$/);
  expect(pdf.widthPt).toBeCloseTo(288, 1); // 4 × 6 in
  const expected = ORDERS.flatMap((order) => [`label ${order.name}`, ...(ABROAD.includes(order) ? [`CN 22 ${order.name}`] : []), `slip ${order.name}`]);
  expect(once(pageKinds(pdf))).toEqual(expected);
});

test('separate PDFs: the labels, the customs forms, the invoices and the packing slips, each its own download', async ({ page }) => {
  test.setTimeout(90_000);
  const { batch, choose, create } = await importOrders(page);
  await choose('Commercial invoices', 'Yes').check();
  await choose('Documents in', 'Separate PDFs').check();
  await expect(create).toHaveText('Create 20 labels, 12 customs forms, 12 invoices, 20 packing slips');

  await create.click();
  await expect(batch.region.getByText('Your PDFs with 20 labels, 12 customs forms, 12 invoices and 20 packing slips are ready.')).toBeVisible({ timeout: 60_000 });
  const downloads = batch.region.getByRole('group', { name: 'Download:' });
  await expect(downloads.getByRole('button')).toHaveText(['Labels', 'Customs forms', 'Invoices', 'Packing slips']);
  await expect(batch.region.getByRole('button', { name: 'Print', exact: true })).toHaveCount(0);

  const labels = await downloadFrom(page, downloads.getByRole('button', { name: 'Labels' }));
  expect(labels.name).toMatch(/^shipping-labels-\d+\.pdf$/);
  expect(pageKinds(labels.pdf)).toEqual(ORDERS.map((order) => `label ${order.name}`));

  const forms = await downloadFrom(page, downloads.getByRole('button', { name: 'Customs forms' }));
  expect(forms.name).toBe(labels.name.replace('shipping-labels', 'customs-forms'));
  expect(pageTexts(forms.pdf)).toHaveLength(12);
  expect(pageTexts(forms.pdf).every((text) => text.includes('CN 22'))).toBe(true);

  const invoices = await downloadFrom(page, downloads.getByRole('button', { name: 'Invoices' }));
  expect(invoices.name).toBe(labels.name.replace('shipping-labels', 'commercial-invoices'));
  const invoicePages = pageKinds(invoices.pdf);
  expect(once(invoicePages)).toEqual(ABROAD.map((order) => `invoice ${order.name}`));
  expect(invoicePages.filter((kind) => kind === `invoice ${ABROAD[0]!.name}`).length, 'three copies, as the panel says').toBeGreaterThanOrEqual(3);

  const slips = await downloadFrom(page, downloads.getByRole('button', { name: 'Packing slips' }));
  expect(slips.name).toBe(labels.name.replace('shipping-labels', 'packing-slips'));
  expect(once(pageKinds(slips.pdf))).toEqual(ORDERS.map((order) => `slip ${order.name}`));
});
