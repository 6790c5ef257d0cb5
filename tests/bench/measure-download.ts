import type { Browser, Page } from '@playwright/test';
import { installProbes, longTasksBetween, pageNow, readProbes, throttleCpu } from './page-probes';

export type DownloadRun = { coldMs: number; warmMs: number; coldLongTasks: number; warmLongTasks: number };

const IDLE_BEFORE_CLICK_MS = 2000;

/**
 * Points at a button and presses it like a person: the pointer arrives, rests, the button goes down,
 * and the returned function lifts it (the click) — the moment the timings start from.
 */
async function pressButton(page: Page, name: string): Promise<() => Promise<void>> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`No "${name}" button on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.waitForTimeout(80);
  return () => page.mouse.up();
}

/** Milliseconds from a click on Download PDF (the button's release) to the browser's download event, and long tasks meanwhile. */
async function timeDownload(page: Page) {
  const release = await pressButton(page, 'Download PDF');
  const from = await pageNow(page);
  const started = performance.now();
  await Promise.all([page.waitForEvent('download'), release()]);
  const ms = performance.now() - started;
  await page.waitForTimeout(300);
  const longTasks = longTasksBetween(await readProbes(page), from, await pageNow(page)).count;
  return { ms, longTasks };
}

/**
 * Cold: the first click after the page has been idle for 2 s (the worker warmed up meanwhile), on the
 * default A4 page or on the label size given (chosen first, as a visitor does).
 * Warm: a click after an edit and a pause, as a visitor who fixes a typo and downloads again.
 */
export async function measureDownload(browser: Browser, origin: string, rate: number, labelSize?: string): Promise<DownloadRun> {
  const page = await browser.newPage();
  await installProbes(page);
  await page.goto(`${origin}/generator`);
  await page.locator('#shipping-label image').waitFor();
  if (labelSize) await page.getByLabel('Label size').selectOption({ label: labelSize });
  await throttleCpu(page, rate);
  await page.waitForTimeout(IDLE_BEFORE_CLICK_MS);
  const cold = await timeDownload(page);

  await page.locator('[name="toName"]').fill('Maria Alvarez-Reyes');
  await page.waitForTimeout(1500);
  const warm = await timeDownload(page);
  await page.close();
  return { coldMs: cold.ms, warmMs: warm.ms, coldLongTasks: cold.longTasks, warmLongTasks: warm.longTasks };
}

/** Milliseconds from a click on Print to the new tab showing the PDF (print itself is stubbed: headless has no dialog). */
export async function measurePrint(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const page = await context.newPage();
  await page.goto(`${origin}/generator`);
  await page.locator('#shipping-label image').waitFor();
  await page.waitForTimeout(IDLE_BEFORE_CLICK_MS);
  const release = await pressButton(page, 'Print');
  const started = performance.now();
  const [tab] = await Promise.all([page.waitForEvent('popup'), release()]);
  await tab.waitForFunction(() => document.contentType === 'application/pdf', undefined, { polling: 5 });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}
