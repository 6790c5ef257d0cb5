import type { PrintOptions } from '../../../stock/print-options';
import { stockOf } from '../../../stock/stock-of';
import { labelWorkerBridge } from '../label-worker';
import { preparedPdfs } from './prepared-pdfs';
import { printInTab } from './print-pdf';
import { savePdf } from './save-pdf';

// Making and handing over a single label's PDF: the worker's bridge, the PDF kept ready (prepared-pdfs.ts), the
// print tab's and the download's handling. Its own chunk (pdf-delivery-loader.ts), fetched at idle or at a click.

export { preparedPdfs, savePdf };

/** A sheet's alignment test page, made by the label worker with the printer's shift. */
export const alignmentPdf = (options: PrintOptions) => labelWorkerBridge.alignmentPdf(options);

/** Whether the options are a custom size with a problem, of which no PDF is made. */
export const hasStockProblem = (options: PrintOptions): boolean => stockOf(options) === null;

/** Into the print tab the click opened, or to the browser's download. */
export function deliverPdf(pdf: Blob, tab: Window | null): void {
  if (tab) printInTab(tab, pdf);
  else savePdf(pdf);
}
