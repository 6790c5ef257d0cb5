import type { labelFacts, LabelFacts } from '../../../label-reading/label-facts';
import type { CropItem } from '../crop-items';

// What each card's label says, worked out from its page's reading and its crop, once for each version of the item
// (items are replaced when they change, so a kept answer is never stale) and its page's other labels.

const known = new WeakMap<CropItem, { others: string; facts: LabelFacts }>();

const othersKey = (others: readonly CropItem[]): string => others.map((other) => `${other.crop.xMm},${other.crop.yMm},${other.crop.widthMm},${other.crop.heightMm}`).join(';');

/** What a label says, worked out from its page's reading (src/label-reading/label-facts.ts, loaded with the first reading). */
export type ReadFacts = typeof labelFacts;

/** Each item's facts, or null while its page is unread, could not be read, or the reading model has not arrived. */
export function factsOfItems(items: readonly CropItem[], read: ReadFacts | null): (LabelFacts | null)[] {
  // Each page's printed labels, found once: a page's text beside its labels goes to the nearest of them.
  const printedOnPage = new Map<string, CropItem[]>();
  for (const item of items) {
    if (item.skipped !== null) continue;
    const key = `${item.fileId}:${item.page}`;
    printedOnPage.set(key, [...(printedOnPage.get(key) ?? []), item]);
  }
  return items.map((item) => {
    if (item.reading === null || item.reading === 'failed' || read === null) return null;
    const others = (printedOnPage.get(`${item.fileId}:${item.page}`) ?? []).filter((other) => other !== item);
    const key = othersKey(others);
    const kept = known.get(item);
    if (kept?.others === key) return kept.facts;
    const facts = read(item.reading, item.crop, others.map((other) => other.crop));
    known.set(item, { others: key, facts });
    return facts;
  });
}
