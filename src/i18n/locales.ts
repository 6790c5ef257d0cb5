// Pure: the languages the site speaks, and where each one's pages live. Read by the build, the page and the tests.

/**
 * A language of the site: its catalog's code, its writing direction and where its pages are. (Its own name and Open
 * Graph locale are in locale-names.ts: only the switcher and the head writer need them, not a page's first load.)
 */
export type SiteLocale = {
  /** The catalog's folder under src/locales, and the BCP 47 tag of <html lang>, hreflang and Intl. */
  code: LocaleCode;
  dir: 'ltr' | 'rtl';
  /** Where its pages live: '' for English (`/generator`), '/de' for German (`/de/generator`). */
  prefix: string;
};

export const LOCALE_CODES = ['en', 'es', 'de', 'fr', 'it', 'pt-BR', 'nl', 'pl', 'hi', 'ja', 'zh-Hans', 'ar'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

const ENGLISH: SiteLocale = { code: 'en', dir: 'ltr', prefix: '' };

const locale = (code: LocaleCode, dir: SiteLocale['dir'] = 'ltr'): SiteLocale => ({ code, dir, prefix: `/${code.toLowerCase()}` });

/** English first (the source, and x-default), then the others in the order the switcher lists them. */
export const SITE_LOCALES: readonly SiteLocale[] = [
  ENGLISH,
  locale('es'),
  locale('de'),
  locale('fr'),
  locale('it'),
  locale('pt-BR'),
  locale('nl'),
  locale('pl'),
  locale('hi'),
  locale('ja'),
  locale('zh-Hans'),
  locale('ar', 'rtl'),
];

export const SOURCE_LOCALE: SiteLocale = ENGLISH;

/** The site's language of a BCP 47 tag as <html lang> writes it ('de', 'pt-BR'); English for any other. */
export const siteLocale = (tag: string | null | undefined): SiteLocale =>
  SITE_LOCALES.find((candidate) => candidate.code.toLowerCase() === tag?.toLowerCase()) ?? SOURCE_LOCALE;

/** A page's address in a language: `/generator` is `/de/generator` in German, and home is `/de/`. */
export const localizedPath = (target: SiteLocale, path: string): string =>
  target.prefix === '' ? path : `${target.prefix}${path === '/' ? '/' : path}`;

/** The language whose pages an address is among, and the page's own path there ('/de/generator' → de, '/generator'). */
export function splitLocalePath(pathname: string): { locale: SiteLocale; path: string } {
  const lower = pathname.toLowerCase();
  for (const candidate of SITE_LOCALES) {
    const { prefix } = candidate;
    if (prefix !== '' && (lower === prefix || lower.startsWith(`${prefix}/`))) {
      return { locale: candidate, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: SOURCE_LOCALE, path: pathname };
}
