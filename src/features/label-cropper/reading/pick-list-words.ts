import type { LabelFacts } from '../../../label-reading/label-facts';
import { pickListOf } from '../../../label-reading/pick-list';

/** The pick list page in a few words, for the preview: how many SKUs and items, for how many labels. */
export function pickListWords(facts: readonly (LabelFacts | null)[]): string {
  const list = pickListOf(facts.flatMap((fact) => (fact ? [fact] : [])));
  const items = list.lines.reduce((sum, line) => sum + line.quantity, 0);
  const skus = `${list.lines.length} ${list.lines.length === 1 ? 'SKU' : 'SKUs'}`;
  return `${skus}, ${items} ${items === 1 ? 'item' : 'items'}, ${list.labels} ${list.labels === 1 ? 'label' : 'labels'}`;
}
