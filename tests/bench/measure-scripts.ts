import { statSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';

/** A label's fields in one or more scripts, as the bench types them. */
export type ScriptFields = Record<string, string>;

export type ScriptPdfRun = { firstMs: number; repeatMs: number; bytes: number };

/** Types the fields and clicks Download at once (no pause, so no PDF was made ahead): ms to the file, and its size. */
async function typeAndDownload(page: Page, fields: ScriptFields): Promise<{ ms: number; bytes: number }> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF', exact: true }).click()]);
  const path = await download.path();
  return { ms: performance.now() - started, bytes: statSync(path).size };
}

/**
 * First: in a fresh browser context (nothing cached), the visitor types the fields and downloads at once, so
 * the time includes fetching the fonts. Repeat: one more letter, and Download again, the fonts now loaded.
 */
export async function measureScriptPdf(browser: Browser, origin: string, fields: ScriptFields): Promise<ScriptPdfRun> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${origin}/generator`);
  await page.locator('#shipping-label image').waitFor();
  await page.waitForTimeout(1000);
  const first = await typeAndDownload(page, fields);
  const [name, value] = Object.entries(fields)[0] ?? ['toName', ''];
  const repeat = await typeAndDownload(page, { [name]: `${value} 2` });
  await context.close();
  return { firstMs: first.ms, repeatMs: repeat.ms, bytes: first.bytes };
}
