import { describe, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../../src/stock/print-options';
import { makeLabel } from '../../support/make-label';
import { makeLetterSheet } from '../../support/make-custom-stock';
import { expectLabelsPrintOn } from '../../support/stock-pdf-checks';

// Found by the stock property (seed -1905512706): react-pdf measured a row of Greek, a Helvetica space and Hebrew a
// little wider than the model and broke it in two, its second line printing below the label's safe area.
describe('a row in several fonts', () => {
  it('prints as the one row the model fitted, inside the safe area of a 20.4 × 15 mm label', async () => {
    const custom = { ...makeLetterSheet(), kind: 'label' as const, unit: 'mm' as const, width: 20.4, height: 15 };
    const label = makeLabel({ fromName: 'Ann', fromCompany: '106\nΛεωφόρος ריחל,', fromAddress: '', fromPhone: '', customMessage: '', trackingNumber: '' });
    await expectLabelsPrintOn({ ...DEFAULT_PRINT_OPTIONS, stockId: 'custom', custom }, [label], { scan: false, readBack: false });
  }, 60_000);
});
