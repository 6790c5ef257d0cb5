import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchRowsOptions } from '../../../src/batch/batch-rows';
import type { LabelData } from '../../../src/label/label-data';
import { amazonReport, ebayExport, etsyExport, makeOrder, makeShipTo, shopifyExport, wooCommerceExport } from '../../support/csv-fixtures';
import { importBatch as importRows, pageAddressing } from '../../support/batch-import';
import { makeLabel } from '../../support/make-label';

// The form as the visitor left it: its sender (in the United States, as its address says) fills what a store export lacks.
const FORM = makeLabel();

let options: BatchRowsOptions;
beforeAll(async () => {
  options = { packageFromForm: false, addressing: await pageAddressing(FORM) };
});

/** The rows as the page makes them: each address in its country's order, the form's package details left off. */
const importBatch = (text: string, form: LabelData) => importRows(text, form, options);

/**
 * The label for the default ship-to, sent within the United States: no country line, city and state in capitals, the
 * order number (1001 unless a test says) as its reference.
 */
const shippedLabel = (overrides: Partial<LabelData> = {}): LabelData =>
  makeLabel({
    toName: 'Jordan Lee',
    toCompany: 'Empire Props',
    toAddress: '350 Fifth Avenue\nSuite 4100\nNEW YORK, NY 10118',
    toPhone: '(212) 555-0175',
    trackingNumber: '',
    weight: '',
    dimensions: '',
    reference: '1001',
    ...overrides,
  });

const SECOND = makeOrder({
  number: '1002',
  shipTo: makeShipTo({
    firstName: 'Zoë', lastName: 'Müller', company: '', address1: 'Hauptstraße 5', address2: '', city: 'Berlin', state: '', postcode: '10115', country: 'DE', phone: '',
  }),
});

// Abroad: postcode before the city as Deutsche Post reads it, the country's English name in capitals last.
const SECOND_LABEL = shippedLabel({ toName: 'Zoë Müller', toCompany: '', toAddress: 'Hauptstraße 5\n10115 Berlin\nGERMANY', toPhone: '', reference: '1002' });

describe('store exports', () => {
  it('make one label per Shopify order from its item rows, shipping fields taken from the first', () => {
    const rows = importBatch(shopifyExport([makeOrder({ items: ['Tea towel', 'Apron', 'Oven glove'] }), SECOND]), FORM);
    expect(rows.map((row) => ({ rows: row.rows, label: row.label }))).toEqual([
      // Shopify's order Name, "#1001", is the reference as the store writes it.
      { rows: [2, 3, 4], label: shippedLabel({ reference: '#1001' }) },
      { rows: [5], label: { ...SECOND_LABEL, reference: '#1002' } },
    ]);
  });

  it('make one label per WooCommerce order, the name joined from first and last', () => {
    expect(importBatch(wooCommerceExport([makeOrder(), SECOND]), FORM).map((row) => row.label)).toEqual([shippedLabel(), SECOND_LABEL]);
  });

  it('make one label per Etsy order, without the company and phone Etsy leaves out', () => {
    const rows = importBatch(etsyExport([makeOrder({ items: ['Mug', 'Print'] }), SECOND]), FORM);
    expect(rows.map((row) => ({ rows: row.rows, label: row.label }))).toEqual([
      { rows: [2, 3], label: shippedLabel({ toCompany: '', toPhone: '' }) },
      { rows: [4], label: shippedLabel({ ...SECOND_LABEL, toCompany: '', toPhone: '' }) },
    ]);
  });

  it("make one label per eBay order, with eBay's tracking number", () => {
    const rows = importBatch(ebayExport([makeOrder({ trackingNumber: '1Z999AA10123456784' }), SECOND]), FORM);
    expect(rows.map((row) => row.label)).toEqual([shippedLabel({ toCompany: '', trackingNumber: '1Z999AA10123456784' }), { ...SECOND_LABEL, toCompany: '' }]);
  });

  it("read eBay UK's Post To columns, laid out as Royal Mail reads them: town and postcode on lines of their own, no county", () => {
    const shipTo = makeShipTo({
      address1: '10 Downing Street', address2: '', city: 'London', state: 'Greater London', postcode: 'SW1A 2AA', country: 'United Kingdom', phone: '020 7946 0000',
    });
    expect(importBatch(ebayExport([makeOrder({ shipTo })], 'uk'), FORM).map((row) => row.label)).toEqual([
      shippedLabel({ toCompany: '', toAddress: '10 Downing Street\nLONDON\nSW1A 2AA\nUNITED KINGDOM', toPhone: '020 7946 0000' }),
    ]);
  });

  it("make one label per Amazon order from the tab-delimited report, with its third address line and not the buyer's name", () => {
    const shipTo = makeShipTo({ address3: 'c/o Reception' });
    const rows = importBatch(amazonReport([makeOrder({ number: '114-3941689-8772232', shipTo, items: ['Book', 'Pen'] }), SECOND]), FORM);
    expect(rows.map((row) => ({ rows: row.rows, label: row.label }))).toEqual([
      { rows: [2, 3], label: shippedLabel({ toCompany: '', toAddress: '350 Fifth Avenue\nSuite 4100\nc/o Reception\nNEW YORK, NY 10118', reference: '114-3941689-8772232' }) },
      { rows: [4], label: { ...SECOND_LABEL, toCompany: '' } },
    ]);
  });
});
