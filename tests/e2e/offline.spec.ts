import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { distDir } from '../support/built-chunks';
import { holdsText, joinedText } from '../support/read-pdf';
import { sitePages } from '../support/site-pages';
import { wordsFor } from '../support/catalog-words';
import { serveStatic } from '../support/static-server';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { goOffline, precachedPaths, waitForOfflineCopy } from './support/offline';
import { maxiCodeLabel } from '../support/carrier-zpl';
import { carrierFixtures } from '../support/carrier-pages';
import { cropperPage, pickedFixture, shareFiles } from './support/cropper-page';
import { dayFixture } from '../support/carrier-pages/day-fixture';
import { SHARE_TARGET_ACTION, SHARED_FILES_FIELD } from '../../src/config/share-target';

// After one visit the service worker keeps the whole site: every page, the app, the label worker. Going offline and
// the Cache Storage it fills both outlive a reused context's reset, so these tests each get a fresh browser context.
test.use({ serviceWorkers: 'allow', reuseContext: false });

const recipientName = (page: Page) => page.getByRole('group', { name: 'To (Recipient)' }).getByLabel('Full Name');

/** What the service worker keeps of the languages visited: their pages and catalogs, by path. */
const keptLanguagePaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => (await (await caches.open('shiplabel-languages')).keys()).map((request) => new URL(request.url).pathname));

/** A mark set on the window: gone once the page has reloaded. */
type Marked = Window & { beforeUpdate?: boolean };

test('after one visit that cropped a label, /label-cropper reloads offline, reads and crops a carrier PDF again, and takes files shared to it', async ({ page, context }) => {
  test.setTimeout(60_000);
  // The manifest offers ShipLabel as a share target for label files, and (installed) as an opener of PDFs.
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.share_target).toEqual({
    action: SHARE_TARGET_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: SHARED_FILES_FIELD, accept: expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']) }] },
  });
  expect(manifest.file_handlers).toContainEqual(expect.objectContaining({ action: '/label-cropper', accept: expect.objectContaining({ 'application/pdf': ['.pdf'] }) }));
  const [usps] = (await carrierFixtures()).filter((fixture) => fixture.name === 'usps-letter-fold');
  const cropper = cropperPage(page);
  await page.goto('/label-cropper');
  await waitForOfflineCopy(page);
  // The first visit's crop fetches what a PDF of Helvetica text needs (the reader's standard fonts), kept once used.
  await cropper.addFiles([pickedFixture(usps!)]);
  await cropper.allFound();
  await goOffline(context, page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Label Cropper' })).toBeVisible();
  await cropper.addFiles([pickedFixture(usps!)]);
  await cropper.allRead();
  await expect(cropper.cropBox('page 1 of usps-letter-fold.pdf')).toBeVisible();
  // The barcode reader's WebAssembly is the offline copy's too.
  await expect(cropper.card('Page 1 of usps-letter-fold.pdf')).toContainText('USPS · 9405511899223197428490');
  const { pdf } = await cropper.download();
  expect(pdf.pageCount).toBe(1);

  // "Share → ShipLabel", offline: the service worker takes the post, keeps the files and opens the cropper with them.
  const day = await dayFixture();
  await shareFiles(page, [
    { name: 'day.pdf', bytes: day.bytes },
    { name: 'day (1).pdf', bytes: day.bytes },
  ]);
  // The same file twice: both open, the second named as the first's double, every label a repeat. (The files arrive
  // with the page the share opens: until the second is open, there is nothing yet to wait for.)
  await expect(cropper.file('day (1).pdf')).toContainText('“day (1).pdf” is the same file as “day.pdf”: its labels are here twice, and each is marked as printed twice. Remove one of them unless you mean to print both.');
  await cropper.allRead();
  await expect(cropper.card('Page 2 of day (1).pdf')).toContainText('Printed twice? Page 2 of “day.pdf” has the same tracking number.');
  // Taken once: the address no longer says files were shared, so a reload brings none again.
  await expect(page).toHaveURL(/\/label-cropper$/);
  await shareFiles(page, []);
  await expect(page.getByText('Nothing came with the share: ShipLabel takes label PDFs and images. Share the label file itself, not a link to it, or drop it here.')).toBeVisible();
  await expect(cropper.cards).toHaveCount(0);
});

