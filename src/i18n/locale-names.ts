import type { LocaleCode } from './locales';

/** Each language's name in itself, as the switcher and the footer list it. */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  hi: 'हिन्दी',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};

/** Each language's Open Graph locale (language_TERRITORY). */
export const OG_LOCALES: Readonly<Record<LocaleCode, string>> = {
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  'pt-BR': 'pt_BR',
  nl: 'nl_NL',
  pl: 'pl_PL',
  hi: 'hi_IN',
  ja: 'ja_JP',
  'zh-Hans': 'zh_CN',
  ar: 'ar_AR',
};
