import { readFile, rm, writeFile } from 'node:fs/promises';
import { MAX_IMPORT_BYTES } from '../../src/batch/batch-limits';
import { csvText, ebayExport, makeOrder, makeShipTo, shopifyExport, type StoreOrder } from '../support/csv-fixtures';
import { findText } from '../support/read-pdf';
import { expectNoViolations } from './support/axe';
import { batchSection, enterRealSender, pickedFile, REAL_SENDER } from './support/batch-section';
import { expect, test } from './support/fixtures';
import { generatorPage, labelWorkers } from './support/generator-page';
import { FAULT_MARKER, faultPdfJobs } from './support/patched-worker';
import { upsTrackingNumber } from '../support/tracking-number-shapes';

// "Labels from a spreadsheet" on /generator, end to end: a file or a paste in, rows checked and fixed in place,
// one PDF of every label out, made on the batch worker while the preview keeps its own.

const SECTION = 'section[aria-labelledby="batch-title"]';

/** `count` orders, each to its own buyer; every third has two items, so two rows in a Shopify export and one label. */
const storeOrders = (count: number, change: (index: number) => Partial<StoreOrder> = () => ({})): StoreOrder[] =>
  Array.from({ length: count }, (_, index) =>
    makeOrder({
      number: String(1001 + index),
      items: index % 3 === 0 ? ['Linen tea towel', 'Beeswax wrap'] : ['Linen tea towel'],
      shipTo: makeShipTo({ firstName: `Buyer${index + 1}` }),
      ...change(index),
    }),
  );

/** An order with no shipping name: a row that needs attention. */
const unnamed = (): Partial<StoreOrder> => ({ shipTo: makeShipTo({ firstName: '', lastName: '' }) });

/** The spreadsheet rows of one order in a Shopify export (a row per item, below header row 1), named as the table names them. */
const shopifyRows = (orders: readonly StoreOrder[], index: number): string => {
  const first = 2 + orders.slice(0, index).reduce((rows, order) => rows + order.items.length, 0);
  const rows = orders[index]!.items.map((_, item) => first + item);
  return rows.length > 1 ? `rows ${rows.join(', ')}` : `row ${rows[0]}`;
};

const shopifyFile = (orders: readonly StoreOrder[]) => pickedFile('orders_export.csv', shopifyExport(orders));

/**
 * A long job: 1,000 eBay orders (a row each), each with a tracking number, so every label draws a barcode. It takes
 * many seconds on this machine; the tests that use it cancel it as soon as they have seen it run.
 */
const longBatch = (change: (index: number) => Partial<StoreOrder> = () => ({})) =>
  pickedFile(
    'ebay-orders.csv',
    ebayExport(storeOrders(1000, (index) => ({ trackingNumber: upsTrackingNumber(index), ...change(index) }))),
  );

