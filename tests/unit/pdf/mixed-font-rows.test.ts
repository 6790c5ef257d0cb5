import { describe, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../../src/stock/print-options';
import { makeLabel } from '../../support/make-label';
import { makeLetterSheet } from '../../support/make-custom-stock';
import { expectLabelsPrintOn } from '../../support/stock-pdf-checks';

const customLabel = (width: number, height: number) => ({ ...makeLetterSheet(), kind: 'label' as const, unit: 'mm' as const, width, height });

// Found by the stock property (seeds -1905512706 and -654732551): react-pdf measured a row a little wider than the
// model and broke it in two, its second line printing below the label's safe area.
describe('rows the model fitted', () => {
  it('print as one row when the row is in several fonts, inside the safe area of a 20.4 × 15 mm label', async () => {
    const label = makeLabel({ fromName: 'Ann', fromCompany: '106\nΛεωφόρος ריחל,', fromAddress: '', fromPhone: '', customMessage: '', trackingNumber: '' });
    await expectLabelsPrintOn({ ...DEFAULT_PRINT_OPTIONS, stockId: 'custom', custom: customLabel(20.4, 15) }, [label], { scan: false, readBack: false });
  }, 60_000);

  it('print as the rows of one stack of Arabic, inside the safe area of a 20.7 × 35.8 mm label', async () => {
    const fromName = 'Daniel Brooks of the Riverside Harbour Trading Company, Shipping Department, Building 12. '.repeat(3).trim();
    const fromAddress =
      'ثم نفس سقطت وبالتحديد،, جزيرتي باستخدام أن دنو. إذ هنا؟ الستار وتنصيب كان. أهّل ايطاليا، بريطانيا-فرنسا قد أخذ. سليمان، إتفاقية بين ما, يذكر الحدود أي بعد, معاملة بولندا، الإطلاق عل إيو.';
    const label = makeLabel({ toCompany: 'Alvarez Trading Company Limited', toAddress: '14 Harbour Road', toPhone: '', fromName, fromAddress, fromPhone: '', weight: '', dimensions: '', customMessage: '', trackingNumber: '' });
    await expectLabelsPrintOn({ ...DEFAULT_PRINT_OPTIONS, stockId: 'custom', custom: customLabel(20.7, 35.8) }, [label], { scan: false, readBack: false });
  }, 60_000);
});
