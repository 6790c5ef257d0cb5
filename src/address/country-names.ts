import type { AddressFormats } from './address-formats';
import { searchKey } from './search-key';

/** What a typed country field names: nothing, one country, no country we know, or several ("Kongo" in Polish). */
export type CountryReading =
  | { kind: 'empty' }
  | { kind: 'country'; code: string }
  | { kind: 'unknown'; text: string }
  | { kind: 'ambiguous'; text: string; codes: readonly string[] };

/** The languages whose country names are read, besides the visitor's own: the commonest senders and destinations. */
const NAME_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hu', 'ro', 'el', 'tr', 'ru', 'uk', 'ja', 'zh', 'zh-Hant', 'ko', 'ar', 'he', 'hi', 'th', 'vi', 'id', 'ms'];

/** Names Intl does not give (older, informal or official forms) and ISO alpha-3 codes of common destinations. */
const ALIASES: Readonly<Record<string, string>> = {
  'Great Britain': 'GB', Britain: 'GB', England: 'GB', Scotland: 'GB', Wales: 'GB', 'Northern Ireland': 'GB',
  Holland: 'NL', Korea: 'KR', 'Republic of Korea': 'KR', 'Korea, Republic of': 'KR', 大韓民國: 'KR', 大韓民国: 'KR', 'Czech Republic': 'CZ',
  'Ivory Coast': 'CI', Turkey: 'TR', 'U.S.': 'US', 'U.S.A.': 'US', America: 'US', 'United States of America': 'US',
  UAE: 'AE', 'Russian Federation': 'RU', 'Viet Nam': 'VN', Macedonia: 'MK', Swaziland: 'SZ', Burma: 'MM',
  'Cabo Verde': 'CV', 'Holy See': 'VA', PRC: 'CN', 'Mainland China': 'CN', 'Hong Kong SAR': 'HK',
  'U.K.': 'GB', Éire: 'IE', 'Republic of Ireland': 'IE', 'Democratic Republic of the Congo': 'CD', 'DR Congo': 'CD',
  'Republic of the Congo': 'CG', 'Korea, South': 'KR', 'South Korea': 'KR', 'Korea, North': 'KP', 'Iran, Islamic Republic of': 'IR',
  'Taiwan, Province of China': 'TW', 'Bolivia, Plurinational State of': 'BO', 'Venezuela, Bolivarian Republic of': 'VE',
  'Tanzania, United Republic of': 'TZ', 'Moldova, Republic of': 'MD', 'Syrian Arab Republic': 'SY', "Lao People's Democratic Republic": 'LA',
  USA: 'US', CAN: 'CA', MEX: 'MX', GBR: 'GB', IRL: 'IE', FRA: 'FR', DEU: 'DE', AUT: 'AT', CHE: 'CH', ITA: 'IT',
  ESP: 'ES', PRT: 'PT', NLD: 'NL', BEL: 'BE', LUX: 'LU', DNK: 'DK', SWE: 'SE', NOR: 'NO', FIN: 'FI', ISL: 'IS',
  POL: 'PL', CZE: 'CZ', SVK: 'SK', HUN: 'HU', ROU: 'RO', BGR: 'BG', GRC: 'GR', HRV: 'HR', SVN: 'SI', EST: 'EE',
  LVA: 'LV', LTU: 'LT', TUR: 'TR', RUS: 'RU', UKR: 'UA', ISR: 'IL', ARE: 'AE', SAU: 'SA', IND: 'IN', CHN: 'CN',
  HKG: 'HK', TWN: 'TW', JPN: 'JP', KOR: 'KR', SGP: 'SG', MYS: 'MY', THA: 'TH', VNM: 'VN', IDN: 'ID', PHL: 'PH',
  AUS: 'AU', NZL: 'NZ', BRA: 'BR', ARG: 'AR', CHL: 'CL', COL: 'CO', PER: 'PE', ZAF: 'ZA', EGY: 'EG', MAR: 'MA',
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** Intl's region names in a language and style, or null for a locale Intl rejects. */
function regionNames(locale: string, style: 'long' | 'short' = 'long'): Intl.DisplayNames | null {
  const id = `${locale}/${style}`;
  if (!displayNames.has(id)) {
    try {
      displayNames.set(id, new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' }));
    } catch {
      displayNames.set(id, null);
    }
  }
  return displayNames.get(id) ?? null;
}

/** A country's name in a language ("Germany", "Allemagne"), or its code when Intl cannot name it. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return regionNames(locale)?.of(code) ?? code;
  } catch {
    return code; // Intl throws for what is not a region code at all ("USA").
  }
}

/**
 * Every country of the table named in the visitor's language, in that language's order, for a select. AC
 * (Ascension), TA (Tristan da Cunha) and XK (Kosovo) stay although ISO has not assigned them: their posts
 * and carriers use them, and the data has their formats. Codes Intl cannot name are left out.
 */
export function countryOptions(formats: Pick<AddressFormats, 'codes'>, locale: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return formats.codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .filter(({ code, name }) => name !== code)
    .sort((a, b) => collator.compare(a.name, b.name));
}

const browserLocales = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));

/** Every name of every country by its search key; a key two countries share keeps both. */
function nameIndex(formats: AddressFormats, locales: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, Set<string>>();
  const add = (name: string | undefined, code: string) => {
    const key = name === undefined ? '' : searchKey(name);
    if (key) index.set(key, (index.get(key) ?? new Set()).add(code));
  };
  const namers = [...new Set([...NAME_LOCALES, ...locales])].flatMap((locale) => [regionNames(locale), regionNames(locale, 'short')]);
  for (const code of formats.codes) for (const names of namers) add(names?.of(code), code);
  // The data's own names last, and only where no language names another country so: it calls Åland "FINLAND".
  for (const code of formats.codes) {
    const key = searchKey(formats.of(code)?.name ?? '');
    if (key && !index.has(key)) add(key, code);
  }
  const codes = new Map([...index].map(([key, found]): [string, readonly string[]] => [key, [...found].sort()]));
  for (const [alias, code] of Object.entries(ALIASES)) codes.set(searchKey(alias), [code]);
  return codes;
}

/**
 * Reads a typed country: an ISO code in any case ("de"), an English or local name ("Deutschland", "Allemagne",
 * "日本"), an old or informal name ("Holland"), or a common ISO alpha-3 code ("DEU"). Names are read in ~30
 * languages plus `locales` (the browser's languages by default); the index is built on the first name read.
 */
export function countryReader(formats: AddressFormats, locales: readonly string[] = browserLocales()): (text: string) => CountryReading {
  let index: ReadonlyMap<string, readonly string[]> | undefined;
  return (text) => {
    const trimmed = text.trim();
    if (!trimmed) return { kind: 'empty' };
    const format = /^[a-z]{2}$/i.test(trimmed) ? formats.of(trimmed) : undefined;
    if (format) return { kind: 'country', code: format.code };
    index ??= nameIndex(formats, locales);
    const codes = index.get(searchKey(trimmed)) ?? [];
    const [only] = codes;
    if (only === undefined) return { kind: 'unknown', text: trimmed };
    return codes.length === 1 ? { kind: 'country', code: only } : { kind: 'ambiguous', text: trimmed, codes };
  };
}
