import { makeSeller } from './make-documents';
import type { Declaration, DeclarationLine, DeclarationParty } from '../../src/contents/forms/declaration';

/** A line of the contents: two blue T-shirts from Portugal, unless told otherwise. */
export const makeLine = (overrides: Partial<DeclarationLine> = {}): DeclarationLine => ({
  description: "Men's cotton T-shirt, blue",
  quantity: 2,
  netWeight: '0.350',
  value: '24.00',
  hsCode: '6109.10',
  origin: 'Portugal',
  ...overrides,
});

/** `count` different lines, numbered so each can be found on the form. */
export const makeLines = (count: number): DeclarationLine[] =>
  Array.from({ length: count }, (_, index) => makeLine({ description: `Stoneware mug no. ${index + 1}`, quantity: index + 1, value: `${10 + index}.00` }));

const party = (overrides: Partial<DeclarationParty>): DeclarationParty => makeSeller(overrides);

/** A sale of three lines from Massachusetts to Munich, signed with the sender's typed name. */
export const makeDeclaration = (overrides: Partial<Declaration> = {}): Declaration => ({
  category: 'sale-of-goods',
  categoryExplanation: '',
  lines: [
    makeLine(),
    makeLine({ description: 'Ceramic mug', quantity: 1, netWeight: '0.420', value: '18.50', hsCode: '6912.00', origin: 'France' }),
    makeLine({ description: 'Paperback book', quantity: 3, netWeight: '0.900', value: '42.50', hsCode: '4901.99', origin: 'United Kingdom' }),
  ],
  currency: 'EUR',
  totalGrossWeight: '1.850',
  totalNetWeight: '1.670',
  totalValue: '85.00',
  sender: party({}),
  addressee: party({ name: 'Jürgen Groß', business: 'Groß & Söhne GmbH', addressLines: ['Hauptstraße 5', '80331 München', 'Germany'], phone: '+49 89 5550100', reference: 'DE123456789' }),
  importerContact: 'import@gross.example',
  invoiceNumber: 'INV-2026-0042',
  licenceNumbers: '',
  certificateNumbers: '',
  postalCharges: '12.40',
  comments: 'Goods not subject to export licence.',
  date: '2026-11-25',
  signature: 'Rosa Chen',
  ...overrides,
});
