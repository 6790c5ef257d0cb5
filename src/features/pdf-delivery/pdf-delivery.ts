import type { PrintOptions } from '../../stock/print-options';
import { labelWorkerBridge } from '../label-worker';
import { logoStore } from '../sender-logo';
import { preparedPdfs } from './prepared-pdfs';
import { printInTab } from './print-pdf';
import { requestProblem } from './request-problem';
import { savePdf } from './save-pdf';

// Making and handing over a single label's PDF: the worker's bridge, the PDF kept ready (prepared-pdfs.ts), the
// print tab's and the download's handling. Its own chunk (pdf-delivery-loader.ts), fetched at idle or at a click.

export { preparedPdfs, requestProblem, savePdf };

/** A sheet's alignment test page, made by the label worker with the printer's shift. */
export const alignmentPdf = (options: PrintOptions) => labelWorkerBridge.alignmentPdf(options);

/** Calls `changed` whenever what a PDF holds beside the label and its stock changes: the sender's logo. */
export const followPdfExtras = (changed: () => void): (() => void) => logoStore.subscribe(changed);

/** Into the print tab the click opened, or to the browser's download. */
export function deliverPdf(pdf: Blob, tab: Window | null): void {
  if (tab) printInTab(tab, pdf);
  else savePdf(pdf);
}
