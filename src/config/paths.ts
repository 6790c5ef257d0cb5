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

/** The page an address shows: its route's path ("/generator/" is "/generator"), or NOT_FOUND_PATH. */
export const pageAt = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return sitePaths.includes(path) ? path : NOT_FOUND_PATH;
};

/** Where the FAQ section of the home page lives; the contact page links to it. */
export const faqAnchor = 'faq';
