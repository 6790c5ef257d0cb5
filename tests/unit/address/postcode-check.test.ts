import { describe, expect, it } from 'vitest';
import { loadAddressFormats } from '../../../src/address/address-formats';
import { fitsPostcode, postcodeAdvice, postcodePattern } from '../../../src/address/postcode-check';
import { english } from '../../support/english';

const formats = await loadAddressFormats();
const format = (code: string) => formats.of(code)!;

describe('postcode patterns', () => {
  it('accept every example the data gives for its own country', () => {
    const misfits = formats.codes.flatMap((code) =>
      (format(code).zipex?.split(',') ?? []).filter((example) => fitsPostcode(format(code), example) !== true).map((example) => `${code} ${example}`),
    );
    expect(misfits).toEqual([]);
  });

  it.each([
    ['US', '02134'],
    ['US', '02134-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'k1a0b1'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'sw1a 1aa'],
    ['GB', 'GIR 0AA'],
    ['GB', 'BFPO 61'],
    ['NL', '1071 XX'],
    ['SE', '111 51'],
    ['SE', 'SE-111 51'],
    ['JP', '100-8994'],
    ['BR', '70002-900'],
    ['DE', ' 80331 '],
  ])('accept the %s postcode %j', (country, postcode) => {
    expect(fitsPostcode(format(country), postcode)).toBe(true);
  });

  it.each([
    ['US', '0213'],
    ['US', '021345'],
    ['DE', '8033'],
    ['NL', '1071 SA'],
    ['CA', 'D1A 0B1'],
    // Anchored around the whole alternation: a bare ^…$ would let these through on GB's first or last branch.
    ['GB', 'GIR 0AAX'],
    ['GB', 'XBFPO 61'],
    ['GB', 'SW1A 1AA BFPO 61'],
  ])('refuse the %s postcode %j', (country, postcode) => {
    expect(fitsPostcode(format(country), postcode)).toBe(false);
  });

  it('shows why the group matters: an ungrouped pattern lets text through around the GB alternation', () => {
    const zip = format('GB').zip!;
    expect(new RegExp(`^${zip}$`, 'i').test('GIR 0AAX')).toBe(true);
    expect(postcodePattern(zip).test('GIR 0AAX')).toBe(false);
  });

  it('has nothing to check where the country has no postcodes', () => {
    expect(fitsPostcode(format('AE'), 'anything')).toBeUndefined();
  });
});

const advice = (postcode: string, country: string, sender: string | null, locale?: string): string | null => {
  const found = postcodeAdvice(formats, postcode, country, sender, locale);
  return found === null ? null : english(found);
};

describe('postcodeAdvice', () => {
  it('says nothing about a postcode that fits, an empty one, or a country without postcodes', () => {
    expect(advice('75008', 'FR', 'DE')).toBeNull();
    expect(advice('  ', 'FR', 'DE')).toBeNull();
    expect(advice('12345', 'AE', 'DE')).toBeNull();
    expect(advice('12345', 'QQ', 'DE')).toBeNull();
  });

  it('has no advice for a postcode that fits the destination too (a German 80331 has the shape of a French one)', () => {
    expect(advice('80331', 'FR', 'DE')).toBeNull();
  });

  it("spots the sender's own postcode on a label going abroad", () => {
    expect(advice('1071 XX', 'DE', 'NL')).toBe('1071 XX looks like a postcode of the Netherlands; this label is going to Germany.');
    expect(advice('SW1A 1AA', 'US', 'GB')).toBe('SW1A 1AA looks like a postcode of the United Kingdom; this label is going to the United States.');
  });

  it('gives an example of the right shape otherwise', () => {
    expect(advice('W1A 1AA', 'DE', 'FR')).toBe('W1A 1AA is not a postcode of Germany, whose postcodes look like 26133.');
    expect(advice('123', 'NL', null)).toBe('123 is not a postcode of the Netherlands, whose postcodes look like 1234 AB.');
  });

  it('spots a US ZIP code that lost its leading zero in a spreadsheet', () => {
    expect(advice('2134', 'US', 'US')).toBe('2134 looks like a ZIP code that lost its leading zero: 02134?');
    expect(advice('2134-1234', 'US', null)).toBe('2134-1234 looks like a ZIP code that lost its leading zero: 02134-1234?');
  });

  it('names the countries in the visitor’s language', () => {
    expect(advice('1071 XX', 'DE', 'NL', 'de')).toBe('1071 XX looks like a postcode of Niederlande; this label is going to Deutschland.');
  });
});
