import { describe, expect, it } from 'vitest';
import { readParcelWeightKg, toKilograms } from '../../../src/contents/weight-units';

describe('toKilograms', () => {
  it('converts by the exact definitions of the pound and the ounce', () => {
    expect(toKilograms(1, 'lb')).toBe(0.45359237);
    expect(toKilograms(16, 'oz')).toBeCloseTo(0.45359237, 12);
    expect(toKilograms(500, 'g')).toBe(0.5);
    expect(toKilograms(2.5, 'kg')).toBe(2.5);
  });
});

describe('readParcelWeightKg', () => {
  it.each([
    ['2.5 kg', 2.5],
    ['2.5kg', 2.5],
    ['1,2 kg', 1.2],
    ['2 KG', 2],
    ['500 g', 0.5],
    ['3 lb', 3 * 0.45359237],
    ['3 lbs', 3 * 0.45359237],
    ['3 pounds', 3 * 0.45359237],
    ['12 oz', 12 * 0.028349523125],
    ['2 lb 3 oz', 2 * 0.45359237 + 3 * 0.028349523125],
    ['1 kg 200 g', 1.2],
  ])('reads the label weight %j', (text, kg) => {
    expect(readParcelWeightKg(text)).toBeCloseTo(kg, 9);
  });

  it.each(['', '2.5', 'heavy', '2.5 stone', '2 kg and a bit', '1,250 kg', 'kg', '5 constructor'])('reads no weight from %j', (text) => {
    expect(readParcelWeightKg(text)).toBeNull();
  });
});
