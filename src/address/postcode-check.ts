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

/**
 * Advice on a postcode that does not fit the destination (null when it fits, is empty, or the destination has no
 * pattern): a US ZIP code that lost its leading zero in a spreadsheet, the sender's own postcode typed by mistake,
 * or just a postcode of the wrong shape, with an example of the right one. Advice only: the label prints anyway.
 */
export function postcodeAdvice(formats: AddressFormats, postcode: string, country: string, senderCountry: string | null): string | null {
  const value = postcode.trim();
  const format = formats.of(country);
  if (!value || !format || fitsPostcode(format, value) !== false) return null;
  if (format.code === 'US' && /^\d{4}(?:-\d{4})?$/.test(value)) return `${value} looks like a ZIP code that lost its leading zero: 0${value}?`;
  const destination = inSentence(format.code);
  const sender = senderCountry === null ? undefined : formats.of(senderCountry);
  if (sender && sender.code !== format.code && fitsPostcode(sender, value)) {
    return `${value} looks like a postcode of ${inSentence(sender.code)}; this label is going to ${destination}.`;
  }
  const example = format.zipex?.split(',')[0];
  return example ? `${value} is not a postcode of ${destination}, whose postcodes look like ${example}.` : `${value} is not a postcode of ${destination}.`;
}
