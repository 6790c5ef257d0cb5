import fc from 'fast-check';
import { describe, it } from 'vitest';
import { withinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import type { StockGroup } from '../../src/stock/label-stock';
import { slotCount } from '../../src/stock/stock-geometry';
import { STOCK_CATALOGUE } from '../../src/stock/stock-catalogue';
import { anyLabel, naughtyLabel, propertyRuns } from './label-arbitrary';
import { makeFullLabel, makeLabel } from './make-label';
import { anyPrintOptions } from './stock-arbitrary';
import { expectLabelsPrintOn } from './stock-pdf-checks';
import { optionsFor } from './stock';
import { TRACKING_NUMBER_SHAPES } from './tracking-number-shapes';
import { sampled, sampleOf } from './test-depth';

/** The share of each group's stock a per-commit run prints. */
const STOCK_SHARE = 0.1;

/** A label with little on it: a name, one address line, the sender's name and a tracking number. */
export const shortLabel = (trackingNumber: string): LabelData =>
  makeLabel({ toCompany: '', toAddress: '1 Main St', toPhone: '', fromCompany: '', fromAddress: '', fromPhone: '', weight: '', dimensions: '', customMessage: '', trackingNumber });

/** A label with everything on it, and an address and a message long enough to crowd any label. */
export const longLabel = (): LabelData =>
  makeFullLabel({
    toAddress: Array.from({ length: 9 }, (_, line) => `Building ${line + 1}, Riverside Industrial Estate, Harbour Road`).join('\n'),
    customMessage: 'Fragile: glass inside. Leave with the neighbour at number 12 if nobody is home. '.repeat(3).trim(),
  });

/**
 * The catalogue's PDF checks for the groups given: each stock at its usual resolution, a short label with each
 * shape of tracking number (on a sheet, in its last slot) and a long one. One file per group, so they run side by side.
 * A per-commit run checks a tenth of the group's stock (one at least), drawn by the commit; a deep run checks every one.
 */
export function describeStockPdfs(groups: readonly StockGroup[]): void {
  const stocks = STOCK_CATALOGUE.filter((entry) => groups.includes(entry.group));
  for (const stock of sampleOf(stocks, STOCK_SHARE, groups.join())) {
    describe(`${stock.id}: ${stock.product}`, () => {
      it.each(TRACKING_NUMBER_SHAPES)('prints a short label with %s inside its safe area, barcode whole dots and scanning', async (_shape, value) => {
        await expectLabelsPrintOn(optionsFor(stock.id, { startSlot: slotCount(stock) }), [shortLabel(value)]);
      }, 60_000);

      it('prints a long label inside the safe area of every label it takes', async () => {
        await expectLabelsPrintOn(optionsFor(stock.id), [longLabel()]);
      }, 60_000);
    });
  }
}

/**
 * A quarter of the 1,000-label property (a per-commit sample of it but in a deep run): 250 random labels, valid or naughty, on random stock (the catalogue's and
 * custom labels and sheets) at random resolution, slot and shift, each PDF checked as above but for scanning and
 * reading every value back. Four files of it run side by side.
 */
export function describeStockPdfProperty(part: number): void {
  describe(`label PDFs on any stock (property, Node, part ${part} of 4)`, () => {
    it(`prints ${sampled(250)} random labels on random stock, custom included, each page the stock, everything inside a label's safe area, bars on whole dots`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyLabel, naughtyLabel).filter(withinLimits), anyPrintOptions, async (label, options) => {
          await expectLabelsPrintOn(options, [label], { scan: false, readBack: false });
        }),
        { ...propertyRuns(250, part), timeout: 30_000 },
      );
    }, 600_000);
  });
}
