import type { Page } from '@playwright/test';

/** What the patched worker does with a PDF job for a label carrying the marker. */
export type PdfJobFault = 'hang' | 'crash';

/** The worker's PDF jobs: a single label's (Download PDF, Print) or a batch's. */
export type PdfJob = 'labelsPdf' | 'batchPdf';

// The worker calls each job is made of: a batch shared by several workers is made in parts, one call each.
const jobCalls: Record<PdfJob, readonly string[]> = { labelsPdf: ['labelsPdf'], batchPdf: ['batchPdf', 'batchPdfPart'] };

/** Type this into a label field to make its PDF job fail; any other label is made as usual. */
export const FAULT_MARKER = 'FAULT-ON-PURPOSE';

// Runs before the worker's own code, so its listener comes before Comlink's and can stop the job.
const prelude = (fault: PdfJobFault, job: PdfJob) => `
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'APPLY' || !${JSON.stringify(jobCalls[job])}.includes(data?.path?.[0]) || !JSON.stringify(data).includes(${JSON.stringify(FAULT_MARKER)})) return;
  event.stopImmediatePropagation();
  ${fault === 'hang' ? 'for (;;) {} // busy for ever: only terminate() ends it' : 'throw new Error("label worker crashed on purpose");'}
});
`;

/**
 * Serves the real label worker with a fault in the PDF job (`job`: a single label's by default, or a batch's, or the
 * part of a batch holding the label) of any label carrying FAULT_MARKER: it hangs (a busy loop) or crashes (an uncaught error). Barcodes and other
 * labels work as usual.
 */
export async function faultPdfJobs(page: Page, fault: PdfJobFault, job: PdfJob = 'labelsPdf'): Promise<void> {
  await page.route('**/assets/label.worker-*.js', async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, body: prelude(fault, job) + (await response.text()) });
    } catch {
      // A worker ended (by the watchdog, or with its test) while its script still loaded: nothing is left to answer.
    }
  });
}
