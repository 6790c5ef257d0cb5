import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sitePages } from './support/pages';

// Strings found only in the worker's heavy libraries: bwip-js, @react-pdf (with pdfkit and yoga).
const workerOnlyMarkers = ['bwip-js', 'bwipp', 'react-pdf', 'PDFKit', 'yoga'];
const dist = join(process.cwd(), 'dist');
const markersIn = (source: string) => workerOnlyMarkers.filter((marker) => source.includes(marker));

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/** Every chunk the page can load: the entry and all it imports, statically or lazily. */
function pageChunkFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit('index.html');
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

test('no chunk the page can load contains PDF or barcode library code; the worker chunk does', () => {
  const pageFiles = pageChunkFiles();
  expect(pageFiles.length).toBeGreaterThan(5);
  for (const file of pageFiles) expect(markersIn(readFileSync(join(dist, file), 'utf8')), file).toEqual([]);

  const workerFile = readdirSync(join(dist, 'assets')).find((name) => /^label\.worker-.*\.js$/.test(name));
  expect(workerFile).toBeDefined();
  expect(pageFiles).not.toContain(`assets/${workerFile}`);
  expect(markersIn(readFileSync(join(dist, 'assets', workerFile!), 'utf8'))).toEqual(workerOnlyMarkers);
});

async function visit(page: Page, path: string) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('response', (response) => {
    // Page chunks only: not the worker's own file, nor the blob: workers its zip library spawns.
    const url = response.url();
    if (response.request().resourceType() === 'script' && url.startsWith('http') && !url.includes('/label.worker-')) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { scripts: await Promise.all(scripts), workers };
}

for (const { path } of sitePages) {
  test(`${path} runs no PDF or barcode library code on the page itself`, async ({ page }) => {
    const { scripts } = await visit(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(markersIn(script.body), script.url).toEqual([]);
  });
}

test('only the generator starts the label worker', async ({ context }) => {
  for (const { path } of sitePages) {
    const { workers } = await visit(await context.newPage(), path);
    if (path === '/generator') expect(workers.some((url) => url.includes('/label.worker-'))).toBe(true);
    else expect(workers, path).toEqual([]);
  }
});
