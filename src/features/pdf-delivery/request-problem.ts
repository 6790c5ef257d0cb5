import { contentsStore } from '../contents';
import type { PrintOptions } from '../../stock/print-options';
import { stockOf } from '../../stock/stock-of';

// Why no PDF is made of what the page holds, in words that say what to fix. Lazy code: the delivery's and the
// batch's chunks check these once their code has arrived, so the page's first load carries none of it.

export const requestMessages = {
  badStock: 'The custom size has a problem. Fix the figures marked under Custom size, then try again.',
  badContents: 'The contents have a problem. Fix the fields marked under Contents and customs, then try again.',
} as const;

/** The custom size's problem, if the options hold one. */
export const stockProblem = (options: PrintOptions): string | null => (stockOf(options) === null ? requestMessages.badStock : null);

/** What stops this single label's PDF: the custom size, or a value in the contents no form could print. */
export const requestProblem = (options: PrintOptions): string | null =>
  stockProblem(options) ?? (contentsStore.get()?.blocked ? requestMessages.badContents : null);
