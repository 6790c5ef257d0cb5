import type { LabelFacts } from './label-facts';

// The same parcel on two labels is likely printed twice: each label with a tracking number (or main barcode) that
// another printed label has is told which others.

/** What identifies a label's parcel: its tracking number, else its main barcode's data; null when neither was read. */
export const parcelKey = (facts: LabelFacts): string | null => facts.tracking?.number ?? facts.barcode;

/** For each label (by index), the indexes of the other labels with its parcel's number; none for a label read once. */
export function repeatsOf(facts: readonly (LabelFacts | null)[]): number[][] {
  const byKey = new Map<string, number[]>();
  facts.forEach((fact, index) => {
    const key = fact ? parcelKey(fact) : null;
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  return facts.map((fact, index) => {
    const key = fact ? parcelKey(fact) : null;
    return key === null ? [] : (byKey.get(key) ?? []).filter((other) => other !== index);
  });
}
