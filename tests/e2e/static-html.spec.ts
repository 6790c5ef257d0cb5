import { expect, site, test } from './support/fixtures';
import { sitePages } from '../support/site-pages';

// What a crawler or link preview that runs no JavaScript receives from the server.
for (const { path, title } of sitePages) {
  test(`${path} is served with its title and canonical link already in the HTML`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${new URL(path, `${site.origin}/`).href}"`);
    expect(html).toContain('property="og:image"');
  });
}

test('the 404 page file tells crawlers not to index it', async ({ request }) => {
  const html = await (await request.get('/404.html')).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<title>Page Not Found - ShipLabel</title>');
});
