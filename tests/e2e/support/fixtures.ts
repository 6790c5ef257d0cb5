import { test as base, expect, type Page } from '@playwright/test';
import { resolveSiteConfig } from '../../../src/config/site-config';

/** The site config the production build under test was made with. */
export const site = resolveSiteConfig(process.env);

type Fixtures = { consoleWarnings: string[] };
/** Console errors a test provokes on purpose; anything else still fails it. */
type Options = { expectedConsoleErrors: RegExp | null };

/** Every test fails if the page logs a console error or throws, unless it names the errors it expects. */
export const test = base.extend<Fixtures & Options>({
  expectedConsoleErrors: [null, { option: true }],
  consoleWarnings: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
        if (message.type() === 'warning') warnings.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      // The worker's own console too: a CSP refusal there is reported only in the worker.
      page.on('worker', (worker) =>
        worker.on('console', (message) => message.type() === 'error' && errors.push(`worker: ${message.text()}`)),
      );
      await use(warnings);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The head tags that must each appear exactly once on every page. */
export const singleHeadTags = [
  'link[rel="canonical"]',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:type"]',
  'meta[property="og:image"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
  'title',
];

/**
 * Every single head tag appears once. Read in one evaluation, polled: a tag at a time cost fifteen round trips a page,
 * and on a loaded machine a test that follows five links spent most of its time on them. Call it once the page has
 * arrived (its heading shown): it evaluates in the page, which must not be navigating.
 */
export async function expectEachHeadTagOnce(page: Page) {
  const once = Object.fromEntries(singleHeadTags.map((selector) => [selector, 1]));
  await expect.poll(() => page.evaluate(headTagCounts, singleHeadTags)).toEqual(once);
}

function headTagCounts(selectors: string[]): Record<string, number> {
  return Object.fromEntries(selectors.map((selector) => [selector, document.head.querySelectorAll(selector).length]));
}

/** The canonical link and og:url both name the page's address (polled in one evaluation; see above). */
export async function expectCanonical(page: Page, path: string) {
  const url = new URL(path, `${site.origin}/`).href;
  await expect.poll(() => page.evaluate(pageAddresses)).toEqual({ canonical: url, ogUrl: url });
}

function pageAddresses() {
  return {
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  };
}

/** Parsed JSON-LD blocks of the page (throws if one is not valid JSON). */
export async function structuredData(page: Page): Promise<unknown[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}
