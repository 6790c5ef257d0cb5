import {
  DEFAULT_DOCUMENTS,
  EMPTY_CONTENTS,
  EMPTY_ITEM,
  type ContentsItem,
  type ParcelContents,
  type ParcelDocuments,
} from '../../contents/parcel-contents';

/** The editor's form: the contents (with a mutable item list, as useFieldArray wants) and the documents beside them. */
export type ContentsValues = Omit<ParcelContents, 'items'> & { items: ContentsItem[]; documents: ParcelDocuments };

const twoDigits = (part: number): string => String(part).padStart(2, '0');

/** Today in the visitor's own time zone, yyyy-mm-dd: the date they sign the declaration. */
export const localDate = (now: Date): string => `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

/** One empty item in the sender's currency, dated today, every document as the model defaults it. */
export const startingValues = (now: Date, currency: string): ContentsValues => ({
  ...EMPTY_CONTENTS,
  items: [{ ...EMPTY_ITEM, currency }],
  date: localDate(now),
  documents: { ...DEFAULT_DOCUMENTS },
});

/** The form's values as the model's two parts. */
export function splitValues({ documents, ...contents }: ContentsValues): { contents: ParcelContents; documents: ParcelDocuments } {
  return { contents, documents };
}
