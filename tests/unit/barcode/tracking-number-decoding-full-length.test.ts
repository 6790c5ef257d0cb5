import { describe, it } from 'vitest';
import { FIELD_LIMITS } from '../../../src/label/field-limits';
import { expectBarcodesDecode, trackingNumbers } from '../../support/tracking-number-decoding';
import { sampled } from '../../support/test-depth';

// A file of its own so it runs beside tracking-number-decoding.test.ts: together, 1,000 values a deep run.
describe('tracking numbers at the length limit in the PDF barcode', () => {
  it(`decode back exactly at 40 characters, where the bars are thinnest, for ${sampled(500)} random printable-ASCII numbers`, async () => {
    await expectBarcodesDecode(trackingNumbers(FIELD_LIMITS.trackingNumber, FIELD_LIMITS.trackingNumber), sampled(500));
  }, 600_000);
});
