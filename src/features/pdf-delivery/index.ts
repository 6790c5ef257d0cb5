// Download and Print: the buttons, the print tab opened within the click, the saved file, the PDF kept ready.
export { openPrintTab } from './print-tab';
export { loadPdfDelivery } from './pdf-delivery-loader';
export { createPdfActions, pdfMessages } from './pdf-actions';
export { PdfActionButton } from './pdf-action-button';
export { usePreparedPdf } from './use-prepared-pdf';
export { printInTab } from './print-pdf';
export { stockProblem } from './request-problem';
export { batchPdfFileName, savePdf } from './save-pdf';
