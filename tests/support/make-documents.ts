import type { DeclarationParty } from '../../src/contents/forms/declaration';
import { DEFAULT_INVOICE_DECLARATION, type InvoiceDocument, type InvoiceLine } from '../../src/contents/forms/invoice-pages';
import type { PackingSlipDocument, PackingSlipLine } from '../../src/contents/forms/packing-slip-pages';

// Fixtures for the commercial invoice and the packing slip: a small order from Massachusetts to Munich, any field changed.

const party = (overrides: Partial<DeclarationParty> = {}): DeclarationParty => ({
  name: 'Rosa Chen',
  business: 'Chen Ceramics',
  addressLines: ['41 Pearl Street', 'Somerville, MA 02145', 'United States'],
  phone: '+1 617 555 0100',
  reference: 'US123456789',
  ...overrides,
});

export const makeSeller = (overrides: Partial<DeclarationParty> = {}): DeclarationParty => party(overrides);

export const makeBuyer = (overrides: Partial<DeclarationParty> = {}): DeclarationParty =>
  party({ name: 'Jürgen Groß', business: 'Groß & Söhne GmbH', addressLines: ['Hauptstraße 5', '80331 München', 'Germany'], phone: '+49 89 5550100', reference: 'DE123456789', ...overrides });

/** An invoice line: two blue T-shirts from Portugal, unless told otherwise. */
export const makeInvoiceLine = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: "Men's cotton T-shirt, blue",
  hsCode: '6109.10',
  origin: 'Portugal',
  quantity: 2,
  unitValue: '12.00',
  lineTotal: '24.00',
  ...overrides,
});

/** `count` different invoice lines, numbered so each can be found on the page. */
export const makeInvoiceLines = (count: number): InvoiceLine[] =>
  Array.from({ length: count }, (_, index) => makeInvoiceLine({ description: `Stoneware mug no. ${index + 1}`, quantity: 1, unitValue: `${10 + index}.00`, lineTotal: `${10 + index}.00` }));

/** A sale of three lines, signed with the seller's typed name. */
export const makeInvoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  invoiceNumber: 'INV-2026-0042',
  date: '2026-11-25',
  reasonForExport: 'Sale',
  incoterm: 'DAP',
  currency: 'EUR',
  seller: makeSeller(),
  buyer: makeBuyer(),
  lines: [
    makeInvoiceLine(),
    makeInvoiceLine({ description: 'Ceramic mug', hsCode: '6912.00', origin: 'France', quantity: 1, unitValue: '18.50', lineTotal: '18.50' }),
    makeInvoiceLine({ description: 'Paperback book', hsCode: '4901.99', origin: 'United Kingdom', quantity: 3, unitValue: '14.17', lineTotal: '42.50' }),
  ],
  totalValue: '85.00',
  totalNetWeight: '1.670',
  totalGrossWeight: '1.850',
  totalQuantity: 6,
  declaration: DEFAULT_INVOICE_DECLARATION,
  signature: 'Rosa Chen',
  ...overrides,
});

/** A packing-slip line: one blue T-shirt, unless told otherwise. */
export const makeSlipLine = (overrides: Partial<PackingSlipLine> = {}): PackingSlipLine => ({
  sku: 'TS-BLUE-M',
  quantity: 2,
  description: "Men's cotton T-shirt, blue, size M",
  unitPrice: '12.00 EUR',
  lineTotal: '24.00 EUR',
  ...overrides,
});

/** `count` different slip lines, numbered so each can be found on the page. */
export const makeSlipLines = (count: number): PackingSlipLine[] =>
  Array.from({ length: count }, (_, index) => makeSlipLine({ sku: `MUG-${index + 1}`, description: `Stoneware mug no. ${index + 1}`, quantity: 1, unitPrice: `${10 + index}.00 EUR`, lineTotal: `${10 + index}.00 EUR` }));

/** Order 1042's slip: three lines, prices shown, a thank-you note. */
export const makePackingSlip = (overrides: Partial<PackingSlipDocument> = {}): PackingSlipDocument => ({
  orderNumber: '#1042',
  date: '2026-11-25',
  shipTo: makeBuyer(),
  from: makeSeller(),
  lines: [
    makeSlipLine(),
    makeSlipLine({ sku: 'MUG-CER-01', quantity: 1, description: 'Ceramic mug', unitPrice: '18.50 EUR', lineTotal: '18.50 EUR' }),
    makeSlipLine({ sku: 'BOOK-PB-7', quantity: 3, description: 'Paperback book', unitPrice: '14.17 EUR', lineTotal: '42.50 EUR' }),
  ],
  showPrices: true,
  total: '85.00 EUR',
  note: 'Thank you for your order! Questions? Write to hello@chen-ceramics.example.',
  ...overrides,
});
