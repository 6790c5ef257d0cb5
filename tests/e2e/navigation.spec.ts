import type { Page } from '@playwright/test';
import { expect, expectCanonical, expectEachHeadTagOnce, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

const headerLinks = [
  { name: 'Label Cropper', path: '/label-cropper', heading: 'Label Cropper' },
  { name: 'Contact', path: '/contact', heading: 'Contact Us' },
  { name: 'Generate Shipping Label', path: '/generator', heading: 'Shipping Label Generator' },
  { name: 'Home', path: '/', heading: 'Free Shipping Label Generator' },
  { name: 'ShipLabel home', path: '/', heading: 'Free Shipping Label Generator' },
];

const footerLinks = [
  { name: 'Label Generator', path: '/generator', heading: 'Shipping Label Generator' },
  { name: 'Label Cropper', path: '/label-cropper', heading: 'Label Cropper' },
  { name: 'Contact', path: '/contact', heading: 'Contact Us' },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'Terms & Conditions', path: '/terms', heading: 'Terms & Conditions' },
];

type NavLink = { name: string; path: string; heading: string };

/** Clicks each link of a landmark in turn, checking the page it lands on and that page's head. */
async function followLinks(page: Page, landmark: 'banner' | 'contentinfo', links: NavLink[]) {
  for (const link of links) {
    await page.getByRole(landmark).getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    // Exact: home's headline, "Free Shipping Label Generator", holds the generator's, and stays until the next page has loaded.
    await expect(page.getByRole('heading', { level: 1, name: link.heading, exact: true })).toBeVisible();
    await expectEachHeadTagOnce(page);
    await expectCanonical(page, link.path);
  }
}

test('header links navigate, and each page keeps one set of head tags', async ({ page }) => {
  await page.goto('/terms');
  await followLinks(page, 'banner', headerLinks);
});

test('footer links navigate', async ({ page }) => {
  await page.goto('/');
  await followLinks(page, 'contentinfo', footerLinks);
});

test('home page buttons lead to the generator', async ({ page }) => {
  for (const name of ['Generate Label', 'Generate Your First Label']) {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL('/generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Label Generator', exact: true })).toBeVisible();
  }
});

test('a new page starts at its top', async ({ page }) => {
  await page.goto('/');
  // The app's own navigation is what must reset the scroll (the click scrolls the footer into view); a link clicked
  // before the app has taken it over loads the next page afresh, at its top whatever the app does.
  const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await expectHydrated(privacyLink);
  await privacyLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the contact page note leads to the FAQ on the home page', async ({ page }) => {
  await page.goto('/contact');
  // Followed by the app, which must scroll to the FAQ itself (a fresh page load would leave that to the browser).
  const faqLink = page.getByRole('link', { name: /frequently asked questions/ });
  await expectHydrated(faqLink);
  await faqLink.click();
  await expect(page).toHaveURL('/#faq');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInViewport();
});
