import { NOT_FOUND_PATH, paths } from '../config/paths';
import { localizedPath, SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from '../i18n/locales';

export type StaticPage = { file: string; path: string | null; locale: SiteLocale };

/** Each page once, by its file name in a language's folder. */
const pages = [
  { name: 'index', path: paths.home },
  { name: 'generator', path: paths.generator },
  { name: 'label-cropper', path: paths.labelCropper },
  { name: 'contact', path: paths.contact },
  { name: 'privacy', path: paths.privacy },
  { name: 'terms', path: paths.terms },
] as const;

/**
 * The HTML files the build writes, each with its page's head already filled in, so that crawlers and
 * link previews that run no JavaScript see the right title and tags. `/contact` is served from
 * `contact.html` and `/de/contact` from `de/contact.html` (the usual "pretty URL" rule of static hosts); `404.html`,
 * in English, answers any other path.
 */
export const staticPages: readonly StaticPage[] = [
  ...SITE_LOCALES.flatMap((locale) =>
    pages.map(({ name, path }) => ({ file: locale.prefix === '' ? `${name}.html` : `${locale.prefix.slice(1)}/${name}.html`, path, locale })),
  ),
  { file: '404.html', path: null, locale: SOURCE_LOCALE },
];

/** The address a page is rendered at, and marked with (main.tsx hydrates it only there): `/de/generator`, or NOT_FOUND_PATH. */
export const addressOf = (page: StaticPage): string => (page.path === null ? NOT_FOUND_PATH : localizedPath(page.locale, page.path));
