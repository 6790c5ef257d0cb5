import { statSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { csvText } from '../support/csv-fixtures';
import { installProbes, longTasksBetween, pageNow, readProbes } from './page-probes';
import { upsTrackingNumber } from '../support/tracking-number-shapes';

/**
 * A batch as the bench measures it: Create → PDF ready in the page, and on to the file saved (Create → ready plus the
 * Download click → the browser's download event); the page's long tasks meanwhile and the longest; the batch workers'
 * memory together at its peak; the page's heap before and after; the PDF's size.
 */
export type BatchRun = {
  createMs: number;
  toFileMs: number;
  longTasks: number;
  longestTaskMs: number;
  workerPeakMb: number;
  pageHeapBeforeMb: number;
  pageHeapAfterMb: number;
  pdfBytes: number;
};

/** A day's orders as a shop exports them: `count` rows, each its own recipient and tracking number. */
export const ordersCsv = (count: number): Buffer =>
  Buffer.from(
    csvText([
      ['Name', 'Company', 'Address1', 'Address2', 'City', 'State', 'Zip', 'Country', 'Phone', 'Tracking number', 'Weight'],
      ...Array.from({ length: count }, (_, index) => [
        `Customer ${index + 1}`,
        index % 3 === 0 ? 'Empire Props' : '',
        `${100 + index} Fifth Avenue`,
        'Suite 4100',
        'New York',
        'NY',
        '10118',
        'United States',
        '(212) 555-0175',
        upsTrackingNumber(index),
        `${(index % 20) + 1} lbs`,
      ]),
    ]),
  );

const MB = 1024 * 1024;

/** The 4 × 6 in thermal label, the stock most batches are printed on. */
export const THERMAL_4X6 = '4 × 6 in thermal label';

/** The generator, ready, on the stock named (4 × 6 in labels unless told otherwise). */
export async function openGenerator(page: Page, origin: string, stock: string = THERMAL_4X6): Promise<void> {
  await page.goto(`${origin}/generator`);
  await page.getByLabel('Label size').selectOption({ label: stock });
  await page.locator('#shipping-label image').waitFor();
  await page.waitForTimeout(1500); // the worker warms up and the first PDF is prepared
}

/** A sender of the visitor's own: with the page's example sender, "Create N labels" asks first. */
export async function enterRealSender(page: Page): Promise<void> {
  await page.locator('[name="fromName"]').fill('Quayside Parcels');
  await page.locator('[name="fromCompany"]').fill('Harbour Thread Co');
  await page.locator('[name="fromAddress"]').fill('410 Pier Road\nSeattle, WA 98101\nUnited States');
  await page.locator('[name="fromPhone"]').fill('(206) 555-0111');
}

/** Reaches for the file input (which readies the batch worker), picks a file of `count` orders, waits for its review; ms from the pick. */
export async function importOrders(page: Page, count: number): Promise<number> {
  await page.getByLabel('Choose a CSV file').focus();
  await page.waitForTimeout(1500); // the visitor finds the file in the browser's dialog
  const create = `Create ${count.toLocaleString('en-US')} labels`;
  // Timed in the page: from the input's change event to the frame that shows the review's Create button.
  const shown = page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        let pickedAt = 0;
        document.querySelector('[aria-labelledby="batch-title"] input[type="file"]')?.addEventListener('change', (event) => (pickedAt = event.timeStamp));
        new MutationObserver(() => {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
          if (pickedAt && button) requestAnimationFrame(() => resolve(performance.now() - pickedAt));
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    create,
  );
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: ordersCsv(count) });
  await page.getByRole('button', { name: create }).waitFor();
  return shown;
}

/** Timed in the page: from the click on Create to the frame that says the batch's PDF is ready, in ms. */
export const msFromCreateToReady = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const region = document.querySelector('[aria-labelledby="batch-title"]');
        let clickedAt = 0;
        region?.addEventListener('click', (event) => {
          if ((event.target as Element).closest('button')?.textContent?.startsWith('Create')) clickedAt = event.timeStamp;
        });
        new MutationObserver(() => {
          if (clickedAt && region?.textContent?.includes('is ready.')) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        }).observe(region ?? document.body, { subtree: true, childList: true, characterData: true });
      }),
  );

