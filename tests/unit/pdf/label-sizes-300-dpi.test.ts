import { describe, it } from 'vitest';
import { LABEL_SIZE_IDS } from '../../../src/label/label-sizes';
import { expectLabelPrintsOn } from '../../support/label-size-pdf-checks';
import { makeFullLabel } from '../../support/make-label';
import { TRACKING_NUMBER_SHAPES } from '../../support/tracking-number-shapes';

// One file per resolution, so the two run side by side.
describe.each(LABEL_SIZE_IDS)('a label on %s, printed at 300 dpi', (size) => {
  it.each(TRACKING_NUMBER_SHAPES)('is exactly the stock, holds every value in its slot, and its barcode of %s is whole dots and scans', async (_shape, value) => {
    await expectLabelPrintsOn({ size, dpi: 300, startSlot: size === 'letter-2up' ? 2 : 1 }, makeFullLabel({ trackingNumber: value }));
  }, 60_000);
});
