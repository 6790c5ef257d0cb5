import type { SiteConfig } from '../config/site-config';
import { withHead } from '../seo/head-html';
import { NOT_FOUND_PATH } from '../config/paths';
import { CATALOGS_ELEMENT_ID, catalogsOf } from '../i18n/catalog-names';
import { canonicalUrl } from '../seo/page-address';
import { serializeJsonLd } from '../seo/page-meta';
import type { PrerenderedPage, SiteFile } from './prerender-page';
import { headersFile, metaContentSecurityPolicy } from './security-headers';
import { addressOf, staticPages, type StaticPage } from './static-pages';

/**
 * A page's file: the built index.html in the page's language and direction, with its head, its prerendered body
 * inside #root, marked with the address it was rendered at (main.tsx hydrates only there), and its styles.
 */
const pageHtml = (indexHtml: string, page: StaticPage, rendered: PrerenderedPage, catalogs: Readonly<Record<string, string>>): string =>
  withHead(indexHtml, rendered.title, rendered.tags)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.locale.code}"${page.locale.dir === 'rtl' ? ' dir="rtl"' : ''}>`)
    .replace('</head>', () => `  ${catalogsHtml(page, catalogs)}\n    ${rendered.styleTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-rendered-at="${addressOf(page)}">${rendered.bodyHtml}</div>`);

/** Each language's catalogs by name, at their URLs: `{ de: { site: '/assets/words-de-site-….js', … } }`. */
export type CatalogUrls = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Where the page's language's catalogs are (catalogs.ts reads the list), and those its route needs fetched beside the
 * page's code: its words arrive with it, not after it.
 */
const catalogsHtml = (page: StaticPage, catalogs: Readonly<Record<string, string>>): string => {
  const needed = catalogsOf(page.path ?? NOT_FOUND_PATH).map((name) => {
    const url = catalogs[name];
    if (url === undefined) throw new Error(`No ${name} catalog in ${page.locale.code}`);
    return `<link rel="modulepreload" crossorigin href="${url}" />`;
  });
  return [`<script type="application/json" id="${CATALOGS_ELEMENT_ID}">${serializeJsonLd(catalogs)}</script>`, ...needed].join('\n    ');
};

/**
 * The files the build adds beside the bundle: one HTML file per page and language (from the built index.html and the
 * page as prerendered, by file name), sitemap, robots, the security headers for static hosts, and the files the app's
 * own code writes (`appFiles`, the batch template CSV).
 */
export function staticSiteFiles(
  builtIndexHtml: string,
  site: SiteConfig,
  prerendered: ReadonlyMap<string, PrerenderedPage>,
  appFiles: readonly SiteFile[],
  catalogs: CatalogUrls,
): SiteFile[] {
  // Right after <head> and its charset, before anything the policy governs.
  const indexHtml = builtIndexHtml.replace(
    /<head>(\s*<meta charset="[^"]*" \/>)?/,
    (head) => `${head}\n    <meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}" />`,
  );
  const pages = staticPages.map((page) => {
    const rendered = prerendered.get(page.file);
    if (!rendered) throw new Error(`${page.file} was not prerendered`);
    return { fileName: page.file, source: pageHtml(indexHtml, page, rendered, catalogs[page.locale.code] ?? {}) };
  });
  const urls = staticPages.flatMap((page) => (page.path === null ? [] : [canonicalUrl(site.origin, addressOf(page))]));
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${url}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(site.origin, '/sitemap.xml')}\n`;
  return [
    ...pages,
    { fileName: 'sitemap.xml', source: sitemap },
    { fileName: 'robots.txt', source: robots },
    { fileName: '_headers', source: headersFile },
    ...appFiles,
  ];
}