/** The page's JavaScript heap after a full garbage collection, in MB. */
async function pageHeapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize / MB;
}

/** Ms from choosing a `rows`-row file to its review table: read and parsed in the worker, matched and checked on the page. */
export async function measureImport(browser: Browser, origin: string, rows: number): Promise<number> {
  const page = await browser.newPage();
  await openGenerator(page, origin);
  const ms = await importOrders(page, rows);
  await page.close();
  return ms;
}

/**
 * Imports `count` orders, clicks "Create N labels" and waits for Download: the time, the page's long tasks
 * meanwhile, the batch worker's memory at its largest (sampled every 100 ms), and the page's heap just before
 * Create and after the download (the imported rows stay on the page either way).
 */
export async function measureBatch(browser: Browser, origin: string, count: number, stock: string = THERMAL_4X6): Promise<BatchRun> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await installProbes(page);
  await openGenerator(page, origin, stock);
  await enterRealSender(page);
  await importOrders(page, count);
  const batch = page.getByRole('region', { name: 'Labels from a spreadsheet' });
  const workerHeap = await batchWorkersHeap(browser);
  const pageHeapBeforeMb = await pageHeapMb(page);

  let workerPeakMb = 0;
  let sampling = true;
  const sample = (async () => {
    while (sampling) {
      workerPeakMb = Math.max(workerPeakMb, await workerHeap.usedMb());
      await page.waitForTimeout(100);
    }
  })();
  const from = await pageNow(page);
  const ready = msFromCreateToReady(page);
  await batch.getByRole('button', { name: /^Create/ }).click();
  const createMs = await ready;
  await batch.getByRole('button', { name: 'Download PDF' }).waitFor({ timeout: 180_000 });
  const downloadClicked = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download PDF' }).click()]);
  const pdfBytes = statSync(await download.path()).size;
  const toFileMs = createMs + performance.now() - downloadClicked;
  const to = await pageNow(page);
  sampling = false;
  await sample;
  await workerHeap.detach();
  await page.waitForTimeout(1500); // the download's blob URL is released after a second
  const pageHeapAfterMb = await pageHeapMb(page);
  const tasks = longTasksBetween(await readProbes(page), from, to);
  await context.close();
  return { createMs, toFileMs, longTasks: tasks.count, longestTaskMs: tasks.longestMs, workerPeakMb, pageHeapBeforeMb, pageHeapAfterMb, pdfBytes };
}

/**
 * The batch workers' memory together as Chromium's inspector reports it (JavaScript heap plus array buffers), through a
 * browser-level DevTools session: Playwright gives no session of a worker's own. The workers are "batch-worker",
 * "batch-worker-2"…, one per core the page was given.
 */
async function batchWorkersHeap(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const targets = targetInfos.filter((info) => info.type === 'worker' && /^batch-worker(-\d+)?$/.test(info.title));
  if (targets.length === 0) throw new Error('No batch worker is running');
  const sessions = await Promise.all(targets.map(async (target) => (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })).sessionId));
  let next = 0;
  const answers = new Map<number, (result: { usedSize: number; backingStorageSize?: number } | undefined) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number; backingStorageSize?: number } };
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
  });
  const usedMbOf = async (sessionId: string): Promise<number> => {
    const id = (next += 1);
    const answer = new Promise<{ usedSize: number; backingStorageSize?: number } | undefined>((resolve) => answers.set(id, resolve));
    // A worker ended meanwhile answers nothing: it holds no memory either.
    const sent = await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).then(() => true, () => false);
    const result = sent ? await Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, 1_000, undefined))]) : undefined;
    return result ? (result.usedSize + (result.backingStorageSize ?? 0)) / MB : 0;
  };
  return {
    async usedMb(): Promise<number> {
      return (await Promise.all(sessions.map(usedMbOf))).reduce((sum, mb) => sum + mb, 0);
    },
    detach: () => cdp.detach(),
  };
}
