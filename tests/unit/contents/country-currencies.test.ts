import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRY_CODES } from '../../../src/address/country-codes';
import { COUNTRY_CURRENCIES, currencyOfCountry } from '../../../src/contents/country-currencies';
import { isCurrencyCode } from '../../../src/contents/money';

describe("the currency of the sender's country", () => {
  it('is USD from the United States, GBP from the United Kingdom and EUR from the euro area', () => {
    expect(['US', 'GB', 'DE', 'FR', 'IE', 'HR', 'BG'].map(currencyOfCountry)).toEqual(['USD', 'GBP', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR']);
  });

  it("is each other common shipping country's own", () => {
    expect(['CA', 'AU', 'JP', 'CH', 'SE', 'NO', 'DK', 'PL', 'NZ', 'IN'].map(currencyOfCountry)).toEqual(['CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'NZD', 'INR']);
  });

  it('is EUR when the country is not known, or not in the table', () => {
    expect([null, 'AQ', 'toString'].map(currencyOfCountry)).toEqual(['EUR', 'EUR', 'EUR']);
  });

  it('names only currencies the platform knows, for countries the address formats know', () => {
    const entries = Object.entries(COUNTRY_CURRENCIES);
    expect(entries.filter(([, currency]) => !isCurrencyCode(currency))).toEqual([]);
    expect(entries.map(([country]) => country).filter((country) => !ADDRESS_COUNTRY_CODES.includes(country))).toEqual([]);
  });
});
