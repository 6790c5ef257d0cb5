import type { SiteConfig } from '../config/site-config';
import { canonicalUrl, documentTitle } from './page-address';

// Pure: the head of every page is derived here, both in the browser and by tests.

export type StructuredData = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; the brand suffix is added by {@link documentTitle}. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Tell crawlers not to index the page (the 404 page). */
  noindex?: boolean;
  structuredData?: (site: SiteConfig) => readonly StructuredData[];
};

/** One tag in <head>. `key` identifies it, so that navigating replaces it instead of adding another. */
export type HeadTag = {
  key: string;
  tag: 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
};

export const socialImagePath = '/og-image.png';

export function headTags(meta: PageMeta, site: SiteConfig, pathname: string): HeadTag[] {
  const title = documentTitle(meta.title, site.name);
  const url = canonicalUrl(site.origin, pathname);
  const image = canonicalUrl(site.origin, socialImagePath);
  const named = (name: string, content: string): HeadTag => ({
    key: name,
    tag: 'meta',
    attributes: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    key: name,
    tag: 'meta',
    attributes: { property: name, content },
  });

  const tags: HeadTag[] = [
    named('description', meta.description),
    named('keywords', meta.keywords.join(', ')),
    { key: 'canonical', tag: 'link', attributes: { rel: 'canonical', href: url } },
    property('og:site_name', site.name),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:type', 'website'),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ];
  if (meta.noindex) tags.push(named('robots', 'noindex'));
  const structured = meta.structuredData?.(site);
  if (structured && structured.length > 0) {
    tags.push({
      key: 'structured-data',
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: serializeJsonLd({ '@context': 'https://schema.org', '@graph': structured }),
    });
  }
  return tags;
}

/** JSON that is also safe inside an HTML <script> element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
