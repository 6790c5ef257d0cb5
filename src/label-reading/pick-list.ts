import type { LabelFacts } from './label-facts';

// "Pick list first": every SKU of the day with what it is, how many in all and the orders it is in; and how many
// labels each carrier takes. Read from the labels that print.

/** One thing to pick: its SKU (empty when the list printed none), description, total and orders. */
export type PickLine = { sku: string; description: string; quantity: number; orders: string[] };

export type PickList = { lines: PickLine[]; carriers: { carrier: string; labels: number }[]; labels: number; withoutItems: number };

/** The carrier heading for labels whose carrier was not recognised. */
export const UNRECOGNISED = 'Not recognised';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function pickListOf(facts: readonly LabelFacts[]): PickList {
  const lines = new Map<string, PickLine>();
  const carriers = new Map<string, number>();
  let withoutItems = 0;
  for (const fact of facts) {
    const carrier = fact.tracking?.carrier ?? UNRECOGNISED;
    carriers.set(carrier, (carriers.get(carrier) ?? 0) + 1);
    if (fact.items.length === 0) withoutItems += 1;
    for (const item of fact.items) {
      const key = (item.sku || item.description).toUpperCase();
      const line = lines.get(key) ?? { sku: item.sku, description: '', quantity: 0, orders: [] };
      line.quantity += item.quantity;
      if (line.description === '' && item.sku !== '') line.description = item.description;
      if (item.sku === '') line.description = item.description;
      if (fact.order !== null && !line.orders.includes(fact.order)) line.orders.push(fact.order);
      lines.set(key, line);
    }
  }
  return {
    lines: [...lines.values()].map((line) => ({ ...line, orders: line.orders.sort(collator.compare) })).sort((a, b) => collator.compare(a.sku || a.description, b.sku || b.description)),
    carriers: [...carriers].map(([carrier, labels]) => ({ carrier, labels })).sort((a, b) => b.labels - a.labels || collator.compare(a.carrier, b.carrier)),
    labels: facts.length,
    withoutItems,
  };
}
