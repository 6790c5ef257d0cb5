import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

// Code a first label does not need is fetched once the page is live, at idle or when the visitor reaches for it,
// never while the page's own code and hydration are still on their way.
const deferredChunks = {
  offline: /\/start-offline-support-[\w-]+\.js$/,
  sideMenu: /\/side-menu-[\w-]+\.js$/,
  batch: /\/batch-workspace-[\w-]+\.js$/,
  preview: /\/label-preview-[\w-]+\.js$/,
  pdfDelivery: /\/pdf-delivery-[\w-]+\.js$/,
  contentsSection: /\/contents-section-[\w-]+\.js$/,
};

/** Holds back the chunk matching `held` until released; records every script the page asks for. */
async function holdBack(page: Page, held: RegExp) {
  const requested: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname));
  let release: () => void = () => undefined;
  const releasing = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await releasing;
    await route.continue();
  });
  return { requested, release };
}

/** Resolves at the page's next idle moment, twice over: by then anything scheduled for idle has started. */
const idleTwice = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

for (const { path, pageChunk, deferred } of [
  { path: '/generator', pageChunk: /\/generator-page-[\w-]+\.js$/, deferred: Object.values(deferredChunks) },
  { path: '/', pageChunk: /\/home-page-[\w-]+\.js$/, deferred: [deferredChunks.offline, deferredChunks.sideMenu] },
]) {
  test(`${path}: nothing kept for later is fetched before the page is live, and all of it is once it is`, async ({ page }) => {
    const { requested, release } = await holdBack(page, pageChunk);
    await page.goto(path);
    // The shell is live (its Menu button is ready) and the load event has passed; only the page's own code is held.
    await expect(page.locator('button[aria-label="Menu"]')).not.toHaveAttribute('aria-disabled');
    await idleTwice(page);
    expect(requested.filter((script) => deferred.some((chunk) => chunk.test(script)))).toEqual([]);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const chunk of deferred) await expect.poll(() => requested.some((script) => chunk.test(script)), { message: String(chunk) }).toBe(true);
  });
}

test('a file dropped on the batch section before its code has arrived is kept, and read once it has', async ({ page }) => {
  const { release } = await holdBack(page, deferredChunks.batch);
  await page.goto('/generator');
  await expect(page.locator('#shipping-label').getByRole('img')).toBeVisible(); // the generator is live, the batch code is not
  const dropZone = page.getByText('Choose a CSV file');
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Recipient name,Recipient address line 1\nDropped Early,1 Early Lane\n'], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  });
  await dropZone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await dropZone.dispatchEvent('dragover', { dataTransfer: dropped });
  await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByLabel('Choose a CSV file')).toHaveJSProperty('files.length', 1);
  release();

  const region = page.getByRole('region', { name: 'Labels from a spreadsheet' });
  await expect(region.getByRole('cell', { name: 'Dropped Early' })).toBeVisible();
  await expect(page).toHaveURL('/generator');
});

test('what is typed before the preview’s code has arrived is kept, and the preview shows it once it has', async ({ page }) => {
  const { requested, release } = await holdBack(page, deferredChunks.preview);
  await page.goto('/generator');
  const name = page.locator('[name="toName"]');
  await expectHydrated(name);
  await expect.poll(() => requested.some((script) => deferredChunks.preview.test(script))).toBe(true); // asked for, held
  await name.fill('Early Typist');
  await expect(page.locator('#shipping-label')).toContainText('Maria Alvarez'); // still the label the build drew
  release();

  await expect(page.locator('#shipping-label')).toContainText('Early Typist');
  await expect(page.locator('#shipping-label').getByRole('img')).toBeVisible();
  await expect(name).toHaveValue('Early Typist');
});
