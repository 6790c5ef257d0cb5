import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../../../src/label/face-layout';
import { MIN_FONT_PT } from '../../../src/label/face-lines';
import { withinLimits } from '../../../src/label/field-limits';
import { LABEL_SIZE_IDS } from '../../../src/label/label-sizes';
import { expectInsideMargins } from '../../support/face-bounds';
import { anyLabel, naughtyLabel, propertyRuns } from '../../support/label-arbitrary';

const labelsWithinLimits = fc.oneof(anyLabel, naughtyLabel).filter(withinLimits);

describe('label face layout on every size (property)', () => {
  it('lays 400 random labels out on every size with every row and the barcode inside the margins, or on more labels set as small as allowed', () => {
    fc.assert(
      fc.property(labelsWithinLimits, (label) => {
        for (const size of LABEL_SIZE_IDS) {
          const layout = layoutLabel(label, size);
          expectInsideMargins(layout);
          // A second label only once the type is as small as it may get.
          const sizes = layout.faces.flat().flatMap((item) => (item.kind === 'text' ? [item.sizePt] : []));
          if (layout.faces.length > 1) expect(Math.max(...sizes)).toBeLessThanOrEqual(MIN_FONT_PT + 1e-9);
        }
      }),
      propertyRuns(400),
    );
  }, 120_000);
});
