import { describe, it } from 'vitest';
import { FIELD_LIMITS } from '../../../src/label/field-limits';
import { expectBarcodesDecode, trackingNumbers } from '../../support/tracking-number-decoding';
import { sampled } from '../../support/test-depth';

// Half of the 1,000 values of a deep run (a per-commit sample of them otherwise); tracking-number-decoding-full-length.test.ts has the other half.
describe('tracking numbers of any length in the PDF barcode', () => {
  it(`decode back to exactly the value typed, for ${sampled(500)} random printable-ASCII numbers of 1 to 40 characters`, async () => {
    await expectBarcodesDecode(trackingNumbers(1, FIELD_LIMITS.trackingNumber), sampled(500));
  }, 600_000);
});
