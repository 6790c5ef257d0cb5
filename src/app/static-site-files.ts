import { TEMPLATE_FILE_NAME } from '../batch/batch-limits';
import { templateCsv } from '../batch/template-csv';
import type { SiteConfig } from '../config/site-config';
import { withHead } from '../seo/head-html';
import { canonicalUrl, documentTitle } from '../seo/page-address';
import { headTags } from '../seo/page-meta';
import type { PrerenderedPage } from './prerender-page';
import { NOT_FOUND_PATH } from '../config/paths';
import { headersFile, metaContentSecurityPolicy } from './security-headers';
import { staticPages } from './static-pages';

export type SiteFile = { fileName: string; source: string };

// Tags naming a page's own URL; the 404 page serves every unknown URL, so it sets them at run time.
const urlTagKeys = new Set(['canonical', 'og:url']);

/**
 * The page's prerendered body inside #root, marked with the address it was rendered at (main.tsx hydrates
 * only there), and the styles it uses at the end of <head>.
 */
const withBody = (html: string, page: PrerenderedPage | undefined, renderedAt: string): string =>
  page === undefined
    ? html
    : html
        .replace('</head>', () => `  ${page.styleTags}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-rendered-at="${renderedAt}">${page.bodyHtml}</div>`);

/**
 * The files the build adds beside the bundle: one HTML file per page (from the built index.html, with the
 * page's prerendered body when given, by file name), sitemap, robots, the security headers for static
 * hosts, and the batch template CSV.
 */
export function staticSiteFiles(builtIndexHtml: string, site: SiteConfig, prerendered: ReadonlyMap<string, PrerenderedPage> = new Map()): SiteFile[] {
  // Right after <head> and its charset, before anything the policy governs.
  const indexHtml = builtIndexHtml.replace(
    /<head>(\s*<meta charset="[^"]*" \/>)?/,
    (head) => `${head}\n    <meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}" />`,
  );
  const pages = staticPages.map((page) => {
    const tags = headTags(page.meta, site, page.path ?? '/').filter((tag) => page.path || !urlTagKeys.has(tag.key));
    const html = withHead(indexHtml, documentTitle(page.meta.title, site.name), tags);
    return { fileName: page.file, source: withBody(html, prerendered.get(page.file), page.path ?? NOT_FOUND_PATH) };
  });
  const urls = staticPages.flatMap((page) => (page.path ? [canonicalUrl(site.origin, page.path)] : []));
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
    { fileName: TEMPLATE_FILE_NAME, source: templateCsv() },
  ];
}