test('a 300-order Shopify export makes 300 labels on 4 × 6 in, once the order without a shipping name is fixed in place', async ({ page }) => {
  test.setTimeout(90_000);
  const orders = storeOrders(300, (index) => (index === 137 ? unnamed() : {}));
  const broken = shopifyRows(orders, 137);
  expect(broken).toBe('row 185');
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: '4 × 6 in thermal label' });
  // The file has no sender: every label takes the form's.
  await enterRealSender(page, { ...REAL_SENDER, fromName: 'Harbor Mail Room' });
  const batch = batchSection(page);

  await batch.importFile(shopifyFile(orders));
  await expect(batch.heading('orders_export.csv')).toHaveText('orders_export.csv: 400 rows');
  await expect(batch.summary).toHaveText('300 labels · 1 row needs attention');
  await expect(batch.table).toBeVisible();
  await expect(batch.include(shopifyRows(orders, 0))).toBeChecked(); // "rows 2, 3": one order over two rows
  await expect(batch.createButton).toHaveText('Create 299 labels');

  await batch.show.selectOption({ label: 'Rows that need attention' });
  const row = batch.table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Include ${broken}`, exact: true }) });
  await expect(batch.table.getByRole('row')).toHaveCount(1 + 1);
  await expect(row).toContainText('No recipient name');
  await expect(batch.include(broken)).not.toBeChecked();
  // Its toggle reads "Edit", then "Done" while the editor is open.
  const toggle = row.getByRole('button', { name: new RegExp(`^(Edit|Done) ${broken}$`) });
  await batch.editButton(broken).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Typed key by key: the row stays, editor and focus too, after the first key has fixed it.
  await batch.editorField('Recipient name', broken).pressSequentially('Fixed Recipient');
  await expect(batch.editorField('Recipient name', broken)).toHaveValue('Fixed Recipient');
  await expect(row).not.toContainText('No recipient name');
  await expect(batch.include(broken)).toBeChecked();
  await toggle.click();
  await expect(batch.editorField('Recipient name', broken)).toHaveCount(0);
  await expect(batch.region.getByText('No rows need attention.')).toBeVisible();
  await expect(batch.summary).toHaveText('300 labels');
  await expect(batch.createButton).toHaveText('Create 300 labels');
  await expect(batch.region.getByText(/^On 4 × 6 in thermal label, /)).toBeVisible();

  await batch.createButton.click();
  await expect(batch.progressbar).toHaveAttribute('aria-valuemax', '300');
  await expect(batch.region.getByText(/^Creating labels: \d+ of 300$/)).toBeVisible();
  await expect(batch.ready).toHaveText('Your PDF with 300 labels is ready.', { timeout: 60_000 });
  await expect(batch.progressbar).toHaveCount(0);

  const { download, pdf } = await batch.download();
  expect(download.suggestedFilename()).toMatch(/^shipping-labels-\d+\.pdf$/);
  expect(pdf.pageCount).toBe(300);
  expect(pdf.widthPt).toBeCloseTo(288, 1); // 4 × 6 in
  expect(pdf.heightPt).toBeCloseTo(432, 1);
  // One label a page, in the file's order: the fixed one on the 138th.
  expect(findText(pdf, 'Fixed Recipient').page).toBe(138);
  expect(findText(pdf, 'Buyer300 Lee').page).toBe(300);
  expect(pdf.texts.filter((run) => run.text.trim() === 'Harbor Mail Room')).toHaveLength(300);
  expect(pdf.texts.map((run) => run.text).join(' '), 'the billing name').not.toContain('Pat Payer');
});

test('Cancel stops a 1,000-label batch at once and keeps the rows; the preview keeps working while a batch runs', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/generator');
  await enterRealSender(page); // with the example sender, Create would ask first
  const generator = generatorPage(page);
  const batch = batchSection(page);
  await expect(generator.barcode).toBeVisible(); // the preview's worker has started
  const batchWorkerStarts = page.waitForEvent('worker', { predicate: (worker) => /label\.worker-/.test(worker.url()) });
  await batch.importFile(longBatch());
  await expect(batch.summary).toHaveText('1,000 labels');
  const batchWorker = await batchWorkerStarts;
  expect(await batchWorker.evaluate(() => self.name), 'the worker that reads files and makes batches').toBe('batch-worker');

  await batch.createButton.click();
  await expect(batch.progressbar).toHaveAttribute('aria-valuemax', '1000');
  await expect(batch.createButton).toHaveAttribute('aria-disabled', 'true');
  // The preview has a worker of its own: its barcode is drawn while the batch worker is busy.
  await generator.fill({ toName: 'Typed During The Batch', trackingNumber: 'DURING-BATCH-42' });
  await expect(generator.preview).toContainText('Typed During The Batch');
  await expect(generator.barcode).toHaveAttribute('data-value', 'DURING-BATCH-42');
  await expect(batch.region.getByText(/^Creating labels: [1-9][\d,]* of 1,000$/)).toBeVisible();
  await expect(batch.progressbar).not.toHaveAttribute('aria-valuenow', '0');
  await expect(batch.progressbar, 'still creating after the preview was drawn').toBeVisible();

  const ended = batchWorker.waitForEvent('close');
  await batch.cancelButton.click();
  await ended;
  await expect(batch.cancelled).toBeVisible();
  await expect(batch.progressbar).toHaveCount(0);
  await expect(batch.cancelButton).toHaveCount(0);
  await expect(batch.downloadButton).toHaveCount(0);
  await expect(batch.summary, 'the rows are still here').toHaveText('1,000 labels');
  await expect(batch.createButton).toHaveAttribute('aria-disabled', 'false');
  await expect(batch.createButton, 'focus moves on from the Cancel button that went away').toBeFocused();
  // On two cores the batch ran on two workers; Cancel ends both, the second a moment after the first.
  await expect.poll(() => labelWorkers(page).length, { message: "the batch's workers end, the preview's lives on" }).toBe(1);
  expect(await labelWorkers(page)[0]!.evaluate(() => self.name)).toBe('label-worker');

  // A fresh batch worker reads the next rows and makes their PDF, whole.
  await batch.paste(csvText([['Recipient name', 'Recipient address line 1'], ['After Cancel', '9 Restart Road']], { delimiter: '\t' }));
  await expect(batch.summary).toHaveText('1 label');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 1 label is ready.');
  const { pdf } = await batch.download();
  expect(findText(pdf, 'After Cancel').page).toBe(1);
});

test('rows pasted from a spreadsheet, tab-separated, are read into the table', async ({ page }) => {
  await page.goto('/generator');
  const batch = batchSection(page);
  const rows = Array.from({ length: 12 }, (_, index) => [`Paste Person ${index + 1}`, `Unit ${index + 1}, Dock Road`, 'Leeds', 'LS1 4AP', 'GB', `PASTE${index + 1}X`]);
  // A spreadsheet copies cells tab-separated; the comma in each address is part of the cell.
  await batch.paste(csvText([['Name', 'Address', 'City', 'Postcode', 'Country', 'Tracking'], ...rows], { delimiter: '\t' }));

  await expect(batch.heading('Pasted rows')).toHaveText('Pasted rows: 12 rows');
  await expect(batch.summary).toHaveText('12 labels');
  await expect(batch.table.getByRole('row')).toHaveCount(1 + 12);
  await expect(batch.table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['', '2', 'Paste Person 1', 'Unit 1, Dock Road', 'PASTE1X', '', 'Edit row 2']);
  await expect(batch.createButton).toHaveText('Create 12 labels');
});

test('an empty file, a header without rows, a workbook, a picture and a file over 50 MB each say what is wrong', async ({ page }) => {
  await page.goto('/generator');
  const batch = batchSection(page);
  const refused = [
    { file: pickedFile('empty.csv', ''), message: 'This file is empty.' },
    { file: pickedFile('header.csv', csvText([['Recipient name', 'Recipient address line 1']])), message: 'This file has a header row but no rows of labels below it.' },
    {
      file: pickedFile('orders.xlsx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      message: 'This is a spreadsheet workbook (.xlsx), not a CSV. In your spreadsheet app choose File › Save As (or Download) › CSV, then import that file.',
    },
    { file: pickedFile('label.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png'), message: 'This file is not text: choose a CSV, TSV or .txt file saved from your spreadsheet or shop.' },
  ];
  for (const { file, message } of refused) {
    await batch.importFile(file);
    await expect(batch.alert, file.name).toHaveText(message);
  }

  // Playwright hands a file this large over by path, as the OS dialog does.
  const huge = test.info().outputPath('orders.csv');
  await writeFile(huge, Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
  const started = Date.now();
  await batch.importFile(huge);
  await expect(batch.alert).toHaveText('This file is 50.1 MB; ShipLabel reads files up to 50 MB. Split it into smaller files, each with the header row.');
  expect(Date.now() - started, 'refused by its size, before it is read').toBeLessThan(2_000);
  await rm(huge);
  await expect(batch.table).toHaveCount(0);

  await batch.importFile(shopifyFile(storeOrders(3)));
  await expect(batch.summary).toHaveText('3 labels');
  await expect(batch.alert).toHaveCount(0);
});

test('the template CSV downloads with its header row and, imported back, makes one label with nothing to fix', async ({ page }) => {
  await page.goto('/generator');
  const batch = batchSection(page);
  const [download] = await Promise.all([page.waitForEvent('download'), batch.templateLink.click()]);
  expect(download.suggestedFilename()).toBe('shiplabel-template.csv');
  const template = await readFile(await download.path(), 'utf8');
  expect(template.split('\r\n')[0]).toMatch(/^Recipient name,Recipient company,/);

  await batch.importFile(pickedFile(download.suggestedFilename(), template));
  await expect(batch.heading('shiplabel-template.csv')).toHaveText('shiplabel-template.csv: 1 row');
  await expect(batch.summary).toHaveText('1 label');
  await expect(batch.region.getByText(/^Columns: \d+ matched to label fields/)).toHaveText('Columns: 24 matched to label fields. Change a match');
  await expect(batch.include('row 2')).toBeChecked();
  await expect(batch.table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['', '2', 'Maria AlvarezBright Harbor Books', '4821 Lakeview Avenue, Suite 210', '1Z999AA10123456784', '', 'Edit row 2']);
  await expect(batch.createButton).toHaveText('Create 1 label');
});

test('the batch section has no accessibility violations with the review, its column matches and a row editor open, nor while creating', async ({ page }) => {
  test.setTimeout(90_000);
  // The batch's PDF jobs hang in the workers (every order carries the marker, so every part of the batch does) until
  // Cancel ends them: the section stays in its creating state however long axe takes. A thousand orders, so the hung
  // jobs' watchdog (20 s and 0.1 s a label) outlasts two scans on a loaded machine; a batch of forty was ended by it
  // mid-scan.
  await faultPdfJobs(page, 'hang', 'batchPdf');
  await page.goto('/generator');
  await enterRealSender(page);
  const batch = batchSection(page);
  await batch.importFile(longBatch((index) => (index === 1 ? unnamed() : { shipTo: makeShipTo({ firstName: FAULT_MARKER }) })));
  // Read by the patched worker, whose 1.3 MB script passes through Playwright first: on a busy machine that has
  // taken more than the default 5 s (worker-faults.spec.ts).
  await expect(batch.summary).toHaveText('1,000 labels · 1 row needs attention', { timeout: 15_000 });
  await batch.region.getByText(/^Columns: \d+ matched to label fields/).click();
  await expect(batch.region.getByRole('combobox', { name: 'Recipient name', exact: true })).toBeVisible();
  // eBay writes a row per order: the second order, without a name, is row 3.
  await batch.editButton('row 3').click();
  await expect(batch.editorField('Recipient name', 'row 3')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'batch review, columns and an editor open', SECTION);

  await batch.createButton.click();
  await expect(batch.progressbar).toBeVisible();
  // What creating changes: the buttons and the progress. The column matches and the table were scanned just now.
  await expectNoViolations(page, 'batch while creating labels', SECTION, [`${SECTION} details`, `${SECTION} table`]);
  await expect(batch.progressbar, 'still creating when axe had finished').toBeVisible();
  await batch.cancelButton.click();
  await expect(batch.cancelled).toBeVisible();
});

test('a batch on a half-used 4-up sheet starts at the chosen label and goes on to the next sheet', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page);
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: 'Avery L7169 — 99.1 × 139 mm, 4 per sheet' });
  await generator.startAtLabel.selectOption('3');
  const batch = batchSection(page);
  await batch.paste(csvText([['Recipient name', 'Recipient address line 1'], ...[1, 2, 3].map((n) => [`Sheet Buyer ${n}`, `${n} Quarter Lane`])], { delimiter: '\t' }));
  await expect(batch.region.getByText(/^On Avery L7169 — 99\.1 × 139 mm, 4 per sheet, starting at label 3, as chosen/)).toBeVisible();
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 3 labels is ready.');

  const { pdf } = await batch.download();
  expect(pdf.pageCount).toBe(2);
  const placed = [1, 2, 3].map((n) => findText(pdf, `Sheet Buyer ${n}`));
  // Label 3 (bottom left) and 4 (bottom right) of the first sheet, then label 1 (top left) of a new one.
  expect(placed.map(({ page, leftMm, topMm }) => ({ page, right: leftMm >= 105, bottom: topMm >= 148.5 }))).toEqual([
    { page: 1, right: false, bottom: true },
    { page: 1, right: true, bottom: true },
    { page: 2, right: false, bottom: false },
  ]);
});

test('a batch of 100 rows on Avery 5160 fills 30 address labels a sheet: 4 pages, label 31 top left of the second', async ({ page }) => {
  await page.goto('/generator');
  await enterRealSender(page);
  const generator = generatorPage(page);
  await generator.labelSize.selectOption({ label: 'Avery 5160 / 8160 — 2⅝ × 1 in, 30 per sheet' });
  const batch = batchSection(page);
  const rows = Array.from({ length: 100 }, (_, index) => [`Address Buyer ${index + 1}`, `${index + 1} Sheet Street`]);
  await batch.paste(csvText([['Recipient name', 'Recipient address line 1'], ...rows], { delimiter: '\t' }));
  await expect(batch.createButton).toHaveText('Create 100 labels');
  await batch.createButton.click();
  await expect(batch.ready).toHaveText('Your PDF with 100 labels is ready.');

  const { pdf } = await batch.download();
  expect(pdf.pageCount).toBe(4);
  expect(pdf.widthPt).toBeCloseTo(612, 0);
  const first = findText(pdf, 'Address Buyer 1');
  const thirtyFirst = findText(pdf, 'Address Buyer 31');
  expect(thirtyFirst.page).toBe(2);
  expect(thirtyFirst.leftMm).toBeCloseTo(first.leftMm, 1);
  expect(thirtyFirst.topMm).toBeCloseTo(first.topMm, 1);
  expect(findText(pdf, 'Address Buyer 100').page).toBe(4);
});
