import { readFileSync, statSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { enterRealSender, importOrders, msFromCreateToReady, openGenerator } from './measure-batch';
import type { Row } from './report';
import { maxiCodeLabel } from '../support/carrier-zpl';
import { spread } from './stats';

type Repeat = <T>(label: string, count: number, measure: () => Promise<T>) => Promise<T[]>;

/** One label as ZPL: ms from the click on Download ZPL to the browser's download event, the first time and again. */
async function measureOneLabel(browser: Browser, origin: string): Promise<{ firstMs: number; againMs: number; bytes: number }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await openGenerator(page, origin);
  const button = page.getByRole('button', { name: 'Download ZPL' });
  const time = async () => {
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const ms = performance.now() - started;
    return { ms, bytes: statSync(await download.path()).size };
  };
  const first = await time();
  await page.getByRole('status').filter({ hasText: 'Your ZPL file has been downloaded.' }).waitFor();
  const again = await time();
  await context.close();
  return { firstMs: first.ms, againMs: again.ms, bytes: first.bytes };
}

/** A batch as ZPL: `count` orders imported, "Labels as: ZPL", Create → ready, and on to the file saved. */
async function measureBatchZpl(browser: Browser, origin: string, count: number): Promise<{ createMs: number; toFileMs: number; bytes: number; labels: number }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await openGenerator(page, origin);
  await enterRealSender(page);
  await importOrders(page, count);
  const batch = page.getByRole('region', { name: 'Labels from a spreadsheet' });
  await batch.getByRole('radio', { name: /^ZPL/ }).check();
  const ready = msFromCreateToReady(page);
  await batch.getByRole('button', { name: /^Create/ }).click();
  const createMs = await ready;
  const clicked = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download ZPL' }).click()]);
  const path = await download.path();
  const toFileMs = createMs + performance.now() - clicked;
  const [labels, bytes] = [readFileSync(path, 'utf8').match(/\^XA/g)?.length ?? 0, statSync(path).size];
  await context.close();
  return { createMs, toFileMs, bytes, labels };
}

/**
 * The first ZPL file opened in the cropper, in a fresh browser context (nothing cached): ms from picking it to its
 * label's picture on its card, the ZPL reader's 9 MB chunk fetched (from this machine's server) and started meanwhile.
 */
async function measureFirstZplFile(browser: Browser, origin: string): Promise<{ firstMs: number; readerKb: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let readerBytes = 0;
  page.on('response', (response) => {
    if (/\/zpl-reader-[\w-]+\.js$/.test(response.url())) void response.body().then((body) => (readerBytes = body.length));
  });
  await page.goto(`${origin}/label-cropper`);
  await page.getByLabel('Choose files').waitFor();
  await page.waitForTimeout(1500); // hydrated and idle, as a visitor who then picks a file
  const started = performance.now();
  await page.getByLabel('Choose files').setInputFiles({ name: 'ups.zpl', mimeType: 'text/plain', buffer: Buffer.from(maxiCodeLabel().zpl) });
  await page.getByRole('region', { name: 'ups.zpl', exact: true }).getByRole('group', { name: /^Crop box of / }).waitFor({ timeout: 60_000 });
  const firstMs = performance.now() - started;
  await context.close();
  return { firstMs, readerKb: readerBytes / 1024 };
}

/** Issue 34's ZPL figures: one label, and 1,000 labels (≤ 5 s), on 4 × 6 in at 203 dpi. */
export async function zplRows(browser: Browser, origin: string, runs: number, repeat: Repeat): Promise<Row[]> {
  const one = await repeat('one 4 × 6 in label as ZPL', runs, () => measureOneLabel(browser, origin));
  const thousand = await repeat('a batch of 1,000 labels as ZPL', runs, () => measureBatchZpl(browser, origin, 1000));
  const firstFile = await repeat('the first ZPL file opened in the cropper', runs, () => measureFirstZplFile(browser, origin));
  const wrong = thousand.find((run) => run.labels !== 1000);
  if (wrong) throw new Error(`The batch's ZPL held ${wrong.labels} labels, not 1,000`);
  return [
    { figure: 'one label to ZPL, 4 × 6 in, 203 dpi: Download ZPL click → file, first', unit: 'ms', value: spread(one.map((run) => run.firstMs)) },
    { figure: 'one label to ZPL: again', unit: 'ms', value: spread(one.map((run) => run.againMs)) },
    { figure: 'one label to ZPL: file size', unit: 'KB', value: spread(one.map((run) => run.bytes / 1024)) },
    { figure: '1,000 labels to ZPL, 4 × 6 in: Create → ZPL ready, 1x', unit: 'ms', value: spread(thousand.map((run) => run.createMs)), target: { op: '<=', limit: 5000 } },
    { figure: '1,000 labels to ZPL: Create click → file saved', unit: 'ms', value: spread(thousand.map((run) => run.toFileMs)) },
    { figure: '1,000 labels to ZPL: file size', unit: 'MB', value: spread(thousand.map((run) => run.bytes / 1024 / 1024)) },
    { figure: 'first ZPL file opened in the cropper: pick → label shown, reader fetched and started, 1x', unit: 'ms', value: spread(firstFile.map((run) => run.firstMs)) },
    { figure: 'the ZPL reader’s chunk (fetched once, kept offline)', unit: 'KB', value: spread(firstFile.map((run) => run.readerKb)) },
  ];
}
