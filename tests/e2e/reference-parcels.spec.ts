import { readFile } from 'node:fs/promises';
import { csvText } from '../support/csv-fixtures';
import { pdftotextLines } from '../support/text-layer-lines';
import { batchSection, enterRealSender, pickedFile } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';

// A reference (an order number or note) and the parcels of a shipment, "1 of 3" … "3 of 3", in the production build:
// typed in the form and read from a batch file, shown in the preview and read back from the PDF with poppler.

test('Reference and Parcels: three labels with the same addresses, marked 1 of 3 to 3 of 3, the reference on each', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ reference: 'Order #5012', parcels: '3' });
  await expect(generator.preview).toContainText('Order #5012');
  await expect(generator.preview).toContainText('1 of 3');
  await expect(page.getByText('Prints 3 labels with these addresses, marked 1 of 3 to 3 of 3: the preview shows the first.')).toBeVisible();

  const { path } = await generator.download();
  const pages = pdftotextLines(new Uint8Array(await readFile(path))).join('\n').split(/(?=^TO:)/m);
  expect(pages).toHaveLength(3);
  pages.forEach((text, index) => {
    expect(text).toContain('Maria Alvarez');
    expect(text).toMatch(/REF:\s+Order #5012/);
    expect(text).toMatch(new RegExp(`PARCEL:\\s+${index + 1} of 3`));
  });
});

test('Parcels that is not a count, and a reference past 35 characters, are said under their fields and make no PDF', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ parcels: '0' });
  await expect(page.getByText('Parcels must be a whole number from 1 to 99. Correct it to make a PDF.')).toBeVisible();
  await expect(generator.field('parcels')).toHaveAttribute('aria-invalid', 'true');
  await generator.downloadButton.click();
  await expect(page.getByText('Parcels must be a whole number from 1 to 99. Correct it in the form, then try again.')).toBeVisible();
  await expect(generator.field('parcels'), 'what was typed stays').toHaveValue('0');

  await generator.fill({ parcels: '2', reference: 'PO-'.padEnd(36, '7') });
  await expect(page.getByText('Reference is too long: 36 characters, at most 35. Shorten it to make a PDF.')).toBeVisible();
  await expect(page.getByText('Parcels must be a whole number from 1 to 99. Correct it to make a PDF.')).toHaveCount(0);
  await expect(generator.field('parcels')).toHaveAttribute('aria-invalid', 'false');
});

test('a batch prints its order numbers as references and each row’s parcels as that many labels', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page);
  const batch = batchSection(page);
  const file = csvText([
    ['Order Number', 'Recipient name', 'Address', 'Parcels'],
    ['#1001', 'Ann Lee', '1 Elm Street\nSpringfield, IL 62701', '2'],
    ['#1002', 'Bo Ray', '2 Oak Road\nAustin, TX 78701', ''],
    ['#1003', 'Cy Fox', '3 Ash Lane\nDenver, CO 80202', 'two'],
  ]);
  await batch.importFile(pickedFile('orders.csv', file));
  await expect(batch.summary).toHaveText('4 labels · 1 row needs attention');
  await expect(batch.table.getByRole('row').filter({ hasText: 'Cy Fox' })).toContainText('Parcels must be a whole number from 1 to 99');
  // Left out until fixed: the two parcels of #1001 and the one of #1002 are made.
  await expect(batch.createButton).toHaveText('Create 3 labels');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 3 labels is ready.');
  const [download] = await Promise.all([page.waitForEvent('download'), batch.downloadButton.click()]);
  const pages = pdftotextLines(new Uint8Array(await readFile(await download.path()))).join('\n').split(/(?=^TO:)/m);
  expect(pages).toHaveLength(3);
  expect(pages[0]).toMatch(/Ann Lee[\s\S]*REF:\s+#1001\s+PARCEL:\s+1 of 2/);
  expect(pages[1]).toMatch(/Ann Lee[\s\S]*REF:\s+#1001\s+PARCEL:\s+2 of 2/);
  expect(pages[2]).toMatch(/Bo Ray[\s\S]*REF:\s+#1002/);
  expect(pages[2]).not.toContain('PARCEL:');
});
