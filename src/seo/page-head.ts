import type { I18n } from '@lingui/core';
import type { SiteConfig } from '../config/site-config';
import { applyHead } from './apply-head';
import { headTags, pageTitle, type PageMeta, type PagePlace } from './page-meta';

/** Writes a page's title and head tags, in its language, into the document's <head>. */
export function applyPageHead(meta: PageMeta, site: SiteConfig, place: PagePlace, i18n: I18n): void {
  applyHead(document.head, pageTitle(meta, site, i18n), headTags(meta, site, place, i18n));
}
