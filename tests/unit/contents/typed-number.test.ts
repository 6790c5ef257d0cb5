import { describe, expect, it } from 'vitest';
import { readTypedNumber, typedNumber } from '../../../src/contents/typed-number';

describe('readTypedNumber', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['+12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0,350', 0.35],
    ['.5', 0.5],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ["1'234.50", 1234.5],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
  ])('reads %j as %d', (text, value) => {
    expect(readTypedNumber(text)).toBe(value);
  });

  it('returns negatives as negative, so the caller can say they cannot be', () => {
    expect(readTypedNumber('-1')).toBe(-1);
    expect(readTypedNumber('−2,5')).toBe(-2.5);
  });

  it.each(['', '   ', 'abc', '12 kg', '1e308', '0x10', 'Infinity', 'NaN', '1,2,3', '1.2.3,4,5', '12.', '--1', '1 2', '€12'])(
    'reads nothing from %j',
    (text) => {
      expect(readTypedNumber(text)).toBeNull();
    },
  );

  it('reads nothing from a pasted paragraph of digits, without scanning it', () => {
    expect(readTypedNumber('9'.repeat(1_000_000))).toBeNull();
  });

  it('never guesses "1,250": 1250 in English, 1.25 in most of Europe', () => {
    expect(readTypedNumber('1,250')).toBeNull();
    expect(typedNumber('1,250')).toEqual({ kind: 'ambiguous', asDecimal: 1.25, asThousands: 1250 });
  });

  it('tells an empty field from one that is not a number', () => {
    expect(typedNumber(' ')).toEqual({ kind: 'empty' });
    expect(typedNumber('twelve')).toEqual({ kind: 'invalid' });
  });
});
