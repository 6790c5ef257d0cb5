import { msg } from '@lingui/core/macro';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../../../src/config/site-config';
import { homeMeta } from '../../../src/pages/home/home-meta';
import { faqItems } from '../../../src/pages/home/faq-items';
import { notFoundMeta } from '../../../src/pages/not-found/not-found-meta';
import { documentTitle } from '../../../src/seo/page-address';
import { siteLocale } from '../../../src/i18n/locales';
import { headTags, type HeadTag, type PageMeta } from '../../../src/seo/page-meta';
import { english } from '../../support/english';

const site = resolveSiteConfig({ VITE_SITE_URL: 'https://labels.example.org' });
const plainPage: PageMeta = { title: msg`Contact Us`, description: msg`Reach us.`, keywords: [msg`contact`, msg`help`] };
// The source language: each descriptor's own English.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const en = siteLocale('en');
const de = siteLocale('de');
const attr = (tags: HeadTag[], key: string, name: string) => tags.find((tag) => tag.key === key)?.attributes[name];

describe('document title', () => {
  it('adds the brand as a suffix', () => {
    expect(documentTitle('Contact Us', 'ShipLabel')).toBe('Contact Us - ShipLabel');
  });

  it('leaves a title that already names the brand alone, whatever its case', () => {
    expect(documentTitle('Free Labels | ShipLabel', 'ShipLabel')).toBe('Free Labels | ShipLabel');
    expect(documentTitle('shiplabel help', 'ShipLabel')).toBe('shiplabel help');
  });
});

describe('head tags', () => {
  const tags = headTags(plainPage, site, { path: '/contact', locale: en }, i18n);

  it('has each tag once', () => {
    const keys = tags.map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points the canonical link and og:url at the route on the site origin', () => {
    expect(attr(tags, 'canonical', 'href')).toBe('https://labels.example.org/contact');
    expect(attr(tags, 'og:url', 'content')).toBe('https://labels.example.org/contact');
  });

  it('carries description, keywords, Open Graph and Twitter card tags', () => {
    expect(attr(tags, 'description', 'content')).toBe('Reach us.');
    expect(attr(tags, 'keywords', 'content')).toBe('contact, help');
    expect(attr(tags, 'og:title', 'content')).toBe('Contact Us - ShipLabel');
    expect(attr(tags, 'og:type', 'content')).toBe('website');
    expect(attr(tags, 'og:image', 'content')).toBe('https://labels.example.org/og-image.png');
    expect(attr(tags, 'twitter:card', 'content')).toBe('summary_large_image');
    expect(attr(tags, 'twitter:title', 'content')).toBe('Contact Us - ShipLabel');
  });

  it('tells crawlers not to index the 404 page, and only that page', () => {
    expect(attr(headTags(notFoundMeta, site, { path: '/nope', locale: en }, i18n), 'robots', 'content')).toBe('noindex');
    expect(attr(tags, 'robots', 'content')).toBeUndefined();
  });

  it('links every language’s version of the page, with English as x-default', () => {
    const alternates = tags.filter((tag) => tag.attributes.rel === 'alternate').map((tag) => [tag.attributes.hreflang, tag.attributes.href]);
    expect(alternates).toHaveLength(13);
    expect(alternates).toContainEqual(['de', 'https://labels.example.org/de/contact']);
    expect(alternates).toContainEqual(['pt-BR', 'https://labels.example.org/pt-br/contact']);
    expect(alternates).toContainEqual(['en', 'https://labels.example.org/contact']);
    expect(alternates).toContainEqual(['x-default', 'https://labels.example.org/contact']);
  });

  it('names a language’s page as its canonical address, with its Open Graph locale', () => {
    const german = headTags(plainPage, site, { path: '/', locale: de }, i18n);
    expect(attr(german, 'canonical', 'href')).toBe('https://labels.example.org/de/');
    expect(attr(german, 'og:locale', 'content')).toBe('de_DE');
    expect(attr(tags, 'og:locale', 'content')).toBe('en_US');
  });

  it('gives a page with no address of its own (the 404 page) no canonical link and no alternates', () => {
    const notFound = headTags(notFoundMeta, site, { path: null, locale: en }, i18n);
    expect(notFound.some((tag) => tag.key === 'canonical' || tag.key === 'og:url' || tag.attributes.rel === 'alternate')).toBe(false);
  });
});

describe('home structured data', () => {
  const script = headTags(homeMeta, site, { path: '/', locale: en }, i18n).find((tag) => tag.tag === 'script');
  const graph = JSON.parse(script?.text ?? 'null')['@graph'] as Record<string, unknown>[];
  const ofType = (type: string) => graph.find((node) => node['@type'] === type);

  it('is JSON-LD describing the organisation, the website, the FAQ and a free web application', () => {
    expect(script?.attributes.type).toBe('application/ld+json');
    expect(ofType('Organization')).toMatchObject({ name: 'ShipLabel', url: 'https://labels.example.org/' });
    expect(ofType('WebSite')).toMatchObject({ name: 'ShipLabel' });
    expect(ofType('WebApplication')).toMatchObject({ offers: { price: '0', priceCurrency: 'USD' } });
  });

  it('lists the FAQ exactly as the page shows it', () => {
    const questions = ofType('FAQPage')?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faqItems.map((i) => [english(i.question), english(i.answer)]));
  });

  it('cannot close its script element early', () => {
    expect(script?.text).not.toContain('</');
  });

  it('is published on the home page only', () => {
    expect(headTags(plainPage, site, { path: '/contact', locale: en }, i18n).some((tag) => tag.tag === 'script')).toBe(false);
  });
});
