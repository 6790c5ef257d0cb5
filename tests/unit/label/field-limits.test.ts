import { describe, expect, it } from 'vitest';
import {
  FIELD_LIMITS,
  LabelTooLongError,
  assertWithinLimits,
  countCharacters,
  cutToLimits,
  fieldsOverLimit,
} from '../../../src/label/field-limits';
import { LABEL_FIELDS } from '../../../src/label/label-data';
import { makeLabel } from '../../support/make-label';

describe('countCharacters', () => {
  it('counts characters as a person does: an emoji or an accented letter is one', () => {
    expect(countCharacters('Zoë')).toBe(3);
    expect(countCharacters('📦📦')).toBe(2);
    expect(countCharacters('')).toBe(0);
  });

  it('counts a lone surrogate as one character instead of failing', () => {
    expect(countCharacters('a\ud800b\udc00')).toBe(4);
  });
});

describe('field limits', () => {
  it('are generous: a few hundred for a line, a few thousand for an address or message', () => {
    for (const field of ['toName', 'toCompany', 'fromName', 'fromCompany'] as const) expect(FIELD_LIMITS[field]).toBe(300);
    for (const field of ['toAddress', 'fromAddress', 'customMessage'] as const) expect(FIELD_LIMITS[field]).toBe(2000);
    for (const field of ['toPhone', 'fromPhone', 'weight', 'dimensions'] as const) expect(FIELD_LIMITS[field]).toBe(100);
    expect(FIELD_LIMITS.trackingNumber).toBe(40);
  });

  it('let a 40-line address and a 2,000-character word through', () => {
    const fortyLines = Array.from({ length: 40 }, (_, line) => `Building ${line + 1}, Industrial Estate`).join('\n');
    expect(fieldsOverLimit(makeLabel({ toAddress: fortyLines, customMessage: 'W'.repeat(2000) }))).toEqual([]);
  });

  it('name every field past its limit, in form order', () => {
    const label = makeLabel({ customMessage: 'x'.repeat(2001), toName: 'x'.repeat(301), trackingNumber: '1'.repeat(41) });
    expect(fieldsOverLimit(label)).toEqual(['toName', 'trackingNumber', 'customMessage']);
  });

  it('allow exactly the limit in every field', () => {
    const atLimits = Object.fromEntries(LABEL_FIELDS.map((field) => [field, '😀'.repeat(FIELD_LIMITS[field])]));
    expect(fieldsOverLimit(makeLabel(atLimits))).toEqual([]);
  });
});

describe('assertWithinLimits', () => {
  it('throws a typed error that names the fields and their limits', () => {
    const tooLong = makeLabel({ fromAddress: 'a'.repeat(2001) });

    expect(() => assertWithinLimits(tooLong)).toThrow(LabelTooLongError);
    expect(() => assertWithinLimits(tooLong)).toThrow('fromAddress (at most 2000 characters)');
    try {
      assertWithinLimits(tooLong);
    } catch (error) {
      expect(error).toMatchObject({ name: 'LabelTooLongError', fields: ['fromAddress'] });
    }
  });

  it('lets a label within its limits pass', () => {
    expect(() => assertWithinLimits(makeLabel())).not.toThrow();
  });
});

describe('cutToLimits', () => {
  it('cuts only the fields past their limits, counting an emoji as one character', () => {
    const label = makeLabel({ toAddress: `${'📦'.repeat(1999)}ab`, toName: 'Ann' });
    const cut = cutToLimits(label);

    expect(cut.toName).toBe('Ann');
    expect(cut.toAddress).toBe(`${'📦'.repeat(1999)}a`);
    expect(cutToLimits(makeLabel())).toEqual(makeLabel());
  });
});
