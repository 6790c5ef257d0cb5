import type { AddressFormats } from './address-formats';
import { countryName, type CountryReading } from './country-names';
import { inSentence, postcodeAdvice } from './postcode-check';
import { readTypedAddress } from './typed-address';

const LONGEST_ADDRESS = 2_000;

/** The words of a line that could be a postcode: each word, and each pair ("SW1A 1AA", "111 51"). */
const postcodeCandidates = (line: string): string[] => {
  const words = line.split(/[\s,]+/).filter(Boolean);
  return [...words.slice(1).map((word, index) => `${words[index]} ${word}`), ...words];
};

/**
 * Why a typed address with a chosen country prints in the visitor's own order, for the form: its last line names
 * another country, the country's addresses are not reordered here, it holds the sender's country's postcode, or no
 * postcode and city of the country were found. Null when it prints in the country's order (or is empty). Advice only.
 */
export function typedAddressAdvice(
  formats: AddressFormats,
  typed: string,
  country: string,
  senderCountry: string | null,
  readCountry: (text: string) => CountryReading,
): string | null {
  // Longer than any address field takes: the form already says so, and a wall of text has no locality to advise on.
  if (typed.length > LONGEST_ADDRESS) return null;
  const lines = typed.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const reading = readTypedAddress(formats, typed, country, senderCountry, readCountry);
  if (lines.length === 0 || reading.read) return null;
  if (reading.namedCountry !== null && reading.namedCountry !== country) {
    return `This address ends with ${countryName(reading.namedCountry)} but its country is set to ${countryName(country)}: it prints as typed.`;
  }
  if (!reading.reorderable) return `Addresses for ${inSentence(country)} print in the order typed: write them as its post does.`;
  if (reading.namedCountry !== null) lines.pop();
  for (const candidate of postcodeCandidates((lines.at(-1) ?? '').slice(-120))) {
    const advice = postcodeAdvice(formats, candidate, country, senderCountry);
    if (advice?.includes(' looks like ')) return `${advice} It prints as typed.`;
  }
  const example = formats.of(country)?.zipex?.split(',')[0];
  return `No postcode and city of ${inSentence(country)} found on the last line${example ? ` (like ${example})` : ''}: this address prints as typed.`;
}
