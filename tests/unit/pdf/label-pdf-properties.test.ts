import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectPdfOrTypedError } from '../../support/expect-label-pdf';
import { anyLabel, propertyRuns } from '../../support/label-arbitrary';
import { sampled } from '../../support/test-depth';

// A hang fails the run (fast-check's timeout) instead of stalling the suite.
const RUN_TIMEOUT_MS = 30_000;

describe('label PDF from random input (property, Node)', () => {
  it(`gives a valid PDF with every drawable character, or a typed error, for ${sampled(1000)} random labels`, async () => {
    await fc.assert(fc.asyncProperty(anyLabel, expectPdfOrTypedError), { ...propertyRuns(1000), timeout: RUN_TIMEOUT_MS });
  }, 600_000);
});
