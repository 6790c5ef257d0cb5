import { describe, expect, it } from 'vitest';
import { makeContents, makeItem } from '../../support/make-contents';
import { makeLabel } from '../../support/make-label';
import { readPdf, type PdfReading } from '../../support/read-pdf';
import { makePaperwork, renderBatchPdfs } from '../../support/render-parcel-pdf';
import { optionsFor } from '../../support/stock';

const pageTexts = (pdf: PdfReading): string[] =>
  Array.from({ length: pdf.pageCount }, (_, index) => pdf.texts.filter((text) => text.page === index + 1).map((text) => text.text).join(' '));

// Three orders: one at home (no paperwork), a gift abroad (CN 22), a handbag worth 400 EUR (CN 23, two copies).
const orders = [
  { label: makeLabel({ toName: 'Ann Home' }), paperwork: null },
  { label: makeLabel({ toName: 'Ben Abroad' }), paperwork: makePaperwork() },
  { label: makeLabel({ toName: 'Cleo Abroad' }), paperwork: makePaperwork({ contents: makeContents({ items: [makeItem({ description: 'Leather handbag', value: '400' })] }), documents: { copies: 2 } }) },
];

describe('a batch with each order’s documents', () => {
  it('puts each order’s documents after its label in one PDF on 4 × 6 in labels', async () => {
    const pdfs = await renderBatchPdfs(optionsFor('4x6'), orders, 'combined');
    expect([...pdfs.keys()]).toEqual(['labels']);
    const pages = pageTexts(await readPdf(pdfs.get('labels')!));
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain('Ann Home');
    expect(pages[1]).toContain('Ben Abroad');
    expect(pages[2]).toContain('CN 22');
    expect(pages[3]).toContain('Cleo Abroad');
    expect(pages[4]).toContain('CN 23');
    expect(pages[5]).toContain('CN 23');
  }, 60_000);

  it('flows the labels slot after slot on a sheet, the papers after the label they belong to', async () => {
    const pdfs = await renderBatchPdfs(optionsFor('avery-5163'), orders, 'combined');
    const pages = pageTexts(await readPdf(pdfs.get('labels')!));
    // Sheet 1 holds Ann's and Ben's labels; Ben's CN 22 (too big for a 4 × 2 in label) follows on paper; Cleo's label starts a sheet.
    expect(pages[0]).toContain('Ann Home');
    expect(pages[0]).toContain('Ben Abroad');
    expect(pages[1]).toContain('CN 22');
    expect(pages[2]).toContain('Cleo Abroad');
    expect(pages.slice(3).every((page) => page.includes('CN 23'))).toBe(true);
  }, 60_000);

  it('makes one PDF of each kind when asked: the labels, then the customs forms', async () => {
    const pdfs = await renderBatchPdfs(optionsFor('4x6'), orders, 'separate');
    expect([...pdfs.keys()]).toEqual(['labels', 'customs-forms']);
    const labels = pageTexts(await readPdf(pdfs.get('labels')!));
    expect(labels).toHaveLength(3);
    expect(labels.join(' ')).not.toContain('CN 2');
    const forms = pageTexts(await readPdf(pdfs.get('customs-forms')!));
    expect(forms.filter((page) => page.includes('CN 23'))).toHaveLength(2);
    expect(forms.filter((page) => page.includes('CN 22'))).toHaveLength(1);
  }, 60_000);
});
