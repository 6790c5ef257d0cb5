import { describe, expect, it } from 'vitest';
import { paragraphDirection } from '../../../src/label/text-direction';

describe('paragraphDirection', () => {
  it('runs Hebrew, Arabic, Persian and Urdu right to left', () => {
    expect(paragraphDirection('שלום עולם')).toBe('rtl');
    expect(paragraphDirection('الرياض')).toBe('rtl');
    expect(paragraphDirection('تهران')).toBe('rtl');
    expect(paragraphDirection('کراچی')).toBe('rtl');
  });

  it('looks past digits and punctuation to the first letter', () => {
    expect(paragraphDirection('12 שלום')).toBe('rtl');
    expect(paragraphDirection('(الرياض)')).toBe('rtl');
    expect(paragraphDirection('۱۲ سلام')).toBe('rtl');
  });

  it('runs a line left to right when its first letter is Latin, whatever follows', () => {
    expect(paragraphDirection('Hello שלום')).toBe('ltr');
    expect(paragraphDirection('12 Main St, الرياض')).toBe('ltr');
  });

  it('runs a line right to left when its first letter is Hebrew, even with Latin after it', () => {
    expect(paragraphDirection('שלום Hello')).toBe('rtl');
  });

  it('runs text without letters left to right', () => {
    expect(paragraphDirection('')).toBe('ltr');
    expect(paragraphDirection('12345')).toBe('ltr');
    expect(paragraphDirection('— !? 10%')).toBe('ltr');
  });

  it('runs other left-to-right scripts left to right', () => {
    expect(paragraphDirection('東京都')).toBe('ltr');
    expect(paragraphDirection('Москва')).toBe('ltr');
  });
});
