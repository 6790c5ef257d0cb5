import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { printTabContentType } from './support/print-tab';
import { expectHydrated } from './support/hydrated';
import { sitePages } from '../support/site-pages';

type Violations = { violations?: string[] };

// Every page, the worker and the print tab run under the Content-Security-Policy without a single refusal.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const record = window as Window & Violations;
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    window.print = () => undefined;
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as Window & Violations).violations ?? []);

test('the site is served with the security headers', async ({ request }) => {
  const response = await request.get('/generator');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(await (await request.get('/_headers')).text()).toContain('Content-Security-Policy:');
});

// One tab from page to page, as a visitor: each page's own document is checked before the next replaces it.
test('every page runs without a CSP violation', async ({ page }) => {
  for (const { path } of sitePages) {
    await test.step(path, async () => {
      await page.goto(path);
      // The app's code has run (the headline is prerendered: visible before); the quiet network after it is the
      // window for what loads later.
      await expectHydrated(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    });
  }
});

test('the generator, its worker, download and print run without a CSP violation', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ trackingNumber: 'CSP-2026' });
  await expect(generator.barcode).toHaveAttribute('data-value', 'CSP-2026');
  const { pdf } = await generator.download();
  expect(pdf.imageCount).toBe(1);
  const [tab] = await Promise.all([page.waitForEvent('popup'), generator.printButton.click()]);
  expect(await printTabContentType(tab)).toBe('application/pdf');
  expect(await violations(page)).toEqual([]);
});

test.describe('negative control', () => {
  test.use({ expectedConsoleErrors: /Content Security Policy|Failed to fetch|violates/ });

  test('the policy blocks a fetch to another origin from the page and from the worker', async ({ page }) => {
    const workerStarted = page.waitForEvent('worker');
    await page.goto('/generator');
    const worker = await workerStarted;
    const elsewhere = 'http://127.0.0.2:9/canary';

    const fromPage = await page.evaluate((url) => fetch(url).then(() => 'sent', () => 'blocked'), elsewhere);
    expect(fromPage).toBe('blocked');
    // Reported once per policy: the <meta> and the header both enforce it.
    expect(new Set(await violations(page))).toEqual(new Set([`connect-src ${elsewhere}`]));

    // Refused by the policy, not merely unreachable: the worker reports the directive it violated.
    const fromWorker = await worker.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          self.addEventListener('securitypolicyviolation', (event) => resolve(`violation: ${event.violatedDirective}`), { once: true });
          fetch(url).then(
            () => resolve('sent'),
            () => setTimeout(() => resolve('failed without a violation'), 1000),
          );
        }),
      elsewhere,
    );
    expect(fromWorker).toBe('violation: connect-src');
  });
});
