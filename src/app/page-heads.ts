import type { PageI18n } from '../i18n/page-i18n';
import { paths, type SitePath } from '../config/paths';
import type { SiteConfig } from '../config/site-config';
import { contactMeta } from '../pages/contact/contact-meta';
import { generatorMeta } from '../pages/generator/generator-meta';
import { homeMeta } from '../pages/home/home-meta';
import { labelCropperMeta } from '../pages/label-cropper/label-cropper-meta';
import { privacyMeta, termsMeta } from '../pages/legal/legal-meta';
import { notFoundMeta } from '../pages/not-found/not-found-meta';
import { headTags, pageTitle, type HeadTag, type PageMeta } from '../seo/page-meta';
import type { StaticPage } from './static-pages';

const metas: Readonly<Record<SitePath, PageMeta>> = {
  [paths.home]: homeMeta,
  [paths.generator]: generatorMeta,
  [paths.labelCropper]: labelCropperMeta,
  [paths.contact]: contactMeta,
  [paths.privacy]: privacyMeta,
  [paths.terms]: termsMeta,
};

/** A page's head as its HTML file carries it: the title and tags, in the page's language (`i18n` speaks it). */
export type PageHead = { title: string; tags: HeadTag[] };

export function pageHead(page: StaticPage, site: SiteConfig, i18n: PageI18n): PageHead {
  const meta = page.path === null ? notFoundMeta : metas[page.path as SitePath];
  return { title: pageTitle(meta, site, i18n), tags: headTags(meta, site, page, i18n) };
}
