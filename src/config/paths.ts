import { localizedPath, splitLocalePath } from '../i18n/locales';

/** Every route path of the site, in one place. */
export const paths = {
  home: '/',
  generator: '/generator',
  labelCropper: '/label-cropper',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** The address the 404 page is prerendered at: one no route matches. */
export const NOT_FOUND_PATH = '/404';

const sitePaths: readonly string[] = Object.values(paths);

/**
 * The page an address shows, in its language: its route's path ("/generator/" is "/generator", "/de" is "/de/", German's
 * home), or NOT_FOUND_PATH.
 */
export const pageAt = (pathname: string): string => {
  const { locale, path: localPath } = splitLocalePath(pathname);
  const path = localPath.length > 1 ? localPath.replace(/\/+$/, '') : localPath;
  return sitePaths.includes(path) ? localizedPath(locale, path) : NOT_FOUND_PATH;
};

/** Where the FAQ section of the home page lives; the contact page links to it. */
export const faqAnchor = 'faq';
