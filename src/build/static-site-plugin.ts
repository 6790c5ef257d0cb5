import type { Plugin } from 'vite';
import type { PrerenderedPage } from '../app/prerender-page';
import { staticSiteFiles } from '../app/static-site-files';
import { staticPages } from '../app/static-pages';
import type { SiteConfig } from '../config/site-config';
import { loadPrerender } from './prerender-plugin';

/** Writes one HTML file per page and language, its head filled in and its body prerendered, plus sitemap.xml and robots.txt. */
export function staticSitePlugin(site: SiteConfig): Plugin {
  return {
    name: 'shiplabel:static-site',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') this.error('index.html is missing from the bundle');
      const { prerenderPage, appFiles } = loadPrerender();
      const prerendered = new Map<string, PrerenderedPage>();
      for (const page of staticPages) prerendered.set(page.file, await prerenderPage(page));
      for (const file of staticSiteFiles(index.source, site, prerendered, appFiles())) {
        if (file.fileName === 'index.html') index.source = file.source;
        else this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}
