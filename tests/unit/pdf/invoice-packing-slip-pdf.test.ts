// The commercial invoice and the packing slip drawn into real PDFs, as the worker draws faces, and read back with
// poppler: in Latin, Cyrillic, Chinese, Japanese and Arabic, each line's total and the invoice's total lie inside the
// boxes the layout gave them, and the packing slip lists every item on Letter and on a 4 × 6 in label.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePages, type InvoiceDocument } from '../../../src/contents/forms/invoice-pages';
import { packingSlipPages, type PackingSlipDocument } from '../../../src/contents/forms/packing-slip-pages';
import { embeddedFontSet } from '../../../src/label/embedded-font-set';
import { HELVETICA_SET, type FontSet } from '../../../src/label/font-set';
import { fontsNeeded } from '../../../src/label/fonts-needed';
import type { Rect } from '../../../src/stock/sheet-slots';
import { makeInvoice, makeInvoiceLine, makePackingSlip, makeSeller, makeSlipLine } from '../../support/make-documents';
import { loadFontsInNode } from '../../support/node-fonts';
import { pdfWords, type PdfWord } from '../../support/pdf-words';
import { pageOfFace, renderFacesPdf } from '../../support/render-faces-pdf';
import { expectWordsInBox } from '../../support/words-in-box';

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const FOUR_BY_SIX = { width: 101.6, height: 152.4 };

type Sample = { script: string; name: string; address: string[]; items: [string, string, string]; origin: string; note: string };

const SAMPLES: Sample[] = [
  { script: 'Latin', name: 'Zofia Wójcik-Łęcka', address: ['ul. Żółkiewskiego 12', '31-539 Kraków', 'Polska'], items: ['Ręcznie malowana miska', 'Łyżka drewniana', 'Świeca sojowa'], origin: 'Česko', note: 'Dziękujemy za zamówienie!' },
  { script: 'Cyrillic', name: 'Иван Петров', address: ['улица Тверская, дом 7', '125009 Москва', 'Россия'], items: ['Матрёшка деревянная', 'Платок шерстяной', 'Чайник заварочный'], origin: 'Россия', note: 'Спасибо за заказ!' },
  { script: 'Chinese', name: '王小明', address: ['朝阳区建国路88号', '北京市 100022', '中国'], items: ['手工陶瓷茶杯', '丝绸围巾', '竹制筷子'], origin: '中国', note: '感谢您的订购！' },
  { script: 'Japanese', name: '山田太郎', address: ['丸の内2-7-2', '千代田区 東京都', '日本'], items: ['手ぬぐい 綿', 'こけし人形', '急須 常滑焼'], origin: '日本', note: 'ご注文ありがとうございました。' },
  { script: 'Arabic', name: 'أحمد علي', address: ['شارع التحرير ٥', 'القاهرة', 'مصر'], items: ['فنجان قهوة خزفي', 'وشاح حريري', 'مصباح نحاسي'], origin: 'مصر', note: 'شكرا لطلبكم' },
];

const invoiceIn = (sample: Sample): InvoiceDocument =>
  makeInvoice({
    seller: makeSeller({ name: sample.name, addressLines: sample.address }),
    lines: sample.items.map((description, index) => makeInvoiceLine({ description, origin: sample.origin, quantity: index + 1, unitValue: '10.00', lineTotal: `${10 * (index + 1)}.00` })),
    totalValue: '60.00',
  });

const slipIn = (sample: Sample): PackingSlipDocument =>
  makePackingSlip({
    shipTo: makeSeller({ name: sample.name, addressLines: sample.address }),
    lines: sample.items.map((description, index) => makeSlipLine({ sku: `SKU-${index + 1}`, description, quantity: index + 1 })),
    note: sample.note,
  });

const fontsFor = async (texts: readonly string[]): Promise<FontSet> => {
  const needed = fontsNeeded(texts);
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFontsInNode(needed));
};

type Printed = { words: PdfWord[]; boxes: Record<string, Rect>[] };
type Sheets = { invoice: Printed; letter: Printed; label: Printed };
const printed = new Map<string, Sheets>();

beforeAll(async () => {
  for (const sample of SAMPLES) {
    const fonts = await fontsFor([sample.name, ...sample.address, ...sample.items, sample.origin, sample.note]);
    const render = async (pageMm: typeof A4, laidOut: ReturnType<typeof invoicePages>): Promise<Printed> => ({
      words: pdfWords(await renderFacesPdf(laidOut.pages.map((face) => pageOfFace(face, pageMm)), 'Shipping documents')),
      boxes: laidOut.boxes,
    });
    printed.set(sample.script, {
      invoice: await render(A4, invoicePages(invoiceIn(sample), A4, fonts)),
      letter: await render(LETTER, packingSlipPages(slipIn(sample), LETTER, fonts)),
      label: await render(FOUR_BY_SIX, packingSlipPages(slipIn(sample), FOUR_BY_SIX, fonts)),
    });
  }
}, 120_000);

describe.each(SAMPLES)('shipping documents in $script, printed', (sample) => {
  it('print the invoice’s lines, their totals and the total value inside their boxes', () => {
    const { words, boxes } = printed.get(sample.script)!.invoice;
    expect(boxes).toHaveLength(1);
    const box = boxes[0]!;
    invoiceIn(sample).lines.forEach((line, index) => {
      expectWordsInBox(words, box[`line.${index}.description`]!, line.description, `line ${index + 1}: description`);
      expectWordsInBox(words, box[`line.${index}.origin`]!, line.origin, `line ${index + 1}: origin`);
      expectWordsInBox(words, box[`line.${index}.lineTotal`]!, line.lineTotal, `line ${index + 1}: total`);
    });
    expectWordsInBox(words, box.totalValue!, '60.00 EUR', 'total value');
    expectWordsInBox(words, box.seller!, sample.name, 'seller');
    expectWordsInBox(words, box.seller!, sample.address.join(' '), 'seller’s address');
  });

  it.each(['letter', 'label'] as const)('list every item of the packing slip on the %s with its SKU and quantity', (size) => {
    const { words, boxes } = printed.get(sample.script)![size];
    expect(boxes).toHaveLength(1);
    const box = boxes[0]!;
    slipIn(sample).lines.forEach((line, index) => {
      expectWordsInBox(words, box[`line.${index}.sku`]!, line.sku, `line ${index + 1}: SKU`);
      expectWordsInBox(words, box[`line.${index}.quantity`]!, String(line.quantity), `line ${index + 1}: quantity`);
      expectWordsInBox(words, box[`line.${index}.description`]!, line.description, `line ${index + 1}: description`);
    });
    expectWordsInBox(words, box.shipTo!, sample.name, 'ship to');
    expectWordsInBox(words, box.shipTo!, sample.address.join(' '), 'ship to’s address');
    expectWordsInBox(words, box.note!, sample.note, 'note');
  });
});

describe('shipping documents printed', () => {
  it('print their titles and page numbers', () => {
    const { invoice, letter } = printed.get('Latin')!;
    const text = (words: readonly PdfWord[]) => words.map((word) => word.text).join(' ');
    expect(text(invoice.words)).toContain('COMMERCIAL INVOICE');
    expect(text(invoice.words)).toContain('Page 1 of 1');
    expect(text(letter.words)).toContain('PACKING SLIP');
  });
});
