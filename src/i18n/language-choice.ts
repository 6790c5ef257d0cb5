import { browserStorage, readPreferences, writePreferences } from '../ui/preferences';
import { siteLocale, SITE_LOCALES, type SiteLocale } from './locales';

const LANGUAGE_FIELD = 'language';

/** The language the visitor chose (the switcher, or the offer line's answer), remembered on this device; null if none. */
export function rememberedLocale(storage = browserStorage()): SiteLocale | null {
  const stored = readPreferences(storage)[LANGUAGE_FIELD];
  return typeof stored === 'string' && SITE_LOCALES.some((locale) => locale.code === stored) ? siteLocale(stored) : null;
}

export function rememberLocale(locale: SiteLocale, storage = browserStorage()): void {
  writePreferences(storage, [LANGUAGE_FIELD], { [LANGUAGE_FIELD]: locale.code });
}

/**
 * The language to offer on a page in `current`: the one the visitor chose before, else the first of ours their browser
 * prefers; none when that is the page's own. Never a redirect: the visitor is asked, in a line at the top.
 */
export function offeredLocale(current: SiteLocale, remembered: SiteLocale | null, preferences: readonly string[]): SiteLocale | null {
  const wanted = remembered ?? preferredLocale(preferences);
  return wanted && wanted.code !== current.code ? wanted : null;
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
