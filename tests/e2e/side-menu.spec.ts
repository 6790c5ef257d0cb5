import { expect, test } from './support/fixtures';
import { sitePages } from '../support/site-pages';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('the header collapses into a menu toggle on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the side menu opens, and closes when an item is chosen', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Generate Shipping Label' })).toBeVisible();

  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the side menu closes on Escape and on a tap outside it', async ({ page }) => {
  await page.goto('/privacy');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  // A tap outside means something only once the menu (and the backdrop that hears the tap) is open.
  await expect(menu).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/privacy');
});

test('no page scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of sitePages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    });
  }
});
