import { MAX_PARCELS } from '../../label/field-limits';

// Why no PDF is made of what the page holds, in words that say what to fix (the tests read them from here).
export const requestMessages = {
  badParcels: `Parcels must be a whole number from 1 to ${MAX_PARCELS}. Correct it in the form, then try again.`,
  badStock: 'The custom size has a problem. Fix the figures marked under Custom size, then try again.',
  badContents: 'The contents have a problem. Fix the fields marked under Contents and customs, then try again.',
} as const;
