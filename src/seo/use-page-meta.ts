import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../config/site';
import { canonicalUrl, documentTitle } from './page-address';
import type { PageMeta } from './page-meta';

// Writing the head takes the tag builder and its JSON-LD: code a first visit never runs, since the build wrote
// that page's head into its HTML. It is fetched for the first page whose head is not already there.
const loadPageHead = () => import('./page-head');
let latestRequest = 0;

/** Whether <head> already holds this page's head: the HTML the build wrote for it, or the last one applied. */
const headShows = (meta: PageMeta, pathname: string): boolean =>
  document.title === documentTitle(meta.title, site.name) &&
  document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === canonicalUrl(site.origin, pathname);

/** Sets the document title and head tags for the page that calls it, as soon as its content is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const request = ++latestRequest;
    if (headShows(meta, pathname)) return;
    // Only the newest page's head is written, whatever order the imports settle in.
    void loadPageHead().then(({ applyPageHead }) => request === latestRequest && applyPageHead(meta, site, pathname));
  }, [meta, pathname]);
}
