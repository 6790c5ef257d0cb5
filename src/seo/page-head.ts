import type { SiteConfig } from '../config/site-config';
import { applyHead } from './apply-head';
import { documentTitle } from './page-address';
import { headTags, type PageMeta } from './page-meta';

/** Writes a page's title and head tags into the document's <head>. */
export function applyPageHead(meta: PageMeta, site: SiteConfig, pathname: string): void {
  applyHead(document.head, documentTitle(meta.title, site.name), headTags(meta, site, pathname));
}
