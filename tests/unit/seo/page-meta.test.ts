import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../../../src/config/site-config';
import { homeMeta } from '../../../src/pages/home/home-meta';
import { faqItems } from '../../../src/pages/home/faq-items';
import { notFoundMeta } from '../../../src/pages/not-found/not-found-meta';
import { documentTitle } from '../../../src/seo/page-address';
import { headTags, type HeadTag, type PageMeta } from '../../../src/seo/page-meta';

const site = resolveSiteConfig({ VITE_SITE_URL: 'https://labels.example.org' });
const plainPage: PageMeta = { title: 'Contact Us', description: 'Reach us.', keywords: ['contact', 'help'] };
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
  const tags = headTags(plainPage, site, '/contact');

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
    expect(attr(headTags(notFoundMeta, site, '/nope'), 'robots', 'content')).toBe('noindex');
    expect(attr(tags, 'robots', 'content')).toBeUndefined();
  });
});

describe('home structured data', () => {
  const script = headTags(homeMeta, site, '/').find((tag) => tag.tag === 'script');
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
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faqItems.map((i) => [i.question, i.answer]));
  });

  it('cannot close its script element early', () => {
    expect(script?.text).not.toContain('</');
  });

  it('is published on the home page only', () => {
    expect(headTags(plainPage, site, '/contact').some((tag) => tag.tag === 'script')).toBe(false);
  });
});
