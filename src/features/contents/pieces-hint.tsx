import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { readQuantity } from '../../contents/read-contents';
import { useFieldValue, type ContentsForm } from './contents-form';

/**
 * What a line's Net weight and Value are of: all its pieces together, as the CN 22's boxes 2 and 3 want them, never
 * one piece's. "For all 2 together, not each" once the quantity says 2.
 */
export function piecesHintText(quantity: string): MessageDescriptor {
  const read = readQuantity(quantity);
  if (!('value' in read)) return msg`For all the pieces together`;
  const pieces = read.value;
  return msg`${plural(pieces, { one: 'For the # piece', other: 'For all # together, not each' })}`;
}

type PiecesHintProps = { form: ContentsForm; index: number };

/** The hint under an item's Net weight and Value, following its Quantity as it is typed (and only it). */
export function PiecesHint({ form, index }: PiecesHintProps) {
  const { i18n } = useLingui();
  return i18n._(piecesHintText(useFieldValue(form, `items.${index}.quantity`)));
}
