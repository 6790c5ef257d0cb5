import { describe, expect, it } from 'vitest';
import { ContentsProblemError } from '../../../src/contents/parcel-plan';
import { makeContents, makeItem } from '../../support/make-contents';
import { makeLabel } from '../../support/make-label';
import { readPdf, type PdfReading } from '../../support/read-pdf';
import { makePaperwork, renderParcelPdf } from '../../support/render-parcel-pdf';
import { optionsFor } from '../../support/stock';

const PT_PER_MM = 72 / 25.4;

/** The text of each page, by page number from 1. */
const pageTexts = (pdf: PdfReading): string[] =>
  Array.from({ length: pdf.pageCount }, (_, index) => pdf.texts.filter((text) => text.page === index + 1).map((text) => text.text).join(' '));

const twoItems = makeContents({ items: [makeItem(), makeItem({ description: 'Children’s picture book', weight: '350', weightUnit: 'g', value: '12.5', hsCode: '4901.99', origin: 'FR' })] });
// 400 EUR is about 340 SDR: over the CN 22's limit.
const overTheLimit = makeContents({ items: [makeItem({ description: 'Leather handbag', value: '400' })] });

describe('a label with its customs form, as one PDF', () => {
  it('prints the CN 22 as the next 4 × 6 in label, its items, weights and values on it', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ contents: twoItems })));
    expect(pdf.pageCount).toBe(2);
    expect(Math.round(pdf.widthPt / PT_PER_MM)).toBe(102);
    const [label, form] = pageTexts(pdf);
    expect(label).toContain('Maria Alvarez');
    expect(form).toContain('CN 22');
    for (const printed of ['Wool scarf, knitted', 'Children’s picture book', '0.200', '0.350', '25.00', '12.50', '37.50 EUR', '611710', '490199', 'France']) {
      expect(form).toContain(printed);
    }
  }, 60_000);

  it('prints the CN 22 below the label on an A4 page when there is room', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('a4'), makeLabel(), makePaperwork()));
    expect(pdf.pageCount).toBe(1);
    const tracking = pdf.texts.find((text) => text.text.includes('1Z999AA10123456784'))!;
    const heading = pdf.texts.find((text) => text.text.includes('CN 22'))!;
    expect(heading.topMm).toBeGreaterThan(tracking.bottomMm);
  }, 60_000);

  it('prints the CN 22 on a Letter page of its own when a sheet’s 4 × 2 in labels cannot hold it', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('avery-5163'), makeLabel(), makePaperwork()));
    expect(pdf.pageCount).toBe(2);
    expect(Math.round(pdf.heightPt / PT_PER_MM)).toBe(279);
    expect(pageTexts(pdf)[0]).not.toContain('CN 22');
    expect(pageTexts(pdf)[1]).toContain('CN 22');
  }, 60_000);

  it('prints a CN 23 in three copies on A4 when the contents are worth over 300 SDR', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ contents: overTheLimit })));
    expect(pdf.pageCount).toBe(4);
    const [label, ...copies] = pageTexts(pdf);
    expect(label).not.toContain('CN 2');
    for (const copy of copies) {
      expect(copy).toContain('CN 23');
      expect(copy).toContain('Leather handbag');
      expect(copy).toContain('400.00');
    }
  }, 60_000);

  it('prints a CN 23 on Letter paper for Letter stock, in the copies chosen, when the visitor chose CN 23', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('letter'), makeLabel(), makePaperwork({ documents: { formChoice: 'cn23', copies: 1 } })));
    expect(pdf.pageCount).toBe(2);
    expect(pageTexts(pdf)[1]).toContain('CN 23');
  }, 60_000);

  it('turns to a CN 23 when the items are more than a CN 22 has lines for', async () => {
    const items = Array.from({ length: 9 }, (_, index) => makeItem({ description: `Hand-painted ceramic mug, design ${index + 1}`, value: '3' }));
    const pdf = await readPdf(await renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ contents: makeContents({ items }), documents: { copies: 1 } })));
    const texts = pageTexts(pdf);
    expect(texts.some((text) => text.includes('CN 22'))).toBe(false);
    expect(texts.at(-1)).toContain('CN 23');
    expect(texts.join(' ')).toContain('design 9');
  }, 60_000);

  it('prints the label alone when no customs form is asked for', async () => {
    const pdf = await readPdf(await renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ documents: { customsForm: false } })));
    expect(pdf.pageCount).toBe(1);
  }, 60_000);

  it('refuses contents with a value no form could print', async () => {
    const negative = makeContents({ items: [makeItem({ weight: '-1' })] });
    await expect(renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ contents: negative }))).rejects.toThrow(ContentsProblemError);
  }, 60_000);

  it('adds a commercial invoice in its copies with its line totals and total, and a packing slip listing every item', async () => {
    const contents = makeContents({
      category: 'sale-of-goods',
      items: [makeItem({ quantity: '2', value: '50', sku: 'SCARF-RED' }), makeItem({ description: 'Children’s picture book', weight: '350', weightUnit: 'g', value: '12.5', sku: 'BOOK-7', origin: 'FR' })],
    });
    const documents = { copies: 2, commercialInvoice: true, packingSlip: true, orderNumber: '#1042', packingNote: 'Thank you for your order!' };
    const pdf = await readPdf(await renderParcelPdf(optionsFor('4x6'), makeLabel(), makePaperwork({ contents, documents })));
    const pages = pageTexts(pdf);
    const invoices = pages.filter((page) => page.includes('COMMERCIAL INVOICE'));
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) {
      for (const printed of ['25.00', '50.00', '12.50', '62.50', 'DAP', '#1042', 'Sale of goods']) expect(invoice).toContain(printed);
    }
    const slip = pages.at(-1)!;
    expect(slip).toContain('PACKING SLIP');
    for (const printed of ['SCARF-RED', 'BOOK-7', 'Wool scarf, knitted', 'Children’s picture book', 'Thank you for your order!']) expect(slip).toContain(printed);
  }, 60_000);

  it('prints the packing slip on a 4 × 6 in page when chosen, its prices hidden when asked', async () => {
    const documents = { customsForm: false, packingSlip: true, packingSlipPaper: '4x6' as const, showPrices: false };
    const pdf = await readPdf(await renderParcelPdf(optionsFor('a4'), makeLabel(), makePaperwork({ documents })));
    expect(pdf.pageCount).toBe(2);
    const slip = pageTexts(pdf)[1]!;
    expect(slip).toContain('Wool scarf, knitted');
    expect(slip).not.toContain('25.00');
  }, 60_000);
});
