import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../../src/app/page-heads';
import type { PrerenderedPage } from '../../../src/app/prerender-page';
import { staticPages } from '../../../src/app/static-pages';
import { staticSiteFiles } from '../../../src/app/static-site-files';
import { resolveSiteConfig } from '../../../src/config/site-config';
import { CATALOG_NAMES } from '../../../src/i18n/catalog-names';
import { SITE_LOCALES } from '../../../src/i18n/locales';

const site = resolveSiteConfig({ VITE_SITE_URL: 'https://labels.example.org' });
const template = '<html lang="en"><head><title>Placeholder</title></head><body><div id="root"></div></body></html>';
// The source language: every page's head in English, as the catalog of a language not yet translated gives it.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const bodies: Record<string, Omit<PrerenderedPage, 'title' | 'tags'>> = {
  'generator.html': { bodyHtml: '<main><h1>Shipping Label Generator</h1></main>', styleTags: '<style data-styled="true">h1{margin:0}</style>' },
  '404.html': { bodyHtml: '<main><h1>Page not found</h1></main>', styleTags: '' },
};
const prerendered = new Map(
  staticPages.map((page) => [page.file, { ...pageHead(page, site, i18n), ...(bodies[page.file] ?? { bodyHtml: '<main></main>', styleTags: '' }) }]),
);
const appFile = { fileName: 'shiplabel-template.csv', source: 'a,b\n' };
const catalogUrls = (code: string) => Object.fromEntries(CATALOG_NAMES.map((name) => [name, `/assets/words-${code}-${name}.js`]));
const catalogs = Object.fromEntries(SITE_LOCALES.map(({ code }) => [code, catalogUrls(code)]));
const files = new Map(staticSiteFiles(template, site, prerendered, [appFile], catalogs).map((file) => [file.fileName, file.source]));
const page = (name: string) => files.get(name) ?? '';
const PAGE_NAMES = ['contact.html', 'generator.html', 'index.html', 'label-cropper.html', 'privacy.html', 'terms.html'];

describe('static site files', () => {
  it('writes every page in every language, and one 404 page', () => {
    const html = [...files.keys()].filter((name) => name.endsWith('.html'));
    expect(html).toHaveLength(12 * 6 + 1);
    expect(html.filter((name) => !name.includes('/')).sort()).toEqual(['404.html', ...PAGE_NAMES].sort());
    expect(html.filter((name) => name.startsWith('de/')).sort()).toEqual(PAGE_NAMES.map((name) => `de/${name}`));
    expect(html).toContain('pt-br/generator.html');
    expect(html).toContain('zh-hans/index.html');
  });

  it('fills in each page title and its canonical URL, once', () => {
    expect(page('contact.html')).toContain('<title>Contact Us - ShipLabel</title>');
    expect(page('contact.html').match(/rel="canonical"/g)).toHaveLength(1);
    expect(page('contact.html')).toContain('href="https://labels.example.org/contact"');
    expect(page('index.html')).toContain('href="https://labels.example.org/"');
    expect(page('index.html')).not.toContain('Placeholder');
    expect(page('de/contact.html')).toMatch(/rel="canonical" href="https:\/\/labels\.example\.org\/de\/contact"/);
  });

  it('writes each language’s pages in it: <html lang>, and right to left for Arabic', () => {
    expect(page('generator.html')).toContain('<html lang="en">');
    expect(page('de/generator.html')).toContain('<html lang="de">');
    expect(page('pt-br/generator.html')).toContain('<html lang="pt-BR">');
    expect(page('ar/generator.html')).toContain('<html lang="ar" dir="rtl">');
    expect(page('404.html')).toContain('<html lang="en">');
  });

  it('escapes text that would break the markup', () => {
    expect(page('terms.html')).toContain('<title>Terms &amp; Conditions - ShipLabel</title>');
  });

  it('puts the structured data on the home page only', () => {
    expect(page('index.html')).toContain('<script type="application/ld+json"');
    expect(page('generator.html')).not.toContain('application/ld+json');
  });

  it('marks the 404 page noindex and gives it no URL of its own, since it answers for any path', () => {
    expect(page('404.html')).toContain('<meta name="robots" content="noindex"');
    expect(page('404.html')).not.toContain('rel="canonical"');
    expect(page('404.html')).not.toContain('og:url');
    expect(page('404.html')).not.toContain('hreflang');
  });

  it('puts the Content-Security-Policy in every page and writes _headers for static hosts', () => {
    for (const [name, source] of files) {
      if (name.endsWith('.html')) expect(source, name).toContain('<meta http-equiv="Content-Security-Policy"');
    }
    expect(page('_headers')).toContain('Content-Security-Policy:');
  });

  it('lists every language’s indexable pages in the sitemap and points robots.txt at it', () => {
    const locations = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(72);
    expect(locations.slice(0, 6)).toEqual([
      'https://labels.example.org/',
      'https://labels.example.org/generator',
      'https://labels.example.org/label-cropper',
      'https://labels.example.org/contact',
      'https://labels.example.org/privacy',
      'https://labels.example.org/terms',
    ]);
    expect(locations).toContain('https://labels.example.org/de/');
    expect(locations).toContain('https://labels.example.org/ar/terms');
    expect(page('robots.txt')).toContain('Sitemap: https://labels.example.org/sitemap.xml');
  });

  it('adds the files the app’s code writes', () => {
    expect(page('shiplabel-template.csv')).toBe('a,b\n');
  });

  it('puts each page body inside #root, marked with the address it was rendered at', () => {
    expect(page('generator.html')).toContain('<div id="root" data-rendered-at="/generator"><main><h1>Shipping Label Generator</h1></main></div>');
    expect(page('de/generator.html')).toContain('<div id="root" data-rendered-at="/de/generator">');
    expect(page('de/index.html')).toContain('<div id="root" data-rendered-at="/de/">');
    expect(page('404.html')).toContain('<div id="root" data-rendered-at="/404">');
  });

  it('puts the styles the body uses in the head', () => {
    const html = page('generator.html');
    expect(html.indexOf('<style data-styled="true">')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses to write a page that was not prerendered', () => {
    const partial = new Map([...prerendered].filter(([file]) => file !== 'de/terms.html'));
    expect(() => staticSiteFiles(template, site, partial, [], catalogs)).toThrow('de/terms.html was not prerendered');
  });

  it('lists where the page’s language’s catalogs are, and fetches those its route needs beside its code', () => {
    const html = page('de/generator.html');
    const listed = JSON.parse(html.match(/<script type="application\/json" id="word-catalogs">([^<]*)<\/script>/)?.[1] ?? '{}');
    expect(listed).toEqual(catalogUrls('de'));
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual(['site', 'generator', 'contents', 'batch'].map((name) => `/assets/words-de-${name}.js`));
    expect([...page('privacy.html').matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/assets/words-en-site.js',
      '/assets/words-en-legal.js',
    ]);
  });
});
