import { describe, expect, it } from 'vitest';
import { buildYear } from '../../../src/build/build-year';

describe("the build's year, which the footer's copyright names", () => {
  it("is the build machine's year, in UTC", () => {
    expect(buildYear({}, new Date('2026-11-27T12:00:00Z'))).toBe(2026);
    // New Year's Eve in New York is already the next year in UTC.
    expect(buildYear({}, new Date('2026-12-31T20:00:00-05:00'))).toBe(2027);
  });

  it("is a reproducible build's SOURCE_DATE_EPOCH year when it sets one, and the clock's when it is not a date", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(buildYear({ SOURCE_DATE_EPOCH: '1735689600' }, now)).toBe(2025); // 1 January 2025, 00:00 UTC
    expect(buildYear({ SOURCE_DATE_EPOCH: 'yesterday' }, now)).toBe(2026);
    expect(buildYear({ SOURCE_DATE_EPOCH: '' }, now)).toBe(2026);
  });
});
