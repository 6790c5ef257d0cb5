import type { LabelData } from '../label/label-data';
import { DEFAULT_INVOICE_DECLARATION, type InvoiceDocument } from './forms/invoice-pages';
import type { PackingSlipDocument } from './forms/packing-slip-pages';
import { formatMoney, kgFigure, moneyFigure } from './money';
import { originName, partyOf, signatureOf, type ParcelFigures } from './parcel-declaration';
import type { ParcelPaperwork, ShipmentCategory } from './parcel-contents';

// The commercial invoice and the packing slip of one parcel: the label's parties and the section's items, formatted.

/** What an invoice says the export is for when the visitor leaves its reason empty: the shipment's category. */
const REASONS: Readonly<Record<ShipmentCategory, string>> = {
  gift: 'Gift',
  documents: 'Documents',
  'commercial-sample': 'Commercial sample',
  'returned-goods': 'Returned goods',
  'sale-of-goods': 'Sale of goods',
  other: 'Other',
};

/** The parcel's commercial invoice. */
export function invoiceFor(label: LabelData, { contents, documents }: ParcelPaperwork, figures: ParcelFigures): InvoiceDocument {
  const { items, totals, currency, grossWeightKg } = figures;
  const reason = documents.reasonForExport.trim() || (contents.category === 'other' && contents.categoryExplanation.trim()) || REASONS[contents.category];
  return {
    invoiceNumber: contents.invoiceNumber.trim() || documents.orderNumber.trim(),
    date: contents.date,
    reasonForExport: reason,
    incoterm: documents.incoterm,
    currency,
    seller: partyOf(label, 'from', contents.senderReference),
    buyer: partyOf(label, 'to', contents.importerReference),
    lines: items.map((item) => ({
      description: item.description,
      hsCode: item.hsCode,
      origin: originName(item.origin),
      quantity: item.quantity,
      unitValue: moneyFigure(item.value / item.quantity, currency),
      lineTotal: moneyFigure(item.value, currency),
    })),
    totalValue: moneyFigure(totals.value, currency),
    totalNetWeight: kgFigure(totals.netWeightKg),
    totalGrossWeight: kgFigure(grossWeightKg),
    totalQuantity: totals.quantity,
    declaration: DEFAULT_INVOICE_DECLARATION,
    signature: signatureOf(label, contents),
  };
}

/** The parcel's packing slip: what is in the box, for the recipient. */
export function packingSlipFor(label: LabelData, { contents, documents }: ParcelPaperwork, figures: ParcelFigures): PackingSlipDocument {
  const { items, totals, currency } = figures;
  return {
    orderNumber: documents.orderNumber.trim(),
    date: contents.date,
    shipTo: partyOf(label, 'to', ''),
    from: partyOf(label, 'from', ''),
    lines: items.map((item) => ({
      sku: item.sku,
      quantity: item.quantity,
      description: item.description,
      unitPrice: formatMoney(item.value / item.quantity, currency),
      lineTotal: formatMoney(item.value, currency),
    })),
    showPrices: documents.showPrices,
    total: formatMoney(totals.value, currency),
    note: documents.packingNote.trim(),
  };
}
