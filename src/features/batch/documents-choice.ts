// Types and the defaults only: the workspace keeps the choice across imports without loading the contents model.
import type { CustomsPolicy } from '../../batch/parcel-contents-of';
import type { ShipmentCategory, SignWith } from '../../contents/parcel-contents';

/** One PDF with each order's documents after its label, or a PDF of each kind. */
export type DocumentsOutput = 'combined' | 'separate';

/** The batch's Documents panel as the visitor left it: which documents, in which PDFs, and what the file leaves out, as typed. */
export type DocumentsChoice = {
  customs: CustomsPolicy;
  invoices: boolean;
  packingSlips: boolean;
  output: DocumentsOutput;
  /** Of a CN 23 and of an invoice, 1 to 4. */
  copies: number;
  category: ShipmentCategory;
  /** What the shipment is, when its category is "other". */
  categoryExplanation: string;
  /** A country's code or name, for items whose row names no origin. */
  origin: string;
  /** One piece's weight, "0.25", "250 g", for items whose row has none. */
  weightPerItem: string;
  /** A currency code for items whose row and order name none; '' for the sender's country's. */
  currency: string;
  signWith: SignWith;
};

// A shop's export is sales; nothing else is made until the visitor asks for it.
export const DEFAULT_DOCUMENTS_CHOICE: DocumentsChoice = {
  customs: 'where-needed',
  invoices: false,
  packingSlips: false,
  output: 'combined',
  copies: 3,
  category: 'sale-of-goods',
  categoryExplanation: '',
  origin: '',
  weightPerItem: '',
  currency: '',
  signWith: 'typed-name',
};
