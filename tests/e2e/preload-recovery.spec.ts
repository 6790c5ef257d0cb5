import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

// The missing chunk is what a visitor meets when a new deploy removed the files their open tab expects. After
// the reload, React cannot hydrate the prerendered page without its code and says so (error #422) before it
// renders the route's error in its place.
test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module|Minified React error #422/ });

type Recorded = Window & { preloadErrorsHandled?: string[] };

test('a page whose code fails to load reloads once at its address, then explains instead of looping', async ({ page }) => {
  await page.route('**/assets/terms-page-*.js', (route) => route.abort());
  // Each document notes how the app took each failed chunk: a reload asked for (the app's listener prevents the
  // event's default) or left to the route's explanation. Read once the dispatch is over, after the app's listener.
  await page.addInitScript(() => {
    const handled: string[] = [];
    (window as Recorded).preloadErrorsHandled = handled;
    window.addEventListener('vite:preloadError', (event) => queueMicrotask(() => handled.push(event.defaultPrevented ? 'reload' : 'explain')));
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Shipping Label Generator' })).toBeVisible();
  // The app follows the link (and meets the missing chunk), not the browser: a full load of /terms before the app had
  // taken the link over would fail the chunk on a load of its own and reload once more.
  const termsLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' });
  await expectHydrated(termsLink);
  await termsLink.click();

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page).toHaveURL('/terms');
  // One reload at the page's address: its load event may come after the explanation is on screen.
  await expect.poll(() => loads).toEqual(['/', '/terms']);
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The reloaded page met the missing chunk too, and asked for no reload: no third load is coming.
  const handled = await page.evaluate(() => (window as Recorded).preloadErrorsHandled ?? []);
  expect(handled, 'how the reloaded page took its failed chunk').toContain('explain');
  expect(handled, 'how the reloaded page took its failed chunk').not.toContain('reload');
  expect(loads).toEqual(['/', '/terms']);
});
