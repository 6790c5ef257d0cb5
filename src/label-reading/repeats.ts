import type { LabelFacts } from './label-facts';
import { parcelKey } from './label-facts';

// The same parcel on two labels is likely printed twice: each label with a tracking number (or main barcode) that
// another printed label has is told which others.

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
