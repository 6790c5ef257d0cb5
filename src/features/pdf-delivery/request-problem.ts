import { contentsStore } from '../contents';
import type { PrintOptions } from '../../stock/print-options';
import { stockOf } from '../../stock/stock-of';
import { requestMessages } from './request-messages';

// Why no PDF is made of what the page holds. Lazy code: the delivery's and the
// batch's chunks check these once their code has arrived, so the page's first load carries none of it.

/** The custom size's problem, if the options hold one. */
export const stockProblem = (options: PrintOptions): string | null => (stockOf(options) === null ? requestMessages.badStock : null);

/** What stops this single label's PDF: the custom size, or a value in the contents no form could print. */
export const requestProblem = (options: PrintOptions): string | null =>
  stockProblem(options) ?? (contentsStore.get()?.blocked ? requestMessages.badContents : null);
