import type { MessageDescriptor } from '@lingui/core';
import { contentsStore } from '../contents';
import type { PrintOptions } from '../../stock/print-options';
import { stockOf } from '../../stock/stock-of';
import { parcelCount } from '../../label/parcel-count';
import type { PdfRequest } from './prepared-pdfs';
import { requestMessages } from './request-messages';

// Why no PDF is made of what the page holds. Lazy code: the delivery's and the
// batch's chunks check these once their code has arrived, so the page's first load carries none of it.

/** The custom size's problem, if the options hold one. */
export const stockProblem = (options: PrintOptions): MessageDescriptor | null => (stockOf(options) === null ? requestMessages.badStock : null);

/** What stops this single label's PDF: the custom size, Parcels that is not a count, or contents no form could print. */
export const requestProblem = ({ options, label }: PdfRequest): MessageDescriptor | null =>
  stockProblem(options) ?? (parcelCount(label) === null ? requestMessages.badParcels : null) ?? (contentsStore.get()?.blocked ? requestMessages.badContents : null);
