import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectPdfOrTypedError } from '../../support/expect-label-pdf';
import { naughtyLabel, propertyRuns } from '../../support/label-arbitrary';
import { sampled } from '../../support/test-depth';

const RUN_TIMEOUT_MS = 30_000;

// A file of its own, so it can run beside label-pdf-properties: together they make 2,000 labels a run.
describe('label PDF from naughty strings (property, Node)', () => {
  it(`gives a valid PDF with every drawable character, or a typed error, for ${sampled(1000)} labels of naughty strings`, async () => {
    await fc.assert(fc.asyncProperty(naughtyLabel, expectPdfOrTypedError), { ...propertyRuns(1000), timeout: RUN_TIMEOUT_MS });
  }, 600_000);
});
