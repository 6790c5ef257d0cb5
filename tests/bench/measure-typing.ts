import type { Browser, Page } from '@playwright/test';
import { percentile } from './stats';
import { installProbes, longTasksBetween, pageNow, readProbes, throttleCpu } from './page-probes';
import { interactionLatencies } from './trace-interactions';

const ADDRESS_TEXT = '\n1600 Amphitheatre Parkway, Building 42, Mountain View, CA 94043';
const TRACKING_TEXT = '940011189922385';
const KEY_DELAY_MS = 40;

export type TypingRun = {
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
  slowInteractions: number;
  longTasks: number;
  totalBlockingMs: number;
};

/** A page the keystrokes go to: how to open it ready for typing, and the selector of each field typed into. */
export type TypingPage = {
  open: (page: Page) => Promise<void>;
  field: (name: 'toAddress' | 'trackingNumber') => string;
};

/** The generator itself, once its preview shows the barcode and its worker has warmed up. */
export const liveGenerator = (origin: string): TypingPage => ({
  open: async (page) => {
    await page.goto(`${origin}/generator`);
    await page.locator('#shipping-label image').waitFor();
    await page.waitForTimeout(2500); // the worker warms up and the first PDF is prepared
  },
  field: (name) => `[name="${name}"]`,
});

/**
 * Types ~60 characters into the recipient address and ~15 into the tracking number at a human
 * cadence, with the page's main thread slowed `rate` times, and reads Event Timing (from a trace, so
 * unrounded) and long tasks.
 * `meanwhile` starts other work first (a batch of labels), so the typing is measured while it runs.
 * `target` is an origin (its generator is typed into) or any other page to type into.
 */
export async function measureTyping(browser: Browser, target: string | TypingPage, rate: number, meanwhile?: (page: Page) => Promise<void>): Promise<TypingRun> {
  const { open, field } = typeof target === 'string' ? liveGenerator(target) : target;
  const page = await browser.newPage();
  await installProbes(page);
  await open(page);
  await meanwhile?.(page);
  await throttleCpu(page, rate);

  const from = await pageNow(page);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  // Focus moves without a click, so only keystrokes are measured; End puts the caret after the text.
  for (const [name, text] of [['toAddress', ADDRESS_TEXT], ['trackingNumber', TRACKING_TEXT]] as const) {
    const input = page.locator(field(name));
    await input.focus();
    await page.keyboard.press('End');
    await input.pressSequentially(text, { delay: KEY_DELAY_MS });
  }
  await page.waitForTimeout(1000);
  const to = await pageNow(page);
  const trace = (await browser.stopTracing()).toString();

  const probes = await readProbes(page);
  await page.close();
  const keystrokes = ADDRESS_TEXT.length + TRACKING_TEXT.length + 2; // + the two End keys
  const all = interactionLatencies(trace, from).sort((a, b) => a - b);
  if (all.length !== keystrokes) throw new Error(`the trace holds ${all.length} interactions for ${keystrokes} keystrokes`);
  const blocking = longTasksBetween(probes, from, to);
  return {
    keystrokes,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all[all.length - 1] ?? 0,
    slowInteractions: all.filter((duration) => duration >= 50).length,
    longTasks: blocking.count,
    totalBlockingMs: blocking.blockingMs,
  };
}
