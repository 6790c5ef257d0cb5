import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { LOCALE_NAMES, OG_LOCALES } from '../../src/i18n/locale-names';
import { localizedPath, SITE_LOCALES, siteLocale } from '../../src/i18n/locales';
import { catalogEntries, wordsFor } from '../support/catalog-words';
import { joinedText, readPdf } from '../support/read-pdf';
import { sampleOf } from '../support/test-depth';
import { expectNoViolations } from './support/axe';
import { expect, site, test } from './support/fixtures';
import { expectHydrated } from './support/hydrated';

// Each language is a site of its own: its pages prerendered in it, with its head; a visitor is offered their language,
// never sent there; the switcher takes them to the same page in another and remembers the choice. A run checks two of
// the eleven translations (the commit's draw); `npm run test:deep` checks them all.

const TRANSLATED = SITE_LOCALES.filter((locale) => locale.code !== 'en');
const GENERATOR_CATALOGS = ['site', 'generator', 'contents', 'batch'];

/** The page's words as a visitor sees them: its visible text, its accessible names, placeholders and the title. */
const shownWords = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });

/**
 * English sentences of the route's catalogs that this language says otherwise: none may be left on its page. Short
 * ones are left out: a single word ("Email", "PDF") can be the same in both, or part of a longer text.
 */
const englishOf = (code: string) =>
  catalogEntries(code, GENERATOR_CATALOGS)
    .filter(({ id, translation }) => translation !== '' && translation !== id && id.length >= 24 && !/[{<]/.test(id))
    .map(({ id }) => id);

for (const locale of sampleOf(TRANSLATED, 2 / 11, 'languages')) {
  const path = localizedPath(locale, '/generator');
  const say = wordsFor(locale.code);

  test(`${path} is written in ${LOCALE_NAMES[locale.code]}: its head, its words, no English left, and it makes a PDF`, async ({ page }) => {
    const response = await page.request.get(path);
    const html = await response.text();
    // As the build wrote it, before any code ran.
    expect(html).toContain(`<html lang="${locale.code}"${locale.dir === 'rtl' ? ' dir="rtl"' : ''}>`);
    expect(html).toContain(`<link rel="canonical" href="${site.origin}${path}"`);
    expect(html).toContain(`<meta property="og:locale" content="${OG_LOCALES[locale.code]}"`);
    for (const other of SITE_LOCALES) expect(html).toContain(`hreflang="${other.code}" href="${site.origin}${localizedPath(other, '/generator')}"`);
    expect(html).toContain(`hreflang="x-default" href="${site.origin}/generator"`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(say('Shipping Label Generator'));

    await page.goto(path);
    const download = page.getByRole('button', { name: say('Download PDF') });
    await expectHydrated(download);
    await expect(page).toHaveTitle(new RegExp(say('Shipping Label Generator').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const shown = await shownWords(page);
    const left = englishOf(locale.code).filter((english) => shown.includes(english));
    expect(left, `English still on ${path}`).toEqual([]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const pdf = await readPdf(new Uint8Array(await readFile(await file.path())));
    expect(pdf.pageCount).toBeGreaterThan(0);
  });
}

/** The switcher's name on a page in `code`: "Language: English", "Sprache: Deutsch"… */
const switcherName = (code: string) => wordsFor(code)('Language: {languageName}').replace('{languageName}', LOCALE_NAMES[siteLocale(code).code]);

test('the header’s switcher takes the visitor to the same page in another language, and remembers the choice', async ({ page }) => {
  await page.goto('/generator');
  const switcher = page.getByLabel(switcherName('en'));
  await expectHydrated(switcher);
  await switcher.click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/generator$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(switcherName('de'))).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shiplabel:print-settings') ?? '{}').language)).toBe('de');
});

test('the footer lists every language, each named in itself, with the page’s own marked', async ({ page }) => {
  await page.goto('/ja/contact');
  const languages = page.getByRole('navigation', { name: wordsFor('ja')('Languages') });
  await expect(languages.getByRole('link')).toHaveCount(12);
  await expect(languages.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'page');
  await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/contact');
});

test.describe('a visitor whose browser prefers German, on an English page', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the page in German, in German, and not sent there', async ({ page }) => {
    await page.goto('/contact');
    const offer = page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await offer.getByRole('link', { name: 'Auf Deutsch ansehen' }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('region', { name: /auch auf Deutsch/ })).toHaveCount(0);
  });

  test('who closes the offer keeps the page’s language, and is not asked again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' }).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('region', { name: /auch auf Deutsch/ })).toHaveCount(0);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHydrated(page.getByLabel(switcherName('en')));
    await expect(page.getByRole('region', { name: /auch auf Deutsch/ })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shiplabel:print-settings') ?? '{}').language)).toBe('en');
  });
});

for (const code of ['ar', 'ja'] as const) {
  test(`the generator in ${LOCALE_NAMES[code]} has no accessibility violations`, async ({ page }) => {
    await page.goto(localizedPath(siteLocale(code), '/generator'));
    await expectHydrated(page.getByRole('button', { name: wordsFor(code)('Download PDF') }));
    await expectNoViolations(page, `/${code}/generator`);
  });
}

test.describe('the label’s headings', () => {
  const say = wordsFor('de');

  test('print in German on /de/generator once chosen, in the preview and the PDF, and the choice is remembered', async ({ page }) => {
    await page.goto('/de/generator');
    const headings = page.getByLabel(say('Label headings'));
    await expectHydrated(headings);
    const preview = page.locator('#shipping-label');
    await expect(headings).toHaveValue('english');
    await expect(preview).toContainText('TO:');

    await headings.selectOption({ label: 'Deutsch' });
    await expect(preview).toContainText(say('TO:', 'label heading'));
    await expect(preview).not.toContainText('TO:');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say('Download PDF') }).click()]);
    const printed = joinedText(await readPdf(new Uint8Array(await readFile(await file.path()))));
    for (const heading of ['TO:', 'FROM:', 'WEIGHT:', 'DIMENSIONS:']) expect(printed).toContain(say(heading, 'label heading'));
    expect(printed).not.toContain('TO:');

    await page.reload();
    await expectHydrated(page.getByLabel(say('Label headings')));
    await expect(page.getByLabel(say('Label headings'))).toHaveValue('language');
    await expect(preview).toContainText(say('TO:', 'label heading'));
  });

  test('stay English on an English page, which offers no other', async ({ page }) => {
    await page.goto('/generator');
    await expectHydrated(page.getByRole('button', { name: 'Download PDF' }));
    await expect(page.getByLabel('Label headings')).toHaveCount(0);
    await expect(page.locator('#shipping-label')).toContainText('TO:');
  });
});
