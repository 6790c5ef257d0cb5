import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, pageChunkFiles, readBuilt, workerChunkFiles } from '../support/built-chunks';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';
import { sitePages } from '../support/site-pages';

// Strings found only in the worker's heavy libraries: bwip-js, @react-pdf (with pdfkit and yoga).
const workerOnlyMarkers = ['bwip-js', 'bwipp', 'react-pdf', 'PDFKit', 'yoga'];
const markersIn = (source: string) => workerOnlyMarkers.filter((marker) => source.includes(marker));

test('no chunk the page can load contains PDF or barcode library code; the worker’s chunks do', () => {
  const pageFiles = pageChunkFiles();
  expect(pageFiles.length).toBeGreaterThan(5);
  for (const file of pageFiles) expect(markersIn(readBuilt(file).toString('utf8')), file).toEqual([]);

  // The worker's entry and what it imports statically (its PDF engine, shared with its lazy documents chunk).
  const workerFiles = workerChunkFiles();
  expect(workerFiles.length).toBeGreaterThan(0);
  for (const file of workerFiles) expect(pageFiles).not.toContain(file);
  expect(markersIn(workerFiles.map((file) => readBuilt(file).toString('utf8')).join('\n'))).toEqual(workerOnlyMarkers);
});

test("the CSV parser is a chunk of its own, fetched by the worker on the first import: not in the page's chunks nor the worker's", () => {
  const papaparse = 'UndetectableDelimiter'; // one of papaparse's error codes
  const holders = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js') && readBuilt(`assets/${file}`).toString('utf8').includes(papaparse));
  expect(holders).toHaveLength(1);
  expect(pageChunkFiles()).not.toContain(`assets/${holders[0]}`);
  expect(workerChunkFiles()).not.toContain(`assets/${holders[0]}`);
});

async function visit(page: Page, path: string) {
  // The worker's own files: what it loads is not the page's code.
  const workerFiles = new Set(workerChunkFiles().map((file) => `/${file}`));
  const scripts: Promise<{ url: string; body: string }>[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('response', (response) => {
    // Page chunks only: not the worker's own files, nor the blob: workers its zip library spawns.
    const url = response.url();
    if (response.request().resourceType() === 'script' && url.startsWith('http') && !workerFiles.has(new URL(url).pathname)) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(path);
  // Hydrated, the page has loaded and run its own code (its prerendered headline shows before); the network going
  // quiet after that is the window for anything loaded later.
  await expectHydrated(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  return { scripts: await Promise.all(scripts), workers };
}

for (const { path } of sitePages) {
  const workerNote = path === '/generator' ? 'and starts the label worker' : 'and starts no worker';
  test(`${path} runs no PDF or barcode library code on the page itself, ${workerNote}`, async ({ page }) => {
    const { scripts, workers } = await visit(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(markersIn(script.body), script.url).toEqual([]);
    // The generator starts its worker once hydrated, which on a busy machine may be after the network went quiet.
    if (path === '/generator') await expect.poll(() => workers.some((url) => url.includes('/label.worker-'))).toBe(true);
    else expect(workers, path).toEqual([]);
  });
}

test("pdf.js and pdf-lib are in the cropper worker's chunks and the ZPL painter's: no page's code, not the label worker's first load", () => {
  // pdf.js names its password error; pdf-lib names its project in an error message.
  const cropperMarkers = { reader: 'PasswordException', writer: 'Hopding/pdf-lib' };
  const assets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  const holders = (marker: string) => assets.filter((file) => readBuilt(`assets/${file}`).toString('utf8').includes(marker)).map((file) => `assets/${file}`);
  const reader = holders(cropperMarkers.reader);
  const writer = holders(cropperMarkers.writer);
  // The reader is the cropper worker itself, and the label worker's ZPL painter, fetched for the first ZPL label with graphics.
  expect(reader.sort()).toEqual([expect.stringMatching(/^assets\/cropper\.worker-[\w-]+\.js$/), expect.stringMatching(/^assets\/pdfjs-painter-[\w-]+\.js$/)]);
  // The writer is fetched by the worker when the first PDF is made: a chunk of its own.
  expect(writer).toEqual([expect.stringMatching(/^assets\/write-cropped-pdf-[\w-]+\.js$/)]);
  for (const file of [...reader, ...writer]) {
    expect(pageChunkFiles(), file).not.toContain(file);
    expect(workerChunkFiles(), file).not.toContain(file);
  }
});
