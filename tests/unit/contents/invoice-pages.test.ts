import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_DECLARATION, invoicePages } from '../../../src/contents/forms/invoice-pages';
import { HELVETICA_SET } from '../../../src/label/font-set';
import { extents, readInside, textsStraddling } from '../../support/face-text-boxes';
import { makeBuyer, makeInvoice, makeInvoiceLine, makeInvoiceLines, makeSeller } from '../../support/make-documents';

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const MARGIN_MM = 10;
const TOLERANCE_MM = 1e-6;
// Type may reach a hair above its row (accented capitals).
const TOP_SLACK_MM = 0.1;

const texts = (face: ReturnType<typeof invoicePages>['pages'][number]) => face.flatMap((item) => (item.kind === 'text' ? [item.text] : []));

describe('the commercial invoice', () => {
  it.each([
    ['A4', A4],
    ['Letter', LETTER],
  ])('keeps every line and word inside the %s page’s margins, however many lines', (_, pageMm) => {
    for (const count of [0, 3, 40, 100]) {
      for (const face of invoicePages(makeInvoice({ lines: makeInvoiceLines(count), signature: null }), pageMm, HELVETICA_SET).pages) {
        for (const { left, right, top, bottom } of extents(face)) {
          expect(left).toBeGreaterThanOrEqual(MARGIN_MM - TOLERANCE_MM);
          expect(right).toBeLessThanOrEqual(pageMm.width - MARGIN_MM + TOLERANCE_MM);
          expect(top).toBeGreaterThanOrEqual(MARGIN_MM - TOP_SLACK_MM);
          expect(bottom).toBeLessThanOrEqual(pageMm.height - MARGIN_MM + TOLERANCE_MM);
        }
      }
    }
  });

  it('is one page for a few lines, every value in its own box', () => {
    const { pages, boxes } = invoicePages(makeInvoice(), A4, HELVETICA_SET);
    expect(pages).toHaveLength(1);
    const [face, box] = [pages[0]!, boxes[0]!];
    expect(texts(face)).toContain('COMMERCIAL INVOICE');
    expect(readInside(face, box.page!)).toBe('Page 1 of 1');
    expect(readInside(face, box.invoiceNumber!)).toBe('INV-2026-0042');
    expect(readInside(face, box.date!)).toBe('2026-11-25');
    expect(readInside(face, box.reasonForExport!)).toBe('Sale');
    expect(readInside(face, box.incoterm!)).toBe('DAP');
    expect(readInside(face, box.currency!)).toBe('EUR');
    expect(readInside(face, box.seller!)).toBe('Rosa Chen Chen Ceramics 41 Pearl Street Somerville, MA 02145 United States Tel. +1 617 555 0100');
    expect(readInside(face, box.sellerTaxId!)).toBe('US123456789');
    expect(readInside(face, box.buyer!)).toContain('Jürgen Groß Groß & Söhne GmbH');
    expect(readInside(face, box.buyerTaxId!)).toBe('DE123456789');
    expect(['description', 'hsCode', 'origin', 'quantity', 'unitValue', 'lineTotal'].map((key) => readInside(face, box[`line.2.${key}`]!))).toEqual([
      'Paperback book',
      '4901.99',
      'United Kingdom',
      '3',
      '14.17',
      '42.50',
    ]);
    expect(readInside(face, box.totalQuantity!)).toBe('6');
    expect(readInside(face, box.totalNetWeight!)).toBe('1.670');
    expect(readInside(face, box.totalGrossWeight!)).toBe('1.850');
    expect(readInside(face, box.totalValue!)).toBe('85.00 EUR');
    expect(readInside(face, box.declaration!)).toBe(DEFAULT_INVOICE_DECLARATION);
    expect(readInside(face, box.signature!)).toBe('2026-11-25 Rosa Chen');
    for (const [key, rect] of Object.entries(box)) expect(textsStraddling(face, rect), key).toEqual([]);
  });

  it('names the currency in the value columns’ titles', () => {
    const face = invoicePages(makeInvoice({ currency: 'USD' }), A4, HELVETICA_SET).pages[0]!;
    expect(texts(face)).toEqual(expect.arrayContaining(['Unit value (USD)', 'Line total (USD)']));
  });

  it('runs 40 lines on to a second page: its number and "Page N of M" on each, the parties on the first, the totals on the last', () => {
    const { pages, boxes } = invoicePages(makeInvoice({ lines: makeInvoiceLines(40) }), A4, HELVETICA_SET);
    expect(pages).toHaveLength(2);
    expect(pages.map((face, index) => readInside(face, boxes[index]!.page!))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(pages.map((face, index) => readInside(face, boxes[index]!.invoiceNumber!))).toEqual(['INV-2026-0042', 'INV-2026-0042']);
    expect(boxes[0]!.seller).toBeDefined();
    expect(boxes[1]!.seller).toBeUndefined();
    for (const key of ['totalValue', 'totalQuantity', 'declaration', 'signature']) {
      expect(boxes[0]![key], key).toBeUndefined();
      expect(boxes[1]![key], key).toBeDefined();
    }
    expect(readInside(pages[1]!, boxes[1]!.totalValue!)).toBe('85.00 EUR');
    const printed = pages.flatMap((face, page) =>
      Object.keys(boxes[page]!)
        .filter((key) => key.endsWith('.lineTotal'))
        .map((key) => readInside(face, boxes[page]![key]!)),
    );
    expect(printed).toEqual(Array.from({ length: 40 }, (_, index) => `${10 + index}.00`));
  });

  it('keeps long values inside their boxes, shrinking or cutting them', () => {
    const long = 'Hand-thrown stoneware serving bowl with a celadon glaze and a carved rim, dishwasher safe, made in a small studio '.repeat(3);
    const invoice = makeInvoice({
      reasonForExport: 'Sale of goods to a private customer who ordered them online and paid in advance',
      seller: makeSeller({ addressLines: Array.from({ length: 12 }, (_, index) => `Building ${index + 1}, a very long street name indeed`) }),
      buyer: makeBuyer({ reference: 'DE123456789 / EORI DE1234567890123456 / IOSS IM2760000000' }),
      lines: [makeInvoiceLine({ description: long, origin: 'United Kingdom of Great Britain and Northern Ireland', hsCode: '6912.00.50.00.99' })],
      declaration: long,
    });
    const { pages, boxes } = invoicePages(invoice, LETTER, HELVETICA_SET);
    expect(readInside(pages[0]!, boxes[0]!['line.0.description']!)).toMatch(/studio…$/);
    pages.forEach((face, page) => {
      for (const [key, rect] of Object.entries(boxes[page]!)) expect(textsStraddling(face, rect), key).toEqual([]);
    });
  });

  it('prints the default declaration when none is given, and leaves a line to sign on when no name is typed', () => {
    const { pages, boxes } = invoicePages(makeInvoice({ declaration: '', signature: null }), A4, HELVETICA_SET);
    const [face, box] = [pages[0]!, boxes[0]!];
    expect(readInside(face, box.declaration!)).toBe(DEFAULT_INVOICE_DECLARATION);
    expect(readInside(face, box.signature!)).toBe('2026-11-25');
    const signature = box.signature!;
    const lines = face.filter((item) => item.kind === 'rule' && item.yMm > signature.yMm && item.yMm < signature.yMm + signature.heightMm && item.widthMm > 20);
    expect(lines).toHaveLength(1);
  });
});
