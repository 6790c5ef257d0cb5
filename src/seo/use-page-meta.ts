import { useLingui } from '../i18n/words';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../config/site';
import { localizedPath, siteLocale } from '../i18n/locales';
import { canonicalUrl, documentTitle } from './page-address';
import type { PageMeta } from './page-meta';

// Writing the head takes the tag builder and its JSON-LD: code a first visit never runs, since the build wrote
// that page's head into its HTML. It is fetched for the first page whose head is not already there.
const loadPageHead = () => import('./page-head');
let latestRequest = 0;

/** Sets the document title and head tags for the page that calls it, as soon as its content is shown. */
export function usePageMeta(meta: PageMeta): void {
  // The router's paths are the language's own: `/generator` on /de/generator, whose router is based at /de.
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useLayoutEffect(() => {
    const request = ++latestRequest;
    const locale = siteLocale(i18n.locale);
    // <head> already holds this page's head: the HTML the build wrote for it, or the last one applied.
    const shown =
      document.title === documentTitle(i18n._(meta.title), site.name) &&
      document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === canonicalUrl(site.origin, localizedPath(locale, pathname));
    if (shown) return;
    // Only the newest page's head is written, whatever order the imports settle in.
    void loadPageHead().then(({ applyPageHead }) => request === latestRequest && applyPageHead(meta, site, { path: pathname, locale }, i18n));
  }, [meta, pathname, i18n]);
}
