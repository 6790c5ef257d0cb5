// The label's fields in form and preview order; the single source for the LabelData shape.
export const LABEL_FIELDS = [
  'toName',
  'toCompany',
  'toAddress',
  'toPhone',
  'fromName',
  'fromCompany',
  'fromAddress',
  'fromPhone',
  'weight',
  'dimensions',
  'parcels',
  'trackingNumber',
  'reference',
  'customMessage',
] as const;

export type LabelField = (typeof LABEL_FIELDS)[number];

const FIELD_NAMES: ReadonlySet<string> = new Set(LABEL_FIELDS);

/** Whether a name (a form control's, a column's) is one of the label's fields. */
export const isLabelField = (name: string): name is LabelField => FIELD_NAMES.has(name);

/** Everything a label shows; all free text, held in the browser only. */
export type LabelData = { readonly [Field in LabelField]: string };

/** A complete label from partial or untrusted values: every field a string, missing ones empty. */
export const labelFrom = (values: Partial<Record<LabelField, unknown>>): LabelData =>
  Object.fromEntries(
    LABEL_FIELDS.map((field) => [field, typeof values[field] === 'string' ? values[field] : '']),
  ) as LabelData;
