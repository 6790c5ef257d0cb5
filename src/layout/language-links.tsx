import { useLingui } from '../i18n/words';
import { useLocation } from 'react-router';
import { NOT_FOUND_PATH, pageAt } from '../config/paths';
import { rememberLocale } from '../i18n/language-choice';
import { LOCALE_NAMES } from '../i18n/locale-names';
import { localizedPath, siteLocale, SITE_LOCALES, type SiteLocale } from '../i18n/locales';

/** One language's version of the page the visitor is on (its home, from a page that is not found). */
export type LanguageLink = { locale: SiteLocale; href: string; current: boolean };

export function useLanguageLinks(): LanguageLink[] {
  // The router's path is the language's own ('/generator' on /de/generator).
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const here = siteLocale(i18n.locale);
  const page = pageAt(pathname) === NOT_FOUND_PATH ? '/' : pageAt(pathname);
  return SITE_LOCALES.map((locale) => ({ locale, href: localizedPath(locale, page), current: locale.code === here.code }));
}

/**
 * A link to a language's page: a page load of its own (each language is a site of its own, prerendered in it),
 * remembered as the visitor's choice. Named in its own language, and marked as in it.
 */
export function LanguageLinkAnchor({ link, className }: { link: LanguageLink; className?: string }) {
  const { locale, href, current } = link;
  return (
    <a
      className={className}
      href={href}
      hrefLang={locale.code}
      lang={locale.code}
      dir={locale.dir}
      aria-current={current ? 'page' : undefined}
      onClick={() => rememberLocale(locale)}
    >
      {LOCALE_NAMES[locale.code]}
    </a>
  );
}
