import { describe, expect, it } from 'vitest';
import { loadAddressFormats } from '../../../src/address/address-formats';
import { ADDRESS_COUNTRY_CODES } from '../../../src/address/country-codes';
import { countryName, countryOptions, countryReader } from '../../../src/address/country-names';

const formats = await loadAddressFormats();
const read = countryReader(formats, []);

describe('countryReader', () => {
  it.each(['DE', 'de', 'De', ' de '])('reads the ISO code %j', (text) => {
    expect(read(text)).toEqual({ kind: 'country', code: 'DE' });
  });

  it.each([
    ['Germany', 'DE'],
    ['GERMANY', 'DE'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Alemania', 'DE'],
    ['United States', 'US'],
    ['Österreich', 'AT'],
    ['osterreich', 'AT'],
    ['Côte d’Ivoire', 'CI'],
    ["cote d'ivoire", 'CI'],
    ['Bosnia and Herzegovina', 'BA'],
    ['Saint Lucia', 'LC'],
    ['the Netherlands', 'NL'],
    ['日本', 'JP'],
    ['中国', 'CN'],
    ['대한민국', 'KR'],
    ['Россия', 'RU'],
    ['UK', 'GB'],
  ])('reads the name %j in any language Intl knows', (text, code) => {
    expect(read(text)).toEqual({ kind: 'country', code });
  });

  it.each([
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['u.s.', 'US'],
    ['United States of America', 'US'],
    ['Great Britain', 'GB'],
    ['England', 'GB'],
    ['Holland', 'NL'],
    ['Korea', 'KR'],
    ['Korea, Republic of', 'KR'],
    ['大韓民國', 'KR'],
    ['Turkey', 'TR'],
    ['Ivory Coast', 'CI'],
    ['DEU', 'DE'],
    ['jpn', 'JP'],
  ])('reads the older, informal or alpha-3 name %j', (text, code) => {
    expect(read(text)).toEqual({ kind: 'country', code });
  });

  it('reads the names of the locales it is given', () => {
    // Icelandic is not among the built-in languages.
    expect(countryReader(formats, [])('Þýskaland')).toEqual({ kind: 'unknown', text: 'Þýskaland' });
    expect(countryReader(formats, ['is'])('Þýskaland')).toEqual({ kind: 'country', code: 'DE' });
  });

  it('ignores a locale Intl rejects', () => {
    expect(countryReader(formats, ['not a locale!'])('Germany')).toEqual({ kind: 'country', code: 'DE' });
  });

  it('says a name two countries share is ambiguous', () => {
    expect(read('Kongo')).toEqual({ kind: 'ambiguous', text: 'Kongo', codes: ['CD', 'CG'] });
  });

  it('says what it cannot read is unknown, and blank is empty', () => {
    expect(read(' Atlantis ')).toEqual({ kind: 'unknown', text: 'Atlantis' });
    expect(read('ZZ')).toEqual({ kind: 'unknown', text: 'ZZ' });
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read(' \t')).toEqual({ kind: 'empty' });
  });
});

describe('countryName', () => {
  it('names a country in a language', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('falls back to the code for what Intl cannot name', () => {
    expect(countryName('USA')).toBe('USA');
    expect(countryName('DE', 'not a locale!')).toBe('DE');
  });
});

describe('countryOptions', () => {
  it('lists every country of the table, named and sorted in the language', () => {
    const options = countryOptions(formats, 'de');
    expect(options).toHaveLength(formats.codes.length);
    expect(options).toContainEqual({ code: 'DE', name: 'Deutschland' });
    const names = options.map(({ name }) => name);
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('keeps Kosovo, Ascension and Tristan da Cunha, which posts and carriers use', () => {
    expect(countryOptions(formats, 'en').map(({ code }) => code)).toEqual(expect.arrayContaining(['XK', 'AC', 'TA']));
  });
});

describe('ADDRESS_COUNTRY_CODES', () => {
  it('are the codes of the address table', () => {
    expect(ADDRESS_COUNTRY_CODES).toEqual(formats.codes);
  });
});
