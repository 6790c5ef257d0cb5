import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../config/site';
import { applyHead } from './apply-head';
import { documentTitle, headTags, type PageMeta } from './page-meta';

/** Sets the document title and head tags for the page that calls it, in the same commit as its content. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    applyHead(document.head, documentTitle(meta.title, site.name), headTags(meta, site, pathname));
  }, [meta, pathname]);
}
