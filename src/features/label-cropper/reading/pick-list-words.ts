import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LabelFacts } from '../../../label-reading/label-facts';
import { pickListOf } from '../../../label-reading/pick-list';

/** The pick list page in a few words, for the preview: how many SKUs and items, for how many labels. */
export function pickListWords(facts: readonly (LabelFacts | null)[]): MessageDescriptor {
  const list = pickListOf(facts.flatMap((fact) => (fact ? [fact] : [])));
  const items = list.lines.reduce((sum, line) => sum + line.quantity, 0);
  const skus = list.lines.length;
  const labels = list.labels;
  return msg({
    message: `${plural(skus, { one: '# SKU', other: '# SKUs' })}, ${plural(items, { one: '# item', other: '# items' })}, ${plural(labels, { one: '# label', other: '# labels' })}`,
    comment: 'What the pick list page holds, in the preview. SKU: stock keeping unit, the seller’s code for a product',
  });
}
