import { LABEL_FIELDS, type LabelData, type LabelField } from './label-data';

/**
 * The most characters each field takes. The spec sets no limits; these are generous enough for any
 * real address or note, and keep every label a PDF of a few pages that a cheap phone makes quickly.
 * A tracking number stops at 40 so its barcode, always about 110 mm wide, keeps bars a scanner reads.
 */
export const FIELD_LIMITS: Readonly<Record<LabelField, number>> = {
  toName: 300,
  toCompany: 300,
  toAddress: 2000,
  toPhone: 100,
  fromName: 300,
  fromCompany: 300,
  fromAddress: 2000,
  fromPhone: 100,
  weight: 100,
  dimensions: 100,
  // A count from 1 to 99 (parcel-count.ts says what else is wrong with it); room for a pasted number with spaces around.
  parcels: 10,
  trackingNumber: 40,
  // An order number or a short note, on one line of the smallest labels.
  reference: 35,
  customMessage: 2000,
};

/** Characters as a person counts them: an emoji is one, not the two UTF-16 units it takes. */
export const countCharacters = (text: string): number => {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    // A high surrogate followed by a low one is one character; a lone surrogate still counts as one.
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
    count += 1;
  }
  return count;
};

/**
 * True when the text is within the field's limit. A character is one or two UTF-16 units, so only lengths
 * between the limit and twice it need counting: a pasted megabyte is judged at once.
 */
export const fitsLimit = (field: LabelField, text: string): boolean => {
  const limit = FIELD_LIMITS[field];
  if (text.length <= limit) return true;
  return text.length <= 2 * limit && countCharacters(text) <= limit;
};

/** The fields of a label that are longer than their limits, in form order. */
export const fieldsOverLimit = (label: LabelData): LabelField[] =>
  LABEL_FIELDS.filter((field) => !fitsLimit(field, label[field]));

/** True when every field of the label is within its limit. */
export const withinLimits = (label: LabelData): boolean => LABEL_FIELDS.every((field) => fitsLimit(field, label[field]));

/**
 * The label with each field cut to its limit (by characters as people count them), for showing a label that is
 * still being shortened: a pasted megabyte never reaches the layout, so the page stays responsive.
 */
export const cutToLimits = (label: LabelData): LabelData =>
  withinLimits(label)
    ? label
    : (Object.fromEntries(
        LABEL_FIELDS.map((field) => {
          const text = label[field];
          // Two units per character at most, so the first 2 × limit units hold the first `limit` characters.
          return [field, fitsLimit(field, text) ? text : Array.from(text.slice(0, 2 * FIELD_LIMITS[field])).slice(0, FIELD_LIMITS[field]).join('')];
        }),
      ) as LabelData);

/** Thrown, by name, when a label or barcode value is longer than its limits; nothing is drawn. */
export class LabelTooLongError extends Error {
  override readonly name = 'LabelTooLongError';
  readonly fields: readonly LabelField[];

  constructor(fields: readonly LabelField[]) {
    super(`Longer than allowed: ${fields.map((field) => `${field} (at most ${FIELD_LIMITS[field]} characters)`).join(', ')}`);
    this.fields = fields;
  }
}

/** Throws LabelTooLongError unless every field is within its limit. */
export const assertWithinLimits = (label: LabelData): void => {
  const over = fieldsOverLimit(label);
  if (over.length > 0) throw new LabelTooLongError(over);
};

/** The most parcels one label's shipment prints (parcel-count.ts): carriers' multi-piece shipments stop well before 100. */
export const MAX_PARCELS = 99;

/**
 * Whether a Parcels value as typed prints: a count from 1 to MAX_PARCELS, blank (one parcel), or a copy's own mark
 * ("2 of 3", which a visitor may type to print one box again). What to say when it does not: parcels-problem.ts.
 */
export function parcelsValid(typed: string): boolean {
  const text = typed.trim();
  const [, count, of = count] = /^(\d+)(?: of (\d+))?$/.exec(text) ?? [];
  return text === '' || (count !== undefined && Number(count) >= 1 && Number(count) <= Number(of) && Number(of) <= MAX_PARCELS);
}
