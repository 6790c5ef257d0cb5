import {
  DEFAULT_DOCUMENTS,
  EMPTY_CONTENTS,
  EMPTY_ITEM,
  INCOTERMS,
  SHIPMENT_CATEGORIES,
  WEIGHT_UNITS,
  type ContentsItem,
  type ParcelContents,
  type ParcelDocuments,
  type ParcelPaperwork,
} from './parcel-contents';

// The paperwork as the worker receives it, made whole from untrusted values the way labelFrom makes a label: every
// text a string, every choice one of its options, the copies 1 to 4. Its numbers are read, and judged, later.

type Loose = Record<string, unknown>;

const loose = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

/** Each of the shape's text fields from the values, its own default where a value is not text. */
function textsFrom<T extends Record<string, unknown>>(shape: T, values: Loose): T {
  return Object.fromEntries(Object.entries(shape).map(([key, fallback]) => [key, typeof fallback === 'string' ? textOr(values[key], fallback) : fallback])) as T;
}

const itemFrom = (value: unknown): ContentsItem => {
  const values = loose(value);
  return { ...textsFrom(EMPTY_ITEM, values), weightUnit: oneOf(WEIGHT_UNITS, values.weightUnit, EMPTY_ITEM.weightUnit) };
};

const contentsFrom = (value: unknown): ParcelContents => {
  const values = loose(value);
  return {
    ...textsFrom(EMPTY_CONTENTS, values),
    items: Array.isArray(values.items) ? values.items.map(itemFrom) : [],
    category: oneOf(SHIPMENT_CATEGORIES, values.category, EMPTY_CONTENTS.category),
    signWith: oneOf(['typed-name', 'by-hand'] as const, values.signWith, EMPTY_CONTENTS.signWith),
  };
};

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

const documentsFrom = (value: unknown): ParcelDocuments => {
  const values = loose(value);
  const copies = typeof values.copies === 'number' && Number.isInteger(values.copies) ? Math.min(Math.max(values.copies, 1), 4) : DEFAULT_DOCUMENTS.copies;
  return {
    ...textsFrom(DEFAULT_DOCUMENTS, values),
    customsForm: flag(values.customsForm, DEFAULT_DOCUMENTS.customsForm),
    formChoice: oneOf(['by-value', 'cn23'] as const, values.formChoice, DEFAULT_DOCUMENTS.formChoice),
    copies,
    commercialInvoice: flag(values.commercialInvoice, DEFAULT_DOCUMENTS.commercialInvoice),
    incoterm: oneOf(INCOTERMS, values.incoterm, DEFAULT_DOCUMENTS.incoterm),
    packingSlip: flag(values.packingSlip, DEFAULT_DOCUMENTS.packingSlip),
    packingSlipPaper: oneOf(['a4', 'letter', '4x6'] as const, values.packingSlipPaper, DEFAULT_DOCUMENTS.packingSlipPaper),
    showPrices: flag(values.showPrices, DEFAULT_DOCUMENTS.showPrices),
  };
};

/** Whole paperwork from partial or untrusted values. */
export const paperworkFrom = (value: unknown): ParcelPaperwork => {
  const values = loose(value);
  return { contents: contentsFrom(values.contents), documents: documentsFrom(values.documents) };
};
