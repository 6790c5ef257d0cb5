import { expectNoViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { generatorPage } from './support/generator-page';
import { FAULT_MARKER, faultPdfJobs } from './support/patched-worker';
import { sitePages } from '../support/site-pages';
import { expectHydrated } from './support/hydrated';

// A state that changes one part of a page is scanned there; each page as a whole is scanned once, below.
const PREVIEW_PANEL = 'section[aria-labelledby="label-preview-title"]';
const FORM_PANEL = 'section[aria-labelledby="shipping-information-title"]';
const CONTACT_FORM = 'form[aria-labelledby="contact-form-title"]';

const expectPageHasNoViolations = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, path);
};

for (const { path } of sitePages) {
  test(`${path} has no accessibility violations`, ({ page }) => expectPageHasNoViolations(page, path));
}

test.describe('an unknown path', () => {
  // It is answered with 404.html and status 404, as static hosts do, and Chromium logs that status.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });
  test('/no-such-page has no accessibility violations', ({ page }) => expectPageHasNoViolations(page, '/no-such-page'));
});

test('the open side menu has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'side menu open');
});

test('the FAQ with an answer open has no accessibility violations', async ({ page }) => {
  // The rest of the page is as the whole-page scan of / found it. The answers are plain text in one style, and one is
  // open at a time (faq.spec.ts): the state is scanned once, with the last one open.
  await page.goto('/');
  const answers = page.locator('#faq details');
  await expect(answers).toHaveCount(5);
  await page.locator('#faq summary').last().click();
  await expect(answers.last()).toHaveAttribute('open', '');
  await expectNoViolations(page, 'an FAQ answer open', '#faq');
});

test('the contact form with errors, and after sending, has no accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expectHydrated(send);
  await send.click();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'contact form with errors', CONTACT_FORM);

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message', { exact: true }).fill('A question.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toContainText('Your e-mail program has been opened');
  await expectNoViolations(page, 'contact form sent', CONTACT_FORM);
});

test('the generator with a barcode, without one, and after a download has no accessibility violations', async ({ page }) => {
  // Each state changes the preview's panel only (the barcode, the Download button and its message): the rest of the
  // page is as the whole-page scan of /generator found it.
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.barcode).toBeVisible();
  await expectNoViolations(page, 'generator with a barcode', PREVIEW_PANEL);

  await generator.fill({ trackingNumber: '' });
  await expect(generator.barcode).toHaveCount(0);
  await expectNoViolations(page, 'generator without a barcode', PREVIEW_PANEL);

  await generator.download();
  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
  await expectNoViolations(page, 'generator after a download', PREVIEW_PANEL);
});

test('the generator showing an error has no accessibility violations', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null; // a pop-up blocker refusing the print tab
  });
  await page.goto('/generator');
  const generator = generatorPage(page);
  // The page is live (a click on the prerendered button before its code has loaded does nothing).
  await expect(generator.barcode).toBeVisible();
  await generator.printButton.click();
  await expect(page.getByText(/blocked the print tab/)).toBeVisible();
  await expectNoViolations(page, 'generator with an error', FORM_PANEL);
});

test('the generator while a PDF is being made has no accessibility violations', async ({ page }) => {
  // The worker hangs on this label's PDF, which holds the page in its "Preparing PDF…" state.
  await faultPdfJobs(page, 'hang');
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: `Ada ${FAULT_MARKER}` });
  await generator.downloadButton.click();
  await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoViolations(page, 'generator while generating', PREVIEW_PANEL);
});

test('the generator with a field past its length limit has no accessibility violations', async ({ page }) => {
  await page.goto('/generator');
  const generator = generatorPage(page);
  await generator.fill({ toName: 'N'.repeat(301) });
  await expect(generator.field('toName')).toHaveAttribute('aria-invalid', 'true');
  await generator.downloadButton.click();
  await expect(page.getByText(/Shorten the fields marked in the form/)).toBeVisible();
  // The field and its message, and the preview's: the rest is as the whole-page scan of /generator found it.
  await expectNoViolations(page, 'generator with a field too long', [FORM_PANEL, PREVIEW_PANEL]);
});
