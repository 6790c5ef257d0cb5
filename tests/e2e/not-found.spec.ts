import { expect, expectEachHeadTagOnce, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

// The server answers an unknown path with 404.html and status 404, as static hosts do; Chromium logs that status.
test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

test('an unknown path shows the 404 page, logs the path and is not indexed', async ({ page, consoleWarnings }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - ShipLabel');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectEachHeadTagOnce(page);
  await expect.poll(() => consoleWarnings.some((text) => text.includes('/no/such/page'))).toBe(true);
});

test('Return to Home leads home, and home is indexable again', async ({ page }) => {
  await page.goto('/missing');
  // Followed by the app, which must take the noindex tag away itself (a fresh load of home never had it).
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expectHydrated(home);
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Shipping Label Generator' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});
