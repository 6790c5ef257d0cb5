import { preparedPdfs, type PdfRequest } from './prepared-pdfs';
import { printInTab } from './print-pdf';
import { savePdf } from './save-pdf';

// Making and handing over a single label's PDF: the worker's bridge, the PDF kept ready, the print tab's and the
// download's handling. Its own chunk (pdf-delivery-loader.ts), fetched at idle or at the first click.

/** The PDF for this request if it is ready now, so a click can hand it over without waiting a tick. */
export const readyPdf = (request: PdfRequest): Blob | null => preparedPdfs.readyNow(request);

/** The PDF for this request: the ready one, the one being prepared, or a new one. */
export const pdfFor = (request: PdfRequest) => preparedPdfs.get(request);

/** Starts making this PDF ahead of a click (see prepared-pdfs.ts). */
export const preparePdf = (request: PdfRequest): void => preparedPdfs.prepare(request);

/** Into the print tab the click opened, or to the browser's download. */
export function deliverPdf(pdf: Blob, tab: Window | null): void {
  if (tab) printInTab(tab, pdf);
  else savePdf(pdf);
}
