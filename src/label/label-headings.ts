// The words a label prints around what was typed: its section headings (TO:, FROM: …), the small form's inline ones
// (From:, Weight: …) and the parcel mark's pattern ("2 of 3"). English by default, which posts everywhere read; the
// visitor may choose their page's language instead (the print settings' "Label headings"), whose words the page reads
// from its catalog and sends with the print options: this model and the worker know no language but what they are given.

export type LabelHeadings = {
  readonly to: string;
  readonly from: string;
  readonly weight: string;
  readonly dimensions: string;
  readonly reference: string;
  readonly parcel: string;
  readonly message: string;
  /** The small form's: "From: Ada Lovelace, 1 Main St". */
  readonly fromLine: string;
  readonly weightLine: string;
  readonly dimensionsLine: string;
  readonly referenceLine: string;
  /** Before the parcel mark, no colon: "Parcel 2 of 3". */
  readonly parcelLine: string;
  readonly trackingLine: string;
  /** The parcel mark, its number and the shipment's count in place: "{number} of {count}". */
  readonly parcelMark: string;
};

export const ENGLISH_HEADINGS: LabelHeadings = {
  to: 'TO:',
  from: 'FROM:',
  weight: 'WEIGHT:',
  dimensions: 'DIMENSIONS:',
  reference: 'REF:',
  parcel: 'PARCEL:',
  message: 'MESSAGE:',
  fromLine: 'From:',
  weightLine: 'Weight:',
  dimensionsLine: 'Dimensions:',
  referenceLine: 'Ref:',
  parcelLine: 'Parcel',
  trackingLine: 'Tracking:',
  parcelMark: '{number} of {count}',
};

export const HEADING_NAMES = Object.keys(ENGLISH_HEADINGS) as (keyof LabelHeadings)[];

/** A heading longer than this is no heading (the longest of the twelve languages' is 15 characters). */
export const MAX_HEADING_LENGTH = 40;

const isHeading = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_HEADING_LENGTH && !value.includes('\n');

/**
 * Headings from untrusted values (another thread, storage): every word present and short, the mark's pattern with both
 * of its numbers; else English. English words come back as ENGLISH_HEADINGS itself, so default options stay the defaults.
 */
export const headingsFrom = (value: unknown): LabelHeadings => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (!HEADING_NAMES.every((name) => isHeading(record[name]))) return ENGLISH_HEADINGS;
  const mark = record.parcelMark as string;
  if (!mark.includes('{number}') || !mark.includes('{count}')) return ENGLISH_HEADINGS;
  const headings = Object.fromEntries(HEADING_NAMES.map((name) => [name, record[name]])) as LabelHeadings;
  return HEADING_NAMES.every((name) => headings[name] === ENGLISH_HEADINGS[name]) ? ENGLISH_HEADINGS : headings;
};

/** The words a label prints besides its values, for the fonts it needs: the mark's pattern without its placeholders. */
export const headingTexts = (headings: LabelHeadings): string[] =>
  HEADING_NAMES.map((name) => headings[name].replace(/\{(number|count)\}/g, '0'));

/** A parcel mark in the headings' language: "2 of 3" → "2 von 3"; a mark typed otherwise prints as typed. */
export const markIn = (headings: LabelHeadings, mark: string): string => {
  const numbers = /^(\d+) of (\d+)$/.exec(mark);
  if (numbers === null) return mark;
  return headings.parcelMark.replace('{number}', numbers[1] ?? '').replace('{count}', numbers[2] ?? '');
};
