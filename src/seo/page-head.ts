import type { PageI18n } from '../i18n/page-i18n';
import type { SiteConfig } from '../config/site-config';
import { applyHead } from './apply-head';
import { headTags, pageTitle, type PageMeta, type PagePlace } from './page-meta';

/** Writes a page's title and head tags, in its language, into the document's <head>. */
export function applyPageHead(meta: PageMeta, site: SiteConfig, place: PagePlace, i18n: PageI18n): void {
  applyHead(document.head, pageTitle(meta, site, i18n), headTags(meta, site, place, i18n));
}
