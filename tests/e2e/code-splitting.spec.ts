import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const pageChunks = ['home-page', 'generator-page', 'contact-page', 'privacy-page', 'terms-page', 'not-found-page'];

async function scriptsLoadedBy(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
