/** Release blob URLs after this long: enough for the browser to start reading them. */
export const BLOB_URL_LIFETIME_MS = 1000;

/** `shipping-label-{Date.now()}.pdf` */
export const pdfFileName = (now: number = Date.now()): string => `shipping-label-${now}.pdf`;

/** `shipping-labels-{Date.now()}.pdf`: a batch's PDF, named like a single label's. */
export const batchPdfFileName = (now: number = Date.now()): string => `shipping-labels-${now}.pdf`;

/** Saves the PDF through the browser's download, under the spec's file name pattern. */
export function savePdf(pdf: Blob, fileName: string = pdfFileName()): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
