import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_PARCELS } from '../../label/field-limits';

const maxParcels = MAX_PARCELS;

// Why no PDF is made of what the page holds, in words that say what to fix (the tests read them from here).
export const requestMessages = {
  badParcels: msg`Parcels must be a whole number from 1 to ${maxParcels}. Correct it in the form, then try again.`,
  badStock: msg`The custom size has a problem. Fix the figures marked under Custom size, then try again.`,
  badContents: msg`The contents have a problem. Fix the fields marked under Contents and customs, then try again.`,
} as const satisfies Record<string, MessageDescriptor>;
