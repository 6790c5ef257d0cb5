import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_PARCELS, parcelsValid } from './field-limits';

/** What is wrong with a Parcels value as typed, in words for the form and the batch; null for one that prints. */
export function parcelsProblem(typed: string): MessageDescriptor | null {
  if (parcelsValid(typed)) return null;
  const most = MAX_PARCELS;
  return msg({ message: `Parcels must be a whole number from 1 to ${most}`, comment: 'No full stop: the form and the batch end the sentence or add to it' });
}
