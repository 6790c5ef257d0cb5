import { describe, expect, it } from 'vitest';
import { CONTENTS_TEXT_LIMITS, ITEM_TEXT_LIMITS, MAX_ITEMS, MAX_ITEM_VALUE, MAX_ITEM_WEIGHT_KG, MAX_QUANTITY, fitsCharacters } from '../../../src/contents/contents-limits';

describe('contents limits', () => {
  it('fit the forms’ small boxes and stop only typing slips', () => {
    expect(ITEM_TEXT_LIMITS).toEqual({ description: 200, hsCode: 20, sku: 100 });
    expect(CONTENTS_TEXT_LIMITS.comments).toBe(300);
    expect(CONTENTS_TEXT_LIMITS.senderReference).toBe(50);
    expect([MAX_ITEMS, MAX_QUANTITY, MAX_ITEM_WEIGHT_KG, MAX_ITEM_VALUE]).toEqual([20, 9_999, 1_000, 1_000_000]);
  });

  it('count characters as people do, and judge a pasted megabyte without counting it', () => {
    expect(fitsCharacters('é'.repeat(200), 200)).toBe(true);
    expect(fitsCharacters('🎁'.repeat(200), 200)).toBe(true);
    expect(fitsCharacters('🎁'.repeat(201), 200)).toBe(false);
    expect(fitsCharacters('x'.repeat(1_000_000), 200)).toBe(false);
  });
});
