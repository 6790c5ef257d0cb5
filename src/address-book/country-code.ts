import { ADDRESS_COUNTRY_CODES } from '../address/country-codes';
import { countryName } from '../address/country-names';
import { foldedForSearch } from './address-search';

let byName: Map<string, string> | null = null;

/** An ISO code for a country as a file names it: the code itself ("DE"), or its English name ("Germany"); else null. */
export function countryCode(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && ADDRESS_COUNTRY_CODES.includes(trimmed.toUpperCase())) return trimmed.toUpperCase();
  byName ??= new Map(ADDRESS_COUNTRY_CODES.map((code) => [foldedForSearch(countryName(code)), code]));
  return byName.get(foldedForSearch(trimmed)) ?? null;
}
