import { buildYear } from '../../src/build/build-year';
import { expect, expectCanonical, expectEachHeadTagOnce, structuredData, test } from './support/fixtures';
import { sitePages } from '../support/site-pages';
import { expectHydrated } from './support/hydrated';

// One visit a page: what it shows, then what its head says.
for (const page of sitePages) {
  test(`${page.path} shows its headline between the shared header and footer, and has its title, one canonical link and the social tags`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    const header = tab.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ShipLabel home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Generate Shipping Label' })).toBeVisible();
    const footer = tab.getByRole('contentinfo');
    await expect(footer).toContainText('Create professional shipping labels instantly with our free generator.');
    // The year the suite's build was made in (the same clock, or the same SOURCE_DATE_EPOCH), not a year typed in.
    await expect(footer).toContainText(`© ${buildYear()} ShipLabel`);

    await expect(tab).toHaveTitle(page.title);
    await expectEachHeadTagOnce(tab);
    await expectCanonical(tab, page.path);
    await expect(tab.locator('head meta[property="og:title"]')).toHaveAttribute('content', page.title);
    await expect(tab.locator('head meta[name="robots"]')).toHaveCount(0);
  });
}

test('the home page publishes organisation, website, FAQ and free-app structured data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [data, ...rest] = await structuredData(page);
  expect(rest).toHaveLength(0);
  const graph = (data as { '@graph': { '@type': string }[] })['@graph'];
  expect(graph.map((node) => node['@type']).sort()).toEqual(['FAQPage', 'Organization', 'WebApplication', 'WebSite']);
  const faq = graph.find((node) => node['@type'] === 'FAQPage') as unknown as { mainEntity: { name: string }[] };
  const shownQuestions = await page.locator('#faq h3').allTextContents();
  expect(faq.mainEntity.map((question) => question.name)).toEqual(shownQuestions);
  expect(graph.find((node) => node['@type'] === 'WebApplication')).toMatchObject({
    offers: { price: '0', priceCurrency: 'USD' },
  });
});

test('other pages carry no structured data, even after coming from home', async ({ page }) => {
  await page.goto('/');
  // Followed by the app, which must take home's structured data away itself (a fresh load of /contact never had it).
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  await expectHydrated(contact);
  await contact.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // The new head is written once its code has arrived, title and tags at once: the title says it has been.
  await expect(page).toHaveTitle(/^Contact Us/);
  expect(await structuredData(page)).toEqual([]);
});
