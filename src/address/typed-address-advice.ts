import type { AddressFormats } from './address-formats';
import { countryName, type CountryReading } from './country-names';
import { inSentence, postcodeAdvice } from './postcode-check';
import { postedTypedAddress } from './typed-address';

/** The words of a line that could be a postcode: each word, and each pair ("SW1A 1AA", "111 51"). */
const postcodeCandidates = (line: string): string[] => {
  const words = line.split(/[\s,]+/).filter(Boolean);
  return [...words.slice(1).map((word, index) => `${words[index]} ${word}`), ...words];
};

/**
 * Why a typed address with a chosen country prints as typed, for the form: its last line names another country, it
 * holds the sender's country's postcode, or no postcode and city of the country were found. Null when it prints in
 * the country's order (or is empty). Advice only.
 */
export function typedAddressAdvice(
  formats: AddressFormats,
  typed: string,
  country: string,
  senderCountry: string | null,
  readCountry: (text: string) => CountryReading,
): string | null {
  const lines = typed.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0 || postedTypedAddress(formats, typed, country, senderCountry, readCountry) !== typed) return null;
  const named = readCountry(lines.at(-1) ?? '');
  if (named.kind === 'country' && named.code !== country) {
    return `This address ends with ${countryName(named.code)} but its country is set to ${countryName(country)}: it prints as typed.`;
  }
  if (named.kind === 'country') lines.pop();
  for (const candidate of postcodeCandidates(lines.at(-1) ?? '')) {
    const advice = postcodeAdvice(formats, candidate, country, senderCountry);
    if (advice?.includes(' looks like ')) return `${advice} It prints as typed.`;
  }
  const example = formats.of(country)?.zipex?.split(',')[0];
  return `No postcode and city of ${inSentence(country)} found on the last line${example ? ` (like ${example})` : ''}: this address prints as typed.`;
}