test.describe('every page offline', () => {
  // Chromium logs the 404 page's status as an error: the one error these pages may log.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  // One visit and one offline copy for both: /generator at work offline, then every other page.
  test('after one visit, /generator reloads offline, takes typing and downloads a PDF with the typed text; every page loads offline', async ({ page, context, consoleWarnings }) => {
    await page.goto('/generator');
    await waitForOfflineCopy(page);
    await goOffline(context, page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Label Generator' })).toBeVisible();
    await recipientName(page).fill('Offline Orla Quinn');
    const generator = generatorPage(page);
    await expect(generator.preview).toContainText('Offline Orla Quinn');
    const { pdf } = await generator.download();
    expect(joinedText(pdf)).toContain('Offline Orla Quinn');

    for (const { path, heading } of sitePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // An address no page has gets the 404 page from the offline copy, with status 404.
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
    // The 404 page logs the path it was asked for (a warning, not an error): the app ran, offline.
    await expect.poll(() => consoleWarnings.join('\n')).toContain('/no-such-page');
  });

  test('a language visited once online is kept whole, every page of it loads offline; a language never visited is not kept', async ({ page, context }) => {
    await page.goto('/generator');
    await waitForOfflineCopy(page);
    // A page in German, visited once online: its language is kept whole, every page and catalog of it.
    await page.goto('/de/contact');
    await expect.poll(() => keptLanguagePaths(page), { timeout: 20_000 }).toEqual(expect.arrayContaining([
      ...sitePages.map(({ path }) => (path === '/' ? '/de/' : `/de${path}`)),
      ...['site', 'legal', 'generator', 'contents', 'batch', 'cropper'].map((name) => expect.stringMatching(new RegExp(`^/assets/words-de-${name}-`))),
    ]));
    await goOffline(context, page);

    const german = wordsFor('de');
    for (const { path, heading } of sitePages) {
      await page.goto(path === '/' ? '/de/' : `/de${path}`);
      await expect(page.getByRole('heading', { level: 1 }), `/de${path}`).toHaveText(german(heading));
    }
    // A language never visited is not kept: offline, its pages are the 404 page.
    expect((await page.goto('/fr/'))?.status()).toBe(404);
  });
});

test("a new deployment shows 'A new version is ready — Reload' and reloads only when asked", async ({ page }) => {
  // Two installs of the offline copy (the first visit's and the new version's) and a reload: 9–18 s alone, and past
  // the default 30 s once in a full run on these machines. It waits for each condition; this is only its ceiling.
  test.setTimeout(60_000);
  // A copy of the site on a server of its own, so the test can deploy a new version of it.
  const root = mkdtempSync(join(tmpdir(), 'shiplabel-deploy-'));
  cpSync(distDir, root, { recursive: true });
  const server = await serveStatic(root, 0);
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${origin}/generator`);
    await waitForOfflineCopy(page);
    // The first visit installed the service worker; from the next page load on it controls the page.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const prompt = page.getByRole('status', { name: 'Site update' });
    await expect(prompt).toBeEmpty();

    await recipientName(page).fill('Still Typing Tess');
    await page.evaluate(() => ((window as Marked).beforeUpdate = true));
    // A changed service worker is a new deployment; the page learns of it at its next update check.
    appendFileSync(join(root, 'sw.js'), '\n// deployed again\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(prompt).toContainText('A new version is ready —');
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Nothing reloaded by itself: what was typed is still there, and the new version waits.
    await expect(recipientName(page)).toHaveValue('Still Typing Tess');
    expect(await page.evaluate(() => (window as Marked).beforeUpdate)).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    // A new document: the marker is gone, the form starts over with its sample, the new version is in charge.
    await page.waitForFunction(() => !('beforeUpdate' in window) && document.readyState === 'complete');
    await expect(recipientName(page)).toHaveValue('Maria Alvarez');
    await expect(prompt).toBeEmpty();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('a label font used once is kept for offline use', async ({ page, context }) => {
  const japanese = '山田太郎';
  await page.goto('/generator');
  await waitForOfflineCopy(page);
  // The service worker caches a font when it controls the page that asks for it: the first install takes
  // charge of the page that installed it, so this very visit keeps the font.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const generator = generatorPage(page);
  await recipientName(page).fill(japanese);
  const online = await generator.download();
  expect(holdsText(joinedText(online.pdf), japanese)).toBe(true);
  const cachedFonts = await page.evaluate(async () => (await (await caches.open('shiplabel-fonts')).keys()).map((request) => new URL(request.url).pathname));
  expect(cachedFonts).toContainEqual(expect.stringMatching(/^\/assets\/NotoSansSC-[\w-]+\.ttf$/));

  await goOffline(context, page);
  await page.reload();
  await recipientName(page).fill(`${japanese} 様`);
  await expect(generator.preview).toContainText(japanese);
  const offline = await generator.download();
  expect(holdsText(joinedText(offline.pdf), `${japanese} 様`)).toBe(true);
});

test('the ZPL reader is fetched with the first ZPL file, not before, and kept: ZPL files open offline after', async ({ page, context }) => {
  const cropper = cropperPage(page);
  const file = { name: 'ups.zpl', mimeType: 'text/plain', buffer: Buffer.from(maxiCodeLabel().zpl) };
  await page.goto('/label-cropper');
  await waitForOfflineCopy(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // 9 MB that most visits never need: not in the offline copy every visit installs.
  expect(await precachedPaths(page)).not.toContainEqual(expect.stringMatching(/zpl-reader/));
  await cropper.addFiles([file]);
  await cropper.allFound();
  const kept = await page.evaluate(async () => (await (await caches.open('shiplabel-zpl-reader')).keys()).map((request) => new URL(request.url).pathname));
  expect(kept).toContainEqual(expect.stringMatching(/^\/assets\/zpl-reader-[\w-]+\.js$/));

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Label Cropper' })).toBeVisible();
  await cropper.addFiles([file]);
  await cropper.allFound();
  await expect(cropper.cards).toHaveCount(1);
  await expect(cropper.file('ups.zpl')).toContainText('ZPL, 1 label');
});
