import { readQuantity } from '../../contents/read-contents';
import { useFieldValue, type ContentsForm } from './contents-form';

/**
 * What a line's Net weight and Value are of: all its pieces together, as the CN 22's boxes 2 and 3 want them, never
 * one piece's. "For all 2 together, not each" once the quantity says 2.
 */
export function piecesHintText(quantity: string): string {
  const read = readQuantity(quantity);
  if (!('value' in read)) return 'For all the pieces together';
  return read.value === 1 ? 'For the 1 piece' : `For all ${read.value.toLocaleString('en-US')} together, not each`;
}

type PiecesHintProps = { form: ContentsForm; index: number };

/** The hint under an item's Net weight and Value, following its Quantity as it is typed (and only it). */
export function PiecesHint({ form, index }: PiecesHintProps) {
  return piecesHintText(useFieldValue(form, `items.${index}.quantity`));
}
