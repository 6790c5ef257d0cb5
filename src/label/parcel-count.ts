import { parcelsValid } from './field-limits';
import type { LabelData } from './label-data';

// A shipment of several parcels: the count typed in Parcels prints that many labels with the same addresses, each
// marked "1 of 3" … "3 of 3". A label's `parcels` holds the count as typed ("", "3"); eachParcel() gives the copies,
// whose `parcels` holds their mark ("2 of 3"). A visitor may type a mark too, to print one box of a shipment again.

const COUNT = /^\d+$/;
const MARK = /^\d+ of \d+$/;

/** How many labels the label prints: its count, 1 when blank, a copy's own 1; null when Parcels is not a count. */
export function parcelCount(label: LabelData): number | null {
  const text = label.parcels.trim();
  if (!parcelsValid(text)) return null;
  return COUNT.test(text) ? Number(text) : 1;
}

/** The label once per parcel, each marked "n of N"; a single parcel (or a copy already marked) as it is, unmarked. */
export function eachParcel(label: LabelData): LabelData[] {
  const count = parcelCount(label) ?? 1;
  if (count === 1 && !MARK.test(label.parcels.trim())) return [{ ...label, parcels: '' }];
  if (count === 1) return [label];
  return Array.from({ length: count }, (_, index) => ({ ...label, parcels: `${index + 1} of ${count}` }));
}

/** Every label of a list once per parcel, in order. */
export const everyParcel = (labels: readonly LabelData[]): LabelData[] => labels.flatMap(eachParcel);

/** The labels a list prints, counting each one's parcels. */
export const parcelTotal = (labels: readonly LabelData[]): number => labels.reduce((sum, label) => sum + (parcelCount(label) ?? 1), 0);

/**
 * The parcel mark a face prints: a copy's own ("2 of 3"), the first of a count not yet split (the preview's "1 of 3"),
 * or null for a single parcel.
 */
export function parcelMark(label: LabelData): string | null {
  const text = label.parcels.trim();
  if (MARK.test(text)) return text;
  const count = parcelCount(label);
  return count !== null && count > 1 ? `1 of ${count}` : null;
}
