import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export type RouteLoad = { route: string; jsBytes: number; jsGzip: number; cssBytes: number; cssGzip: number };
export type WorkerLoad = { bytes: number; gzip: number };

/**
 * What a first visit to `route` downloads, from a cold cache: JavaScript and CSS on the page itself
 * (decoded bytes, and gzip level 9 as the bench server sends them), and the label worker apart.
 */
export async function measureLoad(browser: Browser, origin: string, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sized: Promise<{ url: string; type: string; bytes: number; wire: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(origin)) {
      // Gzip at level 9, as the bench server sends it (worker requests report no transfer size).
      sized.push(response.body().then((body) => ({ url: response.url(), type, bytes: body.length, wire: gzipSync(body, { level: 9 }).length })));
    }
  });
  await page.goto(`${origin}${route}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(route === '/generator' ? 2500 : 500); // the generator starts its worker when idle
  const files = await Promise.all(sized);
  await context.close();

  const isWorker = (url: string) => url.includes('/label.worker-');
  const sum = (type: string, pick: 'bytes' | 'wire') =>
    files.filter((file) => file.type === type && !isWorker(file.url)).reduce((total, file) => total + file[pick], 0);
  const worker = files.find((file) => isWorker(file.url));
  const load: RouteLoad = { route, jsBytes: sum('script', 'bytes'), jsGzip: sum('script', 'wire'), cssBytes: sum('stylesheet', 'bytes'), cssGzip: sum('stylesheet', 'wire') };
  return { load, worker: worker ? { bytes: worker.bytes, gzip: worker.wire } : null };
}
