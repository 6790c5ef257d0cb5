import { beforeAll, describe, expect, it } from 'vitest';
import { loadAddressFormats, type AddressFormats } from '../../../src/address/address-formats';
import { countryReader, type CountryReading } from '../../../src/address/country-names';
import { typedAddressAdvice } from '../../../src/address/typed-address-advice';
import { english } from '../../support/english';

let formats: AddressFormats;
let readCountry: (text: string) => CountryReading;

beforeAll(async () => {
  formats = await loadAddressFormats();
  readCountry = countryReader(formats, ['en']);
});

const advice = (typed: string, country: string, sender: string | null = null, locale?: string) => {
  const found = typedAddressAdvice(formats, typed, country, sender, readCountry, locale);
  return found === null ? null : english(found);
};

describe('advice on a typed address whose country is chosen', () => {
  it('has none when the address prints in the country’s order, already typed so or not, or nothing is typed', () => {
    expect(advice('Hauptstraße 5\nMünchen 80331\nGermany', 'DE', 'US')).toBeNull();
    expect(advice('Hauptstraße 5\n80331 München', 'DE', 'DE')).toBeNull();
    expect(advice('12 Elm St\nBOSTON, MA 02134', 'US', 'US')).toBeNull();
    expect(advice('1 George St\nSYDNEY NSW 2000\nAUSTRALIA', 'AU', 'US')).toBeNull();
    expect(advice('  \n ', 'DE')).toBeNull();
  });

  it('says when the country’s addresses are not reordered at all', () => {
    expect(advice('〒100-0005\n東京都千代田区丸の内2-7-2', 'JP', 'US')).toBe('Addresses for Japan print in the order typed: write them as its post does.');
  });

  it('says when the last line names another country than the one chosen', () => {
    expect(advice('Hauptstraße 5\n80331 München\nGermany', 'FR')).toBe('This address ends with Germany but its country is set to France: it prints as typed.');
  });

  it("names the sender's country when its postcode was typed for another destination", () => {
    expect(advice('Museumstraat 1\n1071 XX Amsterdam', 'DE', 'NL')).toBe(
      '1071 XX looks like a postcode of the Netherlands; this label is going to Germany. It prints as typed.',
    );
  });

  it('says with an example when no postcode and city of the country were found', () => {
    expect(advice('12 Elm St\nBoston', 'US')).toBe('No postcode and city of the United States found on the last line (like 95014): this address prints as typed.');
  });

  it('names the countries in the visitor’s language', () => {
    expect(advice('Hauptstraße 5\n80331 München\nGermany', 'FR', null, 'de')).toBe('This address ends with Deutschland but its country is set to Frankreich: it prints as typed.');
    expect(advice('Museumstraat 1\n1071 XX Amsterdam', 'DE', 'NL', 'fr')).toBe(
      '1071 XX looks like a postcode of Pays-Bas; this label is going to Allemagne. It prints as typed.',
    );
  });
});
