// A commercial invoice, as couriers (DHL, FedEx, UPS) ask for one with goods sent abroad: seller and buyer with their
// tax IDs; the invoice's number, date, reason for export, Incoterm and currency; per line its description, HS code,
// origin, quantity, unit value and line total; the totals, the declaration and the signature. On A4 or Letter; a long
// list runs on to more pages, each "Page N of M" with the invoice's number, the totals on the last. Copies are the
// caller's: it repeats the pages.
import type { FontSet } from '../../label/font-set';
import { withCurrency, type DeclarationParty } from './declaration';
import { declarationRowHeightMm, drawDeclarationRow } from './declaration-row';
import { documentTypeFor, widthsOf, type DocumentType } from './document-type';
import { fieldsBlock, type Field } from './field-row';
import { documentFrame, documentPages, type Block, type DocumentPages, type LineColumn } from './paged-table';
import { drawParties, partiesHeightMm, type PartyBox } from './party-boxes';

export type InvoiceLine = { description: string; hsCode: string; origin: string; quantity: number; unitValue: string; lineTotal: string };

/** An invoice's content, every amount already formatted without its currency ("12.50") and every weight in kg ("1.670"). */
export type InvoiceDocument = {
  invoiceNumber: string;
  date: string;
  reasonForExport: string;
  incoterm: string;
  currency: string;
  /** `reference` is the party's tax ID: EORI, VAT, IOSS or tax number. */
  seller: DeclarationParty;
  buyer: DeclarationParty;
  lines: readonly InvoiceLine[];
  totalValue: string;
  totalNetWeight: string;
  totalGrossWeight: string;
  totalQuantity: number;
  declaration: string;
  /** The typed name, or null for a blank line to sign by hand. */
  signature: string | null;
};

export const INVOICE_TITLE = 'COMMERCIAL INVOICE';
export const DEFAULT_INVOICE_DECLARATION =
  'I declare that the information on this invoice is true and correct and that the contents of this shipment are as stated above.';

// The columns' shares of the width: description, HS code, origin, quantity, unit value, line total.
const COLUMN_SHARES = [0.33, 0.12, 0.15, 0.08, 0.16, 0.16] as const;
const META_SHARES = [0.2, 0.16, 0.3, 0.12, 0.22] as const;
const TAX_TITLE = 'Tax ID (EORI/VAT)';

const columnsOf = (invoice: InvoiceDocument, widthMm: number, type: DocumentType): LineColumn[] => {
  const [description = 0, hsCode = 0, origin = 0, quantity = 0, unitValue = 0, lineTotal = 0] = widthsOf(COLUMN_SHARES, widthMm);
  const number = { ...type.value, align: 'right', maxRows: 1 } as const;
  return [
    { key: 'description', title: 'Description of goods', widthMm: description, style: type.value },
    { key: 'hsCode', title: 'HS code', widthMm: hsCode, style: { ...type.value, maxRows: 1 } },
    { key: 'origin', title: 'Country of origin', widthMm: origin, style: type.value },
    { key: 'quantity', title: 'Qty', widthMm: quantity, style: number },
    { key: 'unitValue', title: `Unit value (${invoice.currency})`, widthMm: unitValue, style: number },
    { key: 'lineTotal', title: `Line total (${invoice.currency})`, widthMm: lineTotal, style: number },
  ];
};

const valuesOf = (line: InvoiceLine): string[] => [line.description, line.hsCode, line.origin, String(line.quantity), line.unitValue, line.lineTotal];

const metaFields = (invoice: InvoiceDocument, widthMm: number, type: DocumentType): Field[] => {
  const [number = 0, date = 0, reason = 0, incoterm = 0, currency = 0] = widthsOf(META_SHARES, widthMm);
  const oneRow = { ...type.value, maxRows: 1 };
  return [
    { key: 'invoiceNumber', title: 'Invoice number', value: invoice.invoiceNumber, widthMm: number, style: oneRow },
    { key: 'date', title: 'Invoice date', value: invoice.date, widthMm: date, style: oneRow },
    { key: 'reasonForExport', title: 'Reason for export', value: invoice.reasonForExport, widthMm: reason, style: { ...type.value, maxRows: 2 } },
    { key: 'incoterm', title: 'Incoterm', value: invoice.incoterm, widthMm: incoterm, style: oneRow },
    { key: 'currency', title: 'Currency', value: invoice.currency, widthMm: currency, style: oneRow },
  ];
};

