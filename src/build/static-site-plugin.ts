import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { PrerenderedPage } from '../app/prerender-page';
import { staticSiteFiles, type CatalogUrls } from '../app/static-site-files';
import { staticPages } from '../app/static-pages';
import type { SiteConfig } from '../config/site-config';
import { SITE_LOCALES } from '../i18n/locales';
import { loadPrerender } from './prerender-plugin';

const LOCALES = resolve('src/locales');

/** Every catalog of every language the site speaks: src/locales/<language>/<catalog>.po (the tests' pseudo-locale is not built). */
const catalogFiles = (): string[] =>
  readdirSync(LOCALES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po') && SITE_LOCALES.some((locale) => file.startsWith(`${locale.code}/`)))
    .map((file) => join(LOCALES, file));

/** Each language's catalogs by name, at their built URLs. */
function catalogUrls(bundle: OutputBundle): CatalogUrls {
  const urls: Record<string, Record<string, string>> = {};
  for (const chunk of Object.values(bundle)) {
    const [, locale, name] = (chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/locales\/([^/]+)\/([^/]+)\.po$/)) || [];
    if (locale && name) (urls[locale] ??= {})[name] = `/${chunk.fileName}`;
  }
  return urls;
}

/** Writes one HTML file per page and language, its head filled in and its body prerendered, plus sitemap.xml and robots.txt. */
export function staticSitePlugin(site: SiteConfig): Plugin {
  return {
    name: 'shiplabel:static-site',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Every language's catalogs are chunks of their own, which a page finds by the list its HTML carries.
    buildStart() {
      for (const file of catalogFiles()) this.emitFile({ type: 'chunk', id: file, preserveSignature: 'exports-only' });
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') this.error('index.html is missing from the bundle');
      const { prerenderPage, appFiles } = loadPrerender();
      const prerendered = new Map<string, PrerenderedPage>();
      for (const page of staticPages) prerendered.set(page.file, await prerenderPage(page));
      for (const file of staticSiteFiles(index.source, site, prerendered, appFiles(), catalogUrls(bundle))) {
        if (file.fileName === 'index.html') index.source = file.source;
        else this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}
