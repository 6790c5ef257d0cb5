import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressFormats } from './address-formats';
import { countryName, type CountryReading } from './country-names';
import { countryInSentence, postcodeFinding } from './postcode-check';
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
 * Countries are named in `locale`'s language (English by default).
 */
export function typedAddressAdvice(
  formats: AddressFormats,
  typed: string,
  country: string,
  senderCountry: string | null,
  readCountry: (text: string) => CountryReading,
  locale = 'en',
): MessageDescriptor | null {
  // Longer than any address field takes: the form already says so, and a wall of text has no locality to advise on.
  if (typed.length > LONGEST_ADDRESS) return null;
  const lines = typed.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const reading = readTypedAddress(formats, typed, country, senderCountry, readCountry);
  if (lines.length === 0 || reading.read) return null;
  const destination = countryInSentence(country, locale);
  if (reading.namedCountry !== null && reading.namedCountry !== country) {
    const named = countryName(reading.namedCountry, locale);
    const chosen = countryName(country, locale);
    return msg`This address ends with ${named} but its country is set to ${chosen}: it prints as typed.`;
  }
  if (!reading.reorderable) return msg`Addresses for ${destination} print in the order typed: write them as its post does.`;
  if (reading.namedCountry !== null) lines.pop();
  for (const candidate of postcodeCandidates((lines.at(-1) ?? '').slice(-120))) {
    const finding = postcodeFinding(formats, candidate, country, senderCountry);
    if (finding?.kind === 'lost-zero') {
      const { postcode } = finding;
      return msg`${postcode} looks like a ZIP code that lost its leading zero: 0${postcode}? It prints as typed.`;
    }
    if (finding?.kind === 'sender') {
      const { postcode } = finding;
      const sender = countryInSentence(finding.sender, locale);
      return msg`${postcode} looks like a postcode of ${sender}; this label is going to ${destination}. It prints as typed.`;
    }
  }
  const example = formats.of(country)?.zipex?.split(',')[0];
  return example
    ? msg`No postcode and city of ${destination} found on the last line (like ${example}): this address prints as typed.`
    : msg`No postcode and city of ${destination} found on the last line: this address prints as typed.`;
}
