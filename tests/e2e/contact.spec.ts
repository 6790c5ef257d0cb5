import { expect, site, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

test('the contact form explains what is missing, then opens an e-mail to support', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expectHydrated(send);
  await send.click();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Enter your first name.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your e-mail address.');
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message', { exact: true }).fill('A question about labels.');
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await page.getByRole('button', { name: 'Send Message' }).click();

  const url = new URL((await mailto).url());
  expect(url.pathname).toBe(site.supportEmail);
  expect(url.searchParams.get('subject')).toBe('Hello');
  expect(url.searchParams.get('body')).toContain('Name: Ada Lovelace');
  expect(url.searchParams.get('body')).toContain('A question about labels.');
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toContainText('Your e-mail program has been opened');
  await expect(page).toHaveURL('/contact');
});

test('the contact page shows the support address, chat hours and response time', async ({ page }) => {
  await page.goto('/contact');
  const cards = page.getByRole('complementary', { name: 'Ways to reach us' });
  await expect(cards.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  await expect(cards).toContainText('9 AM - 5 PM EST');
  await expect(cards).toContainText('within 24 hours');
});
