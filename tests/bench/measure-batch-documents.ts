import type { Browser } from '@playwright/test';
import { csvText } from '../support/csv-fixtures';
import { upsTrackingNumber } from '../support/tracking-number-shapes';
import { enterRealSender, msFromCreateToReady, openGenerator } from './measure-batch';
import { installProbes, longTasksBetween, pageNow, readProbes } from './page-probes';

export type DocumentsRun = { createMs: number; longTasks: number };

/** A shop's orders abroad with what is in them: `count` orders to Canada, each one line item with its weight, origin and HS code. */
export const ordersWithItemsCsv = (count: number): Buffer =>
  Buffer.from(
    csvText([
      ['Name', 'Address1', 'City', 'State', 'Zip', 'Country', 'Tracking number', 'Lineitem name', 'Lineitem quantity', 'Lineitem price', 'Currency', 'Item weight (kg)', 'Country of origin', 'HS code'],
      ...Array.from({ length: count }, (_, index) => [
        `Customer ${index + 1}`,
        `${100 + index} Queen Street West`,
        'Toronto',
        'ON',
        'M5H 2N2',
        'Canada',
        upsTrackingNumber(index),
        index % 2 === 0 ? 'Wool scarf, knitted' : 'Ceramic mug, hand-painted',
        String((index % 3) + 1),
        '24.50',
        'USD',
        '0.35',
        'United States',
        '6117.10',
      ]),
    ]),
  );

/**
 * Imports `count` orders abroad on 4 × 6 in labels, asks for customs forms (where needed: all of them), commercial
 * invoices and packing slips in one PDF, clicks Create and waits for the PDF: the time, and the page's long tasks.
 */
export async function measureBatchDocuments(browser: Browser, origin: string, count: number): Promise<DocumentsRun> {
  const page = await browser.newPage();
  await installProbes(page);
  await openGenerator(page, origin);
  await enterRealSender(page);
  const batch = page.getByRole('region', { name: 'Labels from a spreadsheet' });
  await batch.getByLabel('Choose a CSV file').focus();
  await page.waitForTimeout(1500); // the batch worker readies itself while the visitor finds the file
  await batch.getByLabel('Choose a CSV file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: ordersWithItemsCsv(count) });
  const documents = batch.getByRole('group', { name: 'Documents', exact: true });
  const choose = (group: string, option: string) => documents.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).check();
  await choose('Commercial invoices', 'Yes');
  await choose('Packing slips', 'Yes');
  const create = batch.getByRole('button', { name: `Create ${count.toLocaleString('en-US')} labels, ${count.toLocaleString('en-US')} customs forms, ${count.toLocaleString('en-US')} invoices, ${count.toLocaleString('en-US')} packing slips` });
  await create.waitFor();
  const from = await pageNow(page);
  const ready = msFromCreateToReady(page);
  await create.click();
  const createMs = await ready;
  const to = await pageNow(page);
  const longTasks = longTasksBetween(await readProbes(page), from, to).count;
  await page.close();
  return { createMs, longTasks };
}
