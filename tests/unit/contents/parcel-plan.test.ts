import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENTS, type ParcelDocuments } from '../../../src/contents/parcel-contents';
import { ContentsProblemError, parcelPlan } from '../../../src/contents/parcel-plan';
import { makeContents, makeItem } from '../../support/make-contents';
import { makeLabel } from '../../support/make-label';

const documents = (changes: Partial<ParcelDocuments> = {}): ParcelDocuments => ({ ...DEFAULT_DOCUMENTS, ...changes });

describe('what prints with a label', () => {
  it('declares a gift of 25 EUR on a CN 22, its gross weight the parcel’s as the label gives it', () => {
    const plan = parcelPlan(makeLabel({ weight: '2 kg' }), { contents: makeContents(), documents: documents() });
    expect(plan.customs?.form).toBe('CN22');
    expect(plan.customs?.declaration).toMatchObject({ totalValue: '25.00', currency: 'EUR', totalNetWeight: '0.200', totalGrossWeight: '2.000' });
    expect(plan.customs?.declaration.addressee.name).toBe('Maria Alvarez');
    expect(plan.title).toBe('Shipping label and customs form');
  });

  it('takes the items’ weight as the gross weight when the label’s weight is lighter or cannot be read', () => {
    const plan = parcelPlan(makeLabel({ weight: 'light' }), { contents: makeContents(), documents: documents() });
    expect(plan.customs?.declaration.totalGrossWeight).toBe('0.200');
  });

  it('declares contents over 300 SDR on a CN 23', () => {
    const contents = makeContents({ items: [makeItem({ value: '400' })] });
    expect(parcelPlan(makeLabel(), { contents, documents: documents() }).customs?.form).toBe('CN23');
  });

  it('names every document in the PDF’s title and gives the invoice the category as its reason when none is typed', () => {
    const plan = parcelPlan(makeLabel(), { contents: makeContents({ category: 'sale-of-goods' }), documents: documents({ commercialInvoice: true, packingSlip: true }) });
    expect(plan.title).toBe('Shipping label, customs form, commercial invoice and packing slip');
    expect(plan.invoice?.reasonForExport).toBe('Sale of goods');
    expect(plan.invoice?.lines[0]).toMatchObject({ unitValue: '25.00', lineTotal: '25.00', origin: 'United Kingdom' });
  });

  it('signs with the sender’s typed name, or leaves a line to sign by hand', () => {
    expect(parcelPlan(makeLabel(), { contents: makeContents(), documents: documents() }).customs?.declaration.signature).toBe('Daniel Brooks');
    const byHand = parcelPlan(makeLabel(), { contents: makeContents({ signWith: 'by-hand' }), documents: documents() });
    expect(byHand.customs?.declaration.signature).toBeNull();
  });

  it('refuses contents no form could print', () => {
    expect(() => parcelPlan(makeLabel(), { contents: makeContents({ items: [makeItem({ value: '1e308' })] }), documents: documents() })).toThrow(ContentsProblemError);
  });
});
