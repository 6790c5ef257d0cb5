import { describe, expect, it } from 'vitest';
import { staticSiteFiles } from '../../../src/app/static-site-files';
import { resolveSiteConfig } from '../../../src/config/site-config';

const site = resolveSiteConfig({ VITE_SITE_URL: 'https://labels.example.org' });
const template = '<html><head><title>Placeholder</title></head><body><div id="root"></div></body></html>';
const files = new Map(staticSiteFiles(template, site).map((file) => [file.fileName, file.source]));
const page = (name: string) => files.get(name) ?? '';

describe('static site files', () => {
  it('writes an HTML file for every page and the 404 page', () => {
    expect([...files.keys()].filter((name) => name.endsWith('.html')).sort()).toEqual(
      ['404.html', 'contact.html', 'generator.html', 'index.html', 'label-cropper.html', 'privacy.html', 'terms.html'],
    );
  });

  it('fills in each page title and its canonical URL, once', () => {
    expect(page('contact.html')).toContain('<title>Contact Us - ShipLabel</title>');
    expect(page('contact.html').match(/rel="canonical"/g)).toHaveLength(1);
    expect(page('contact.html')).toContain('href="https://labels.example.org/contact"');
    expect(page('index.html')).toContain('href="https://labels.example.org/"');
    expect(page('index.html')).not.toContain('Placeholder');
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
  });

  it('puts the Content-Security-Policy in every page and writes _headers for static hosts', () => {
    for (const [name, source] of files) {
      if (name.endsWith('.html')) expect(source, name).toContain('<meta http-equiv="Content-Security-Policy"');
    }
    expect(page('_headers')).toContain('Content-Security-Policy:');
  });

  it('lists the indexable pages in the sitemap and points robots.txt at it', () => {
    const locations = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://labels.example.org/',
      'https://labels.example.org/generator',
      'https://labels.example.org/label-cropper',
      'https://labels.example.org/contact',
      'https://labels.example.org/privacy',
      'https://labels.example.org/terms',
    ]);
    expect(page('robots.txt')).toContain('Sitemap: https://labels.example.org/sitemap.xml');
  });
});

describe('static site files with prerendered pages', () => {
  const prerendered = new Map([
    ['generator.html', { bodyHtml: '<main><h1>Shipping Label Generator</h1></main>', styleTags: '<style data-styled="true">h1{margin:0}</style>' }],
    ['404.html', { bodyHtml: '<main><h1>Page not found</h1></main>', styleTags: '' }],
  ]);
  const built = new Map(staticSiteFiles(template, site, prerendered).map((file) => [file.fileName, file.source]));

  it('puts each page body inside #root, marked with the address it was rendered at', () => {
    expect(built.get('generator.html')).toContain('<div id="root" data-rendered-at="/generator"><main><h1>Shipping Label Generator</h1></main></div>');
    expect(built.get('404.html')).toContain('<div id="root" data-rendered-at="/404">');
  });

  it('puts the styles the body uses in the head', () => {
    const html = built.get('generator.html') ?? '';
    expect(html.indexOf('<style data-styled="true">')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves #root empty, and unmarked, for a page with nothing prerendered', () => {
    expect(built.get('contact.html')).toContain('<div id="root"></div>');
  });
});
