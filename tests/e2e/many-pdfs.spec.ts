import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { generatorPage, labelWorkers } from './support/generator-page';
import { printCalls, recordPrints } from './support/print-recorder';
import { DEEP } from '../support/test-depth';

// A leak of a blob URL or a worker shows in the first rounds after the warm-up, and of the heap in a dozen; a deep run
// (npm run test:deep) soaks a hundred.
const ROUNDS = DEEP ? 100 : 16;
const WARM_UP_ROUNDS = 5;

type Tracked = { liveBlobUrls?: Set<string> };

/** Records the page's live blob: URLs: made by URL.createObjectURL and not yet revoked. */
const trackBlobUrls = (page: Page) =>
  page.addInitScript(() => {
    if (window.opener) return; // the print tab: its opener made the URL it shows
    const live = new Set<string>();
    (window as Window & Tracked).liveBlobUrls = live;
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
      revoke(url);
    };
  });

const liveBlobUrls = (page: Page) => page.evaluate(() => [...((window as Window & Tracked).liveBlobUrls ?? [])]);

async function usedHeapBytes(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}

// Downloads and prints take turns: each path runs half the rounds, which is what the leak checks need, in half the
// time of doing both every round (a print tab in Chrome's PDF viewer is the slow part).
test(`${ROUNDS} PDFs in a row, downloaded and printed in turn, leave at most one blob URL, one worker, and no heap growth over 20 %`, async ({ page }) => {
  test.setTimeout(300_000);
  await recordPrints(page.context());
  await trackBlobUrls(page);
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.barcode).toBeVisible();

  let heapAfterWarmUp = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    // A new label each round, so each PDF and each barcode is made afresh. One field changes: a single change shows
    // in the preview at once, where two in a row would wait for the typing to pause.
    await generator.fill({ trackingNumber: `SL${round}X` });
    await expect(generator.barcode).toHaveAttribute('data-value', `SL${round}X`);
    if (round % 2 === 1) {
      const { pdf } = await generator.download();
      expect(pdf.texts.map((run) => run.text.trim())).toContain(`SL${round}X`);
    } else {
      const [tab] = await Promise.all([page.waitForEvent('popup'), generator.printButton.click()]);
      await expect.poll(() => printCalls(page), { intervals: [50] }).toBe(round / 2);
      await tab.close();
    }
    if (round === WARM_UP_ROUNDS) heapAfterWarmUp = await usedHeapBytes(page);
  }

  // What stays is the preview's barcode image; each PDF's address goes a second after its use.
  await expect.poll(() => liveBlobUrls(page), { timeout: 5000 }).toHaveLength(1);
  expect(await generator.barcode.getAttribute('href')).toBe((await liveBlobUrls(page))[0]);
  expect(labelWorkers(page)).toHaveLength(1);
  const heapAtEnd = await usedHeapBytes(page);
  test.info().annotations.push({ type: 'heap', description: `${heapAfterWarmUp} bytes after ${WARM_UP_ROUNDS} rounds, ${heapAtEnd} after ${ROUNDS}` });
  expect(heapAtEnd / heapAfterWarmUp, `heap ${heapAfterWarmUp} → ${heapAtEnd} bytes`).toBeLessThanOrEqual(1.2);
});
