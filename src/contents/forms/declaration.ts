// What the CN 22 and CN 23 layouts print, already read and formatted: plain values, so the layouts depend on no
// form model and every value reaches the form exactly as given.

/** The sender or the addressee as the forms name them. */
export type DeclarationParty = {
  name: string;
  business: string;
  /** The address as printed, one line each (street, postcode and city, country). */
  addressLines: readonly string[];
  phone: string;
  /** Customs reference: EORI, VAT, IOSS or tax number; may be ''. */
  reference: string;
};

/** One line of the contents. */
export type DeclarationLine = {
  description: string;
  quantity: number;
  /** Net weight of the line in kg, formatted: "0.350". */
  netWeight: string;
  /** Value of the line, formatted without its currency: "12.50". */
  value: string;
  hsCode: string;
  /** Country of origin as printed: a name or a code. */
  origin: string;
};

export type DeclarationCategory = 'gift' | 'documents' | 'commercial-sample' | 'returned-goods' | 'sale-of-goods' | 'other';

/** A customs declaration's content. Every value and total is formatted without its currency; the forms add `currency`. */
export type Declaration = {
  category: DeclarationCategory;
  categoryExplanation: string;
  lines: readonly DeclarationLine[];
  /** ISO 4217 code, printed after each value: "EUR". */
  currency: string;
  /** Formatted kg, packaging included. */
  totalGrossWeight: string;
  totalNetWeight: string;
  /** Formatted without its currency: "85.00". */
  totalValue: string;
  sender: DeclarationParty;
  addressee: DeclarationParty;
  /** The importer's telephone, fax or e-mail; may be ''. */
  importerContact: string;
  invoiceNumber: string;
  licenceNumbers: string;
  certificateNumbers: string;
  /** Formatted without its currency, or ''. */
  postalCharges: string;
  comments: string;
  /** As printed: "2026-11-25". */
  date: string;
  /** The sender's typed name, or null for a blank line to sign by hand. */
  signature: string | null;
};

/** A value with its currency, or nothing when there is no value. */
export const withCurrency = (value: string, currency: string): string => (value.trim() === '' ? '' : `${value} ${currency}`.trim());
