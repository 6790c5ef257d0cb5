// What is in the box, as typed: the single source for the contents' shape, shared by the page's "Contents and
// customs" section, the batch import, the worker's customs forms, invoices and packing slips, and the tests.
// Values stay the text the visitor typed (nothing typed is lost); read-contents.ts reads them as numbers.

/** The units an item's weight may be typed in; the forms print kilograms, the UPU's unit. */
export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The categories of a shipment, as the CN 22 and CN 23 tick them. */
export const SHIPMENT_CATEGORIES = ['gift', 'documents', 'commercial-sample', 'returned-goods', 'sale-of-goods', 'other'] as const;
export type ShipmentCategory = (typeof SHIPMENT_CATEGORIES)[number];

/** One line of the contents. */
export type ContentsItem = {
  description: string;
  /** Whole number of pieces, as typed. */
  quantity: string;
  /** Net weight of all the pieces together, as typed, in `weightUnit`. */
  weight: string;
  weightUnit: WeightUnit;
  /** Value of all the pieces together, as typed, in `currency`. */
  value: string;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** HS tariff number, 6 to 10 digits (dots and spaces allowed as typed), or empty. */
  hsCode: string;
  /** ISO 3166-1 alpha-2 code of the country of origin, or empty. */
  origin: string;
  /** The shop's stock-keeping unit, for the packing slip and invoice; may be empty. */
  sku: string;
};

/** Which customs form: the one the value calls for, or CN 23 whatever the value. */
export type CustomsFormChoice = 'by-value' | 'cn23';

/** Incoterms 2020 a commercial invoice may name. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The paper a packing slip prints on. */
export type PackingSlipPaper = 'a4' | 'letter' | '4x6';

export type SignWith = 'typed-name' | 'by-hand';

/** A parcel's contents and the declarations made about them. */
export type ParcelContents = {
  items: readonly ContentsItem[];
  category: ShipmentCategory;
  /** Required when the category is "other": what the shipment is. */
  categoryExplanation: string;
  /** The sender's customs reference (EORI, VAT, IOSS or tax number), if any. */
  senderReference: string;
  /** The importer's (recipient's) customs reference, if known. */
  importerReference: string;
  invoiceNumber: string;
  licenceNumbers: string;
  certificateNumbers: string;
  /** Postal charges / fees paid, as typed, in the items' currency. */
  postalCharges: string;
  comments: string;
  /** The date of the declaration, yyyy-mm-dd. */
  date: string;
  /** How the forms are signed: with the sender's name as typed on the label, or on a blank line by hand. */
  signWith: SignWith;
};

/** Which documents go with the label, and how each prints. */
export type ParcelDocuments = {
  customsForm: boolean;
  formChoice: CustomsFormChoice;
  /** Copies of a CN 23 and of a commercial invoice, 1 to 4. */
  copies: number;
  commercialInvoice: boolean;
  reasonForExport: string;
  incoterm: Incoterm;
  packingSlip: boolean;
  packingSlipPaper: PackingSlipPaper;
  showPrices: boolean;
  orderNumber: string;
  packingNote: string;
};

export const EMPTY_ITEM: ContentsItem = {
  description: '',
  quantity: '1',
  weight: '',
  weightUnit: 'kg',
  value: '',
  currency: 'EUR',
  hsCode: '',
  origin: '',
  sku: '',
};

export const EMPTY_CONTENTS: ParcelContents = {
  items: [],
  category: 'gift',
  categoryExplanation: '',
  senderReference: '',
  importerReference: '',
  invoiceNumber: '',
  licenceNumbers: '',
  certificateNumbers: '',
  postalCharges: '',
  comments: '',
  date: '',
  signWith: 'typed-name',
};

export const DEFAULT_DOCUMENTS: ParcelDocuments = {
  customsForm: true,
  formChoice: 'by-value',
  copies: 3,
  commercialInvoice: false,
  reasonForExport: '',
  incoterm: 'DAP',
  packingSlip: false,
  packingSlipPaper: 'a4',
  showPrices: true,
  orderNumber: '',
  packingNote: '',
};

/** What goes to the worker with a label: the parcel's contents and the documents to print with it. */
export type ParcelPaperwork = { contents: ParcelContents; documents: ParcelDocuments };