/** The totals under the columns they sum: the weights under the goods, the quantity under Qty, the value under the values. */
const totalFields = (invoice: InvoiceDocument, widthMm: number, type: DocumentType): Field[] => {
  const [description = 0, hsCode = 0, origin = 0, quantity = 0, unitValue = 0, lineTotal = 0] = widthsOf(COLUMN_SHARES, widthMm);
  const oneRow = { ...type.value, maxRows: 1 };
  const figure = { ...oneRow, align: 'right' } as const;
  return [
    { key: 'totalNetWeight', title: 'Total net weight (kg)', value: invoice.totalNetWeight, widthMm: description, style: oneRow },
    { key: 'totalGrossWeight', title: 'Total gross weight (kg)', value: invoice.totalGrossWeight, widthMm: hsCode + origin, style: oneRow },
    { key: 'totalQuantity', title: 'Total qty', value: String(invoice.totalQuantity), widthMm: quantity, style: figure },
    { key: 'totalValue', title: 'Total value', value: withCurrency(invoice.totalValue, invoice.currency), widthMm: unitValue + lineTotal, style: figure },
  ];
};

/** The totals under the last line, then the declaration and signature below them. */
const footBlock = (invoice: InvoiceDocument, widthMm: number, type: DocumentType, fonts: FontSet): Block => {
  const totals = fieldsBlock(totalFields(invoice, widthMm, type), type, fonts);
  const signed = { sentence: invoice.declaration.trim() === '' ? DEFAULT_INVOICE_DECLARATION : invoice.declaration, date: invoice.date, signature: invoice.signature };
  const declarationMm = declarationRowHeightMm(signed, widthMm, type, fonts);
  return {
    heightMm: totals.heightMm + type.gapMm + declarationMm,
    draw: (rect, boxes) => [
      ...totals.draw({ ...rect, heightMm: totals.heightMm }, boxes),
      ...drawDeclarationRow(signed, { ...rect, yMm: rect.yMm + totals.heightMm + type.gapMm, heightMm: declarationMm }, type, fonts, boxes),
    ],
  };
};

/**
 * The invoice on pages of `pageMm` less their margins. `boxes` name each page's value areas: 'invoiceNumber', 'date',
 * 'page', 'seller', 'sellerTaxId', 'line.0.lineTotal' …, and on the last page 'totalValue', 'declaration', 'signature'.
 */
export function invoicePages(invoice: InvoiceDocument, pageMm: { width: number; height: number }, fonts: FontSet, options: { marginMm?: number } = {}): DocumentPages {
  const type = documentTypeFor(pageMm);
  const frame = documentFrame(pageMm, options.marginMm ?? type.marginMm, type);
  const parties: PartyBox[] = [
    { key: 'seller', title: 'Seller / Exporter', party: invoice.seller, taxTitle: TAX_TITLE },
    { key: 'buyer', title: 'Buyer / Consignee', party: invoice.buyer, taxTitle: TAX_TITLE },
  ];
  const firstPage: Block = {
    heightMm: partiesHeightMm(parties, frame.widthMm, type, fonts),
    draw: (rect, boxes) => drawParties(parties, rect, type, fonts, boxes),
  };
  return documentPages(
    {
      title: INVOICE_TITLE,
      type,
      columns: columnsOf(invoice, frame.widthMm, type),
      rows: invoice.lines.map(valuesOf),
      everyPage: fieldsBlock(metaFields(invoice, frame.widthMm, type), type, fonts),
      firstPage,
      lastPage: footBlock(invoice, frame.widthMm, type, fonts),
    },
    frame,
    fonts,
  );
}
