import { describe, expect, it } from 'vitest';
import { contentsTotals } from '../../../src/contents/contents-totals';
import type { ReadItem } from '../../../src/contents/read-contents';

const readItem = (changes: Partial<ReadItem> = {}): ReadItem => ({
  row: 0,
  description: 'Wool scarf, knitted',
  quantity: 1,
  netWeightKg: 0.2,
  value: 25,
  currency: 'EUR',
  hsCode: '611710',
  origin: 'GB',
  sku: '',
  ...changes,
});

describe('contentsTotals', () => {
  it('adds weights, values and pieces', () => {
    const totals = contentsTotals([readItem(), readItem({ row: 1, quantity: 3, netWeightKg: 0.45359237, value: 12.5 })]);
    expect(totals).toEqual({ netWeightKg: 0.654, value: 37.5, currency: 'EUR', quantity: 4 });
  });

  it('has no float noise: 0.1 + 0.2 totals 0.3', () => {
    const totals = contentsTotals([readItem({ value: 0.1, netWeightKg: 0.1 }), readItem({ value: 0.2, netWeightKg: 0.2 })]);
    expect(totals.value).toBe(0.3);
    expect(totals.netWeightKg).toBe(0.3);
  });

  it('rounds a value to the currency’s smallest coin: whole yen', () => {
    expect(contentsTotals([readItem({ currency: 'JPY', value: 1000.4 }), readItem({ currency: 'JPY', value: 0.4 })]).value).toBe(1001);
  });

  it('has no currency when there are no items, or they mix currencies', () => {
    expect(contentsTotals([])).toEqual({ netWeightKg: 0, value: 0, currency: null, quantity: 0 });
    expect(contentsTotals([readItem(), readItem({ currency: 'USD' })]).currency).toBeNull();
  });
});
