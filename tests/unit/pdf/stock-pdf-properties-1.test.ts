import fc from 'fast-check';
import { describe, it } from 'vitest';
import { withinLimits } from '../../../src/label/field-limits';
import { anyLabel, naughtyLabel, propertyRuns } from '../../support/label-arbitrary';
import { anyPrintOptions } from '../../support/stock-arbitrary';
import { expectLabelsPrintOn } from '../../support/stock-pdf-checks';

// One of four files of 250 runs each (1,000 in all), so they run side by side.
describe('label PDFs on any stock (property, Node, part 1 of 4)', () => {
  it('prints 250 random labels on random stock, custom included, each page the stock, everything inside a label\'s safe area, bars on whole dots', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyLabel, naughtyLabel).filter(withinLimits), anyPrintOptions, async (label, options) => {
        await expectLabelsPrintOn(options, [label], { scan: false, readBack: false });
      }),
      { ...propertyRuns(250), timeout: 30_000 },
    );
  }, 600_000);
});
