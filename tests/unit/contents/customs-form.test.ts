import { describe, expect, it } from 'vitest';
import { customsFormFor as decide, type CustomsFormDecision } from '../../../src/contents/customs-form';
import type { CustomsFormChoice } from '../../../src/contents/parcel-contents';
import { currencyDigits } from '../../../src/contents/money';
import { CN22_LIMIT_SDR, SDR_RATES, toSdr } from '../../../src/contents/sdr-rates';
import { english } from '../../support/english';

/** The decision with its sentence as an English-speaking visitor reads it. */
function customsFormFor(total: { value: number; currency: string | null }, choice: CustomsFormChoice, locale?: string): Omit<CustomsFormDecision, 'sentence'> & { sentence: string } {
  const decision = decide(total, choice, locale);
  return { ...decision, sentence: english(decision.sentence) };
}

/** The CN 22's limit in a currency at the table's rate, a smallest coin below and above it. */
function aroundTheLimit(currency: string): { under: number; over: number } {
  const coin = 10 ** -currencyDigits(currency);
  const limit = CN22_LIMIT_SDR * SDR_RATES.unitsPerSdr[currency]!;
  const under = Math.floor(limit / coin) * coin;
  return { under, over: under + coin };
}

describe('customsFormFor', () => {
  it('explains a CN 22 in one sentence: the value, in SDR, and the limit', () => {
    expect(customsFormFor({ value: 85, currency: 'EUR' }, 'by-value')).toEqual({
      form: 'CN22',
      sdr: 85 / SDR_RATES.unitsPerSdr.EUR!,
      sentence: 'CN 22: the contents are worth 85.00 EUR, about 72 SDR, within the CN 22’s limit of 300 SDR.',
    });
  });

  it('explains a CN 23 for contents over 300 SDR', () => {
    const decision = customsFormFor({ value: 520, currency: 'USD' }, 'by-value');
    expect(decision.form).toBe('CN23');
    expect(decision.sentence).toBe('CN 23: the contents are worth 520.00 USD, about 381 SDR, over the CN 22’s limit of 300 SDR.');
  });

  it.each(['EUR', 'USD', 'JPY', 'GBP', 'CHF'])('takes CN 22 just under 300 SDR in %s and CN 23 just over', (currency) => {
    const { under, over } = aroundTheLimit(currency);
    expect(customsFormFor({ value: under, currency }, 'by-value').form).toBe('CN22');
    expect(customsFormFor({ value: over, currency }, 'by-value').form).toBe('CN23');
  });

  it('pins the limit in euros, dollars and yen at the table’s rates of 20 October 2025', () => {
    expect(SDR_RATES.date).toBe('2025-10-20');
    expect(aroundTheLimit('EUR')).toEqual({ under: 351.52, over: expect.closeTo(351.53, 9) });
    expect(aroundTheLimit('USD')).toEqual({ under: 409.7, over: expect.closeTo(409.71, 9) });
    expect(aroundTheLimit('JPY')).toEqual({ under: 61848, over: 61849 });
  });

  it('never reads "about 300 SDR, over the limit": the figure rounds towards its side of the line', () => {
    const { over } = aroundTheLimit('EUR');
    expect(customsFormFor({ value: over, currency: 'EUR' }, 'by-value').sentence).toContain('about 301 SDR, over');
    const { under } = aroundTheLimit('EUR');
    expect(customsFormFor({ value: under, currency: 'EUR' }, 'by-value').sentence).toContain('about 299 SDR, within');
  });

  it('takes CN 23 when the visitor chose it, whatever the value', () => {
    expect(customsFormFor({ value: 20, currency: 'GBP' }, 'cn23')).toMatchObject({
      form: 'CN23',
      sentence: 'CN 23, as you chose: the contents are worth 20.00 GBP, about 19 SDR.',
    });
  });

  it('declares in full (CN 23) in a currency the table has no rate for', () => {
    expect(customsFormFor({ value: 10, currency: 'XOF' }, 'by-value')).toEqual({
      form: 'CN23',
      sdr: null,
      sentence: 'CN 23: ShipLabel has no rate for XOF, so it declares in full.',
    });
    expect(customsFormFor({ value: 10, currency: 'XYZ' }, 'by-value').sentence).toBe('CN 23: ShipLabel has no rate for XYZ, so it declares in full.');
  });

  it('takes CN 23 when the contents have no one currency', () => {
    expect(customsFormFor({ value: 0, currency: null }, 'by-value')).toMatchObject({ form: 'CN23', sdr: null });
  });

  it('writes the amount in the visitor’s figures when given their language', () => {
    expect(customsFormFor({ value: 1234.5, currency: 'EUR' }, 'cn23', 'de').sentence).toBe('CN 23, as you chose: the contents are worth 1.234,50 EUR, about 1,054 SDR.');
  });
});

describe('the SDR rate table', () => {
  it('has a rate for each of the commonest currencies, every one a positive number', () => {
    const common = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'INR', 'KRW', 'SGD', 'HKD', 'MXN', 'BRL', 'ZAR', 'TRY', 'ILS', 'AED', 'SAR'];
    for (const currency of common) expect(SDR_RATES.unitsPerSdr[currency], currency).toBeGreaterThan(0);
  });

  it('says where each rate that is not the IMF’s own figure of the day comes from', () => {
    expect(Object.keys(SDR_RATES.notes).sort()).toEqual(['HKD', 'HUF', 'SGD', 'TRY', 'ZAR']);
  });

  it('converts to SDR, and has no rate for what it does not list', () => {
    expect(toSdr(SDR_RATES.unitsPerSdr.USD!, 'USD')).toBe(1);
    expect(toSdr(100, 'toString')).toBeNull();
  });
});
