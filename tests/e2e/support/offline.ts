import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The label worker's chunk: the last file a label needs, and the largest the service worker keeps. */
export const labelWorkerScript = /\/assets\/label\.worker-[\w-]+\.js$/;

/** The paths of what the service worker's precache holds (Workbox's cache keys, query string left off). */
export const precachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return keys.flat().map((request) => new URL(request.url).pathname);
  });

/**
 * Waits until the site's service worker is active, which it becomes only once its install has filled the
 * precache, and the precache holds the generator's page and the label worker: the offline copy is complete.
 */
export async function waitForOfflineCopy(page: Page): Promise<void> {
  const activeScript = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
  await expect.poll(activeScript, { message: 'the service worker is active', timeout: 20_000 }).toMatch(/\/sw\.js$/);
  const paths = await precachedPaths(page);
  expect(paths).toContain('/generator.html');
  expect(paths).toContainEqual(expect.stringMatching(labelWorkerScript));
}

/** The site's service worker, as Playwright sees it (started by the visit). */
export async function siteServiceWorker(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  return worker ?? (await context.waitForEvent('serviceworker'));
}

/**
 * Takes the browser offline and proves it: the page says so, and the service worker itself can reach nothing
 * (a fetch of its own never passes through its fetch handler, so only the network could answer it).
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const worker = await siteServiceWorker(context);
  const probe = () => fetch('/robots.txt', { cache: 'no-store' }).then(() => 'reached the server', () => 'unreachable');
  expect(await worker.evaluate(probe)).toBe('unreachable');
}
