import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { LabelFacts } from '../../../label-reading/label-facts';
import { sortedOrder, type SortKey } from '../../../label-reading/label-order';
import { repeatsOf } from '../../../label-reading/repeats';
import { printedItems, type CropItem } from '../crop-items';
import { itemName, titleOf } from '../item-names';
import { factsOfItems, type ReadFacts } from './label-readings';

/** The cards in print order, the labels that print with what each says, and the other labels each one repeats. */
export type LabelDay = {
  items: readonly CropItem[];
  labels: readonly CropItem[];
  labelFacts: readonly (LabelFacts | null)[];
  factsByKey: ReadonlyMap<string, LabelFacts | null>;
  /** For a printed label whose parcel is on others too: those others, named ("page 3 of “day.pdf”"). */
  repeatsByKey: ReadonlyMap<string, string>;
};

export function useLabelDay(items: readonly CropItem[], sortKey: SortKey): LabelDay {
  const { i18n } = useLingui();
  // The reading model (tracking formats, postcodes, order lists) is its own chunk, fetched with the first page read.
  const [read, setRead] = useState<{ facts: ReadFacts } | null>(null);
  const anyRead = items.some((item) => item.reading !== null && item.reading !== 'failed');
  useEffect(() => {
    if (!anyRead || read) return;
    let live = true;
    void import('../../../label-reading/label-facts').then((model) => live && setRead({ facts: model.labelFacts }));
    return () => {
      live = false;
    };
  }, [anyRead, read]);
  return useMemo(() => {
    const facts = factsOfItems(items, read?.facts ?? null);
    const order = sortedOrder(facts, sortKey);
    const sorted = order.flatMap((index) => items[index] ?? []);
    const factsByKey = new Map(items.map((item, index) => [item.key, facts[index] ?? null]));
    const labels = printedItems(sorted);
    const labelFacts = labels.map((item) => factsByKey.get(item.key) ?? null);
    const repeats = repeatsOf(labelFacts);
    const say = (message: MessageDescriptor) => i18n._(message);
    const repeatsByKey = new Map(labels.flatMap((item, index) => {
      const others = repeats[index] ?? [];
      const names = others.map((other, at) => (at === 0 ? titleOf : itemName)(labels[other] as CropItem, say, true));
      return names.length === 0 ? [] : [[item.key, names.join(', ')] as const];
    }));
    return { items: sorted, labels, labelFacts, factsByKey, repeatsByKey };
  }, [items, sortKey, read, i18n]);
}
