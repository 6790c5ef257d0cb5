import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressFormats, CountryFormat } from './address-formats';
import { countryName } from './country-names';

const patterns = new Map<string, RegExp>();

/**
 * A postcode pattern of the data as a whole-value test. The group matters: GB's is an alternation
 * (`GIR ?0AA|(…)|BFPO ?\d{1,4}`), and `^…$` around it would anchor its first and last branches only.
 */
export function postcodePattern(zip: string): RegExp {
  let pattern = patterns.get(zip);
  if (!pattern) patterns.set(zip, (pattern = new RegExp(`^(?:${zip})$`, 'i')));
  return pattern;
}

/** The postcode without the post's country prefix typed before it ("SE-111 51" → "111 51"), when the rest fits. */
export function barePostcode(format: CountryFormat, postcode: string): string {
  const prefix = format.postprefix?.replace(/[\s-]/g, '');
  if (!prefix || !format.zip || !postcode.toUpperCase().startsWith(prefix)) return postcode;
  const rest = postcode.slice(prefix.length).replace(/^[\s-]+/, '');
  return postcodePattern(format.zip).test(rest) ? rest : postcode;
}

/** Whether a postcode fits the country's pattern; undefined when the data has none (nothing to check). */
export function fitsPostcode(format: CountryFormat, postcode: string): boolean | undefined {
  if (!format.zip) return undefined;
  const value = postcode.trim();
  return postcodePattern(format.zip).test(value) || postcodePattern(format.zip).test(barePostcode(format, value));
}

/** "Germany", "the United States": a country's English name inside a sentence. */
export function inSentence(code: string): string {
  const name = countryName(code);
  return /^(?:United|Netherlands|Philippines|Bahamas|Gambia|Dominican|Central African|Czech Republic|Maldives|Comoros|Seychelles|Palestinian|U\.S\.)|Islands$/.test(name)
    ? `the ${name}`
    : name;
}

/** A country's name inside a sentence in a language: inSentence's in English, the language's own name in the others. */
export const countryInSentence = (code: string, locale: string): string => (/^en(?:-|$)/i.test(locale) ? inSentence(code) : countryName(code, locale));

/** What is wrong with a postcode for its destination (see postcodeAdvice), or null. */
export type PostcodeFinding =
  | { kind: 'lost-zero'; postcode: string }
  | { kind: 'sender'; postcode: string; sender: string; destination: string }
  | { kind: 'shape'; postcode: string; destination: string; example: string | null };

/** The finding behind postcodeAdvice: which of its cases the postcode is, with the countries it names by code. */
export function postcodeFinding(formats: AddressFormats, postcode: string, country: string, senderCountry: string | null): PostcodeFinding | null {
  const value = postcode.trim();
  const format = formats.of(country);
  if (!value || !format || fitsPostcode(format, value) !== false) return null;
  if (format.code === 'US' && /^\d{4}(?:-\d{4})?$/.test(value)) return { kind: 'lost-zero', postcode: value };
  const sender = senderCountry === null ? undefined : formats.of(senderCountry);
  if (sender && sender.code !== format.code && fitsPostcode(sender, value)) return { kind: 'sender', postcode: value, sender: sender.code, destination: format.code };
  return { kind: 'shape', postcode: value, destination: format.code, example: format.zipex?.split(',')[0] ?? null };
}

/** A finding in words, its countries named in `locale`'s language. */
export function postcodeFindingMessage(finding: PostcodeFinding, locale: string): MessageDescriptor {
  const { postcode } = finding;
  switch (finding.kind) {
    case 'lost-zero':
      return msg`${postcode} looks like a ZIP code that lost its leading zero: 0${postcode}?`;
    case 'sender': {
      const sender = countryInSentence(finding.sender, locale);
      const destination = countryInSentence(finding.destination, locale);
      return msg`${postcode} looks like a postcode of ${sender}; this label is going to ${destination}.`;
    }
    case 'shape': {
      const destination = countryInSentence(finding.destination, locale);
      const { example } = finding;
      return example
        ? msg`${postcode} is not a postcode of ${destination}, whose postcodes look like ${example}.`
        : msg`${postcode} is not a postcode of ${destination}.`;
    }
  }
}

/**
 * Advice on a postcode that does not fit the destination (null when it fits, is empty, or the destination has no
 * pattern): a US ZIP code that lost its leading zero in a spreadsheet, the sender's own postcode typed by mistake,
 * or just a postcode of the wrong shape, with an example of the right one. Advice only: the label prints anyway.
 * Countries are named in `locale`'s language (English by default).
 */
export function postcodeAdvice(formats: AddressFormats, postcode: string, country: string, senderCountry: string | null, locale = 'en'): MessageDescriptor | null {
  const finding = postcodeFinding(formats, postcode, country, senderCountry);
  return finding === null ? null : postcodeFindingMessage(finding, locale);
}
