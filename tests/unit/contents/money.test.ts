import { describe, expect, it } from 'vitest';
import { currencyDigits, formatKg, formatMoney, isCurrencyCode } from '../../../src/contents/money';

describe('money and weights as the forms print them', () => {
  it('prints an amount with its code after it, to the currency’s smallest coin', () => {
    expect(formatMoney(85, 'EUR')).toBe('85.00 EUR');
    expect(formatMoney(1234.5, 'USD')).toBe('1,234.50 USD');
    expect(formatMoney(61849, 'JPY')).toBe('61,849 JPY');
  });

  it('knows how many decimals each currency has', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('prints kilograms to the gram', () => {
    expect(formatKg(0.35)).toBe('0.350 kg');
    expect(formatKg(12.5)).toBe('12.500 kg');
    expect(formatKg(1000)).toBe('1,000.000 kg');
  });

  it('accepts only ISO 4217 codes the platform knows, in capitals', () => {
    expect(['EUR', 'USD', 'JPY', 'CHF'].every(isCurrencyCode)).toBe(true);
    expect(['XYZ', 'eur', '€', 'EURO', ''].some(isCurrencyCode)).toBe(false);
  });
});
