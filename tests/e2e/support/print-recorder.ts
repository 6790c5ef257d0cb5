import type { BrowserContext, Page } from '@playwright/test';

type PrintRecorder = { printCalls?: number; printedAt?: number };

/**
 * Headless Chromium cannot show a print dialog: every tab records print() calls instead, on its opener,
 * because the PDF viewer in the print tab may replace its own window.
 */
export const recordPrints = (context: BrowserContext) =>
  context.addInitScript(() => {
    window.print = () => {
      const recorder = (window.opener ?? window) as Window & PrintRecorder;
      recorder.printCalls = (recorder.printCalls ?? 0) + 1;
      recorder.printedAt = Date.now();
    };
  });

/** How many times the tabs this page opened have called print(). */
export const printCalls = (opener: Page) => opener.evaluate(() => (window as Window & PrintRecorder).printCalls ?? 0);

/** When a tab this page opened last called print(), in the page's Date.now(). */
export const lastPrintedAt = (opener: Page) => opener.evaluate(() => (window as Window & PrintRecorder).printedAt ?? NaN);
