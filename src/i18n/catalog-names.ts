import { paths } from '../config/paths';

// Which catalogs a page's words are in (lingui.config.ts says which code each one holds): a page loads only these.

export const CATALOG_NAMES = ['site', 'legal', 'generator', 'contents', 'batch', 'cropper'] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

const byPage: Readonly<Record<string, readonly CatalogName[]>> = {
  [paths.generator]: ['site', 'generator', 'contents', 'batch'],
  [paths.labelCropper]: ['site', 'generator', 'cropper'],
  [paths.privacy]: ['site', 'legal'],
  [paths.terms]: ['site', 'legal'],
};

/** The id of the JSON the build writes into each page: where its language's catalogs are (static-site-files.ts). */
export const CATALOGS_ELEMENT_ID = 'word-catalogs';

/** The catalogs a page needs, by its path in its language ('/generator'); the site's own for any other page. */
export const catalogsOf = (path: string): readonly CatalogName[] => byPage[path] ?? ['site'];
