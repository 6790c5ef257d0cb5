import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeBox, layoutLabel } from '../../../src/label/face-layout';
import { MIN_FONT_PT } from '../../../src/label/face-line-parts';
import { withinLimits } from '../../../src/label/field-limits';
import { partyLines } from '../../../src/label/party-lines';
import { printableLabel } from '../../../src/label/printable-text';
import { STOCK_CATALOGUE } from '../../../src/stock/stock-catalogue';
import { expectInsideMargins } from '../../support/face-bounds';
import { anyLabel, naughtyLabel, propertyRuns } from '../../support/label-arbitrary';
import { sampled } from '../../support/test-depth';

const labelsWithinLimits = fc.oneof(anyLabel, naughtyLabel).filter(withinLimits);
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('label face layout on every stock (property)', () => {
  it(`lays ${sampled(400)} random labels out on every stock with every row and the barcode inside the margins, or on more labels set as small as allowed`, () => {
    fc.assert(
      fc.property(labelsWithinLimits, (label) => {
        const recipient = squeezed(partyLines(printableLabel(label), 'to').join(''));
        for (const stock of STOCK_CATALOGUE) {
          const layout = layoutLabel(label, stock);
          const items = layout.faces.flat();
          expectInsideMargins(layout, stock);
          // A second label only once the type is as small as it may get, and with nothing left out.
          const sizes = items.flatMap((item) => (item.kind === 'text' ? [item.sizePt] : []));
          if (layout.faces.length > 1) expect(Math.max(...sizes)).toBeLessThanOrEqual(MIN_FONT_PT + 1e-9);
          if (layout.faces.length > 1) expect(layout.omitted).toEqual([]);
          // Whatever a label leaves out, every character of the recipient is printed, in order.
          expect(squeezed(items.map((item) => (item.kind === 'text' ? item.text : '')).join('')), stock.id).toContain(recipient);
          // The bars are exactly as tall as the box the barcode image is made for.
          for (const item of items) if (item.kind === 'barcode') expect(item.heightMm, stock.id).toBe(barcodeBox(stock).heightMm);
        }
      }),
      propertyRuns(400),
    );
  }, 120_000);
});
