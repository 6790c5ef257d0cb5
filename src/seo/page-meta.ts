import type { MessageDescriptor } from '@lingui/core';
import type { PageI18n } from '../i18n/page-i18n';
import type { SiteConfig } from '../config/site-config';
import { OG_LOCALES } from '../i18n/locale-names';
import { localizedPath, SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from '../i18n/locales';
import { canonicalUrl, documentTitle } from './page-address';

// Pure: the head of every page is derived here, both in the browser and by tests.

export type StructuredData = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; the brand suffix is added by {@link documentTitle}. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  keywords: readonly MessageDescriptor[];
  /** Tell crawlers not to index the page (the 404 page). */
  noindex?: boolean;
  structuredData?: (site: SiteConfig, i18n: PageI18n, locale: SiteLocale) => readonly StructuredData[];
};

/** Where a page's head is written: its path in every language (null for the 404 page, which has none), its language. */
export type PagePlace = { path: string | null; locale: SiteLocale };

/** One tag in <head>. `key` identifies it, so that navigating replaces it instead of adding another. */
export type HeadTag = {
  key: string;
  tag: 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
};

export const socialImagePath = '/og-image.png';

/** The page's title in the document: its own, in the page's language, with the brand. */
export const pageTitle = (meta: PageMeta, site: SiteConfig, i18n: PageI18n): string => documentTitle(i18n._(meta.title), site.name);

/** Each language's address of the page, and English's as x-default: what a search engine offers a reader of each. */
const alternates = (site: SiteConfig, path: string): HeadTag[] => [
  ...SITE_LOCALES.map((other) => alternate(other.code, canonicalUrl(site.origin, localizedPath(other, path)))),
  alternate('x-default', canonicalUrl(site.origin, localizedPath(SOURCE_LOCALE, path))),
];

const alternate = (hreflang: string, href: string): HeadTag => ({
  key: `alternate-${hreflang}`,
  tag: 'link',
  attributes: { rel: 'alternate', hreflang, href },
});

/** The page's head tags in its language; a page with a path names its URL and its other languages' URLs. */
export function headTags(meta: PageMeta, site: SiteConfig, { path, locale }: PagePlace, i18n: PageI18n): HeadTag[] {
  const title = pageTitle(meta, site, i18n);
  const description = i18n._(meta.description);
  const url = path === null ? null : canonicalUrl(site.origin, localizedPath(locale, path));
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
    named('description', description),
    named('keywords', meta.keywords.map((keyword) => i18n._(keyword)).join(', ')),
    ...(url === null ? [] : [{ key: 'canonical', tag: 'link', attributes: { rel: 'canonical', href: url } } satisfies HeadTag]),
    ...(path === null || meta.noindex ? [] : alternates(site, path)),
    property('og:site_name', site.name),
    property('og:title', title),
    property('og:description', description),
    ...(url === null ? [] : [property('og:url', url)]),
    property('og:type', 'website'),
    property('og:locale', OG_LOCALES[locale.code]),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
  if (meta.noindex) tags.push(named('robots', 'noindex'));
  const structured = meta.structuredData?.(site, i18n, locale);
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
