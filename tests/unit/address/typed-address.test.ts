import { describe, expect, it } from 'vitest';
import { loadAddressFormats } from '../../../src/address/address-formats';
import { countryReader } from '../../../src/address/country-names';
import { postedTypedAddress } from '../../../src/address/typed-address';

const formats = await loadAddressFormats();
const readCountry = countryReader(formats, []);

/** The typed lines (one string each) as the destination's post writes them. */
const posted = (typed: readonly string[], country: string, sender: string | null) =>
  postedTypedAddress(formats, typed.join('\n'), country, sender, readCountry).split('\n');

describe('postedTypedAddress', () => {
  it('puts a German postcode typed after the town before it', () => {
    expect(posted(['Hauptstraße 5', 'München 80331'], 'DE', 'DE')).toEqual(['Hauptstraße 5', '80331 München']);
  });

  it('keeps a locality already in order, and adds the country line from abroad', () => {
    expect(posted(['Hauptstraße 5', '80331 München'], 'DE', 'US')).toEqual(['Hauptstraße 5', '80331 München', 'GERMANY']);
  });

  it('drops a last line naming the country at home, and reads the state between city and ZIP code', () => {
    expect(posted(['12 Elm St', 'Boston, MA 02134', 'United States'], 'US', 'US')).toEqual(['12 Elm St', 'BOSTON, MA 02134']);
  });

  it('writes the country line in the post’s words from abroad, whatever the typed one said', () => {
    expect(posted(['12 Elm St', 'boston ma 02134-1234', 'USA'], 'US', 'DE')).toEqual(['12 Elm St', 'BOSTON, MA 02134-1234', 'UNITED STATES']);
  });

  it('turns a state typed by name into its key', () => {
    expect(posted(['1 Main St', 'Charleston West Virginia 25301'], 'US', 'US')).toEqual(['1 Main St', 'CHARLESTON, WV 25301']);
    expect(posted(['1 Main St', 'Virginia Beach, Virginia 23451'], 'US', 'US')).toEqual(['1 Main St', 'VIRGINIA BEACH, VA 23451']);
  });

  it('reads Australian and Canadian localities, whose postcodes follow the state', () => {
    expect(posted(['111 Bourke St', 'Melbourne VIC 3000'], 'AU', 'AU')).toEqual(['111 Bourke St', 'MELBOURNE VIC 3000']);
    expect(posted(['2701 Riverside Dr', 'Ottawa ON K1A 0B1'], 'CA', 'US')).toEqual(['2701 RIVERSIDE DR', 'OTTAWA ON K1A 0B1', 'CANADA']);
  });

  it('reads an Italian province after the town', () => {
    expect(posted(['Piazza del Colosseo 1', '00184 Roma RM'], 'IT', 'IT')).toEqual(['Piazza del Colosseo 1', '00184 ROMA RM']);
  });

  it('puts a British postcode on its own line, typed after the town or below it', () => {
    expect(posted(['Buckingham Palace', 'London SW1A 1AA'], 'GB', 'GB')).toEqual(['Buckingham Palace', 'LONDON', 'SW1A 1AA']);
    expect(posted(['Buckingham Palace', 'London', 'SW1A 1AA', 'UK'], 'GB', 'FR')).toEqual(['Buckingham Palace', 'LONDON', 'SW1A 1AA', 'UNITED KINGDOM']);
  });

  it('reads a Swedish postcode typed with or without its prefix', () => {
    expect(posted(['Drottninggatan 1', 'SE-111 51 Stockholm'], 'SE', 'SE')).toEqual(['Drottninggatan 1', '111 51 Stockholm']);
    expect(posted(['Drottninggatan 1', '111 51 Stockholm'], 'SE', 'DE')).toEqual(['Drottninggatan 1', 'SE-111 51 Stockholm', 'SWEDEN']);
  });

  it.each([
    ['no postcode of the country on the last line', ['Hauptstraße 5', 'München'], 'DE', 'GERMANY'],
    ['a postcode of another shape', ['Hauptstraße 5', 'München 8033'], 'DE', 'GERMANY'],
    ['a street line where the town should be', ['Buckingham Palace Road 5', 'SW1A 1AA'], 'GB', 'UNITED KINGDOM'],
    ['a postcode alone where the format wants it beside the town', ['Hauptstraße 5', 'München', '80331'], 'DE', 'GERMANY'],
    ['a Japanese address, written large to small', ['〒100-8994', '東京都千代田区丸の内2-7-2', 'JPタワー'], 'JP', 'JAPAN'],
    ['a country without postcodes', ['Sheikh Zayed Rd', 'Dubai'], 'AE', 'UNITED ARAB EMIRATES'],
    ['a state where the town should be', ['12 Elm St', 'West Virginia 25301'], 'US', 'UNITED STATES'],
    ['a state under the town', ['12 Elm St', 'Boston', 'MA 02134'], 'US', 'UNITED STATES'],
  ])('keeps the lines as typed when it finds %s, adding only the destination last when it goes abroad', (_what, typed, country, name) => {
    const text = typed.join('\n');
    expect(postedTypedAddress(formats, text, country, 'FR', readCountry)).toBe(`${text}\n${name}`);
    expect(postedTypedAddress(formats, text, country, country, readCountry)).toBe(text);
  });

  it.each([
    ['nothing but the country', ['Germany'], 'DE'],
    ['a last line naming another country than the chosen one', ['Line 1', '80331 München', 'Germany'], 'US'],
  ])('returns the text exactly as typed when it finds %s', (_what, typed, country) => {
    const text = typed.join('\n');
    expect(postedTypedAddress(formats, text, country, 'FR', readCountry)).toBe(text);
  });

  it('keeps a typed country line when it returns the text as typed', () => {
    const text = 'Hauptstraße 5\nMünchen\nGermany';
    expect(postedTypedAddress(formats, text, 'DE', 'US', readCountry)).toBe(text);
  });
});
