// Pure: the languages the site speaks, and where each one's pages live. Read by the build, the page and the tests.

/** A language of the site: its catalog's code, its own name, its writing direction and how the web names it. */
export type SiteLocale = {
  /** The catalog's folder under src/locales, and the BCP 47 tag of <html lang>, hreflang and Intl. */
  code: LocaleCode;
  /** The language's name in itself, as the switcher lists it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Where its pages live: '' for English (`/generator`), '/de' for German (`/de/generator`). */
  prefix: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
};

export const LOCALE_CODES = ['en', 'es', 'de', 'fr', 'it', 'pt-BR', 'nl', 'pl', 'hi', 'ja', 'zh-Hans', 'ar'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

const ENGLISH: SiteLocale = { code: 'en', name: 'English', dir: 'ltr', prefix: '', ogLocale: 'en_US' };

const locale = (code: LocaleCode, name: string, ogLocale: string, dir: SiteLocale['dir'] = 'ltr'): SiteLocale => ({
  code,
  name,
  dir,
  prefix: code === 'en' ? '' : `/${code.toLowerCase()}`,
  ogLocale,
});

/** English first (the source, and x-default), then the others in the order the switcher lists them. */
export const SITE_LOCALES: readonly SiteLocale[] = [
  ENGLISH,
  locale('es', 'Español', 'es_ES'),
  locale('de', 'Deutsch', 'de_DE'),
  locale('fr', 'Français', 'fr_FR'),
  locale('it', 'Italiano', 'it_IT'),
  locale('pt-BR', 'Português (Brasil)', 'pt_BR'),
  locale('nl', 'Nederlands', 'nl_NL'),
  locale('pl', 'Polski', 'pl_PL'),
  locale('hi', 'हिन्दी', 'hi_IN'),
  locale('ja', '日本語', 'ja_JP'),
  locale('zh-Hans', '简体中文', 'zh_CN'),
  locale('ar', 'العربية', 'ar_AR', 'rtl'),
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

/**
 * The language of ours a browser's preferences ask for first (`navigator.languages`): an exact tag, then its language
 * alone ('de-AT' → de, 'pt' → pt-BR, 'zh-CN' or 'zh' → zh-Hans); null when none of them is one we have.
 */
export function preferredLocale(preferences: readonly string[]): SiteLocale | null {
  for (const preference of preferences) {
    const tag = preference.toLowerCase();
    const exact = SITE_LOCALES.find((candidate) => candidate.code.toLowerCase() === tag);
    if (exact) return exact;
    // Traditional Chinese (Taiwan, Hong Kong, zh-Hant) is not Simplified: not offered.
    if (/^zh-(hant|tw|hk|mo)/.test(tag)) continue;
    const language = tag.split('-')[0];
    const sameLanguage = SITE_LOCALES.find((candidate) => candidate.code.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}
