import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

const pageChunks = ['home-page', 'generator-page', 'contact-page', 'privacy-page', 'terms-page', 'not-found-page'];

async function scriptsLoadedBy(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  // The headline is prerendered: it shows before the page's chunk has even been asked for (the entry imports it).
  // Hydrated, it proves the chunk loaded; the network going quiet after that is the window for any other chunk.
  await expectHydrated(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('the home page loads its own chunk and no code of the other pages', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, '/');
  expect(scripts.some((path) => path.includes('/home-page-'))).toBe(true);
  for (const chunk of pageChunks.filter((name) => name !== 'home-page')) {
    expect(scripts.filter((path) => path.includes(`/${chunk}-`)), chunk).toEqual([]);
  }
});

test('each page is its own chunk, loaded only when visited', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, '/contact');
  expect(scripts.some((path) => path.includes('/contact-page-'))).toBe(true);
  expect(scripts.some((path) => path.includes('/home-page-'))).toBe(false);
});
