import type { Page, Route } from '@playwright/test';

/** What the patched worker does with a PDF job for a label carrying the marker. */
export type PdfJobFault = 'hang' | 'crash';

/** The worker's PDF jobs: a single label's (Download PDF, Print) or a batch's. */
export type PdfJob = 'labelsPdf' | 'batchPdf';

// The worker calls each job is made of: a batch shared by several workers is made in parts, one call each.
const jobCalls: Record<PdfJob, readonly string[]> = { labelsPdf: ['labelsPdf'], batchPdf: ['batchPdf', 'batchPdfPart'] };

/** Type this into a label field to make its PDF job fail; any other label is made as usual. */
export const FAULT_MARKER = 'FAULT-ON-PURPOSE';

// A request the test never answers: a worker that asks for it synchronously is stuck, as in an endless loop, but
// without taking a core from the rest of the suite.
const HANG_PATH = '/__worker-hangs-here__';

// Runs before the worker's own code, so its listener comes before Comlink's and can stop the job.
const prelude = (fault: PdfJobFault, job: PdfJob) => `
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'APPLY' || !${JSON.stringify(jobCalls[job])}.includes(data?.path?.[0]) || !JSON.stringify(data).includes(${JSON.stringify(FAULT_MARKER)})) return;
  event.stopImmediatePropagation();
  ${
    fault === 'hang'
      ? `const stuck = new XMLHttpRequest(); stuck.open('GET', ${JSON.stringify(HANG_PATH)}, false); stuck.send(); // only terminate() ends it`
      : 'throw new Error("label worker crashed on purpose");'
  }
});
`;

// The real worker's script, fetched once by each test process: 1.3 MB that would otherwise pass through it each test.
type Served = { status: number; headers: Record<string, string>; body: string };
const workerScripts = new Map<string, Promise<Served>>();
const served = async (route: Route): Promise<Served> => {
  const response = await route.fetch();
  // The body is served again as text, with a prelude: its old length and encoding no longer hold.
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-length' && name !== 'content-encoding'));
  return { status: response.status(), headers, body: await response.text() };
};

/**
 * Serves the real label worker with a fault in the PDF job (`job`: a single label's by default, or a batch's, or the
 * part of a batch holding the label) of any label carrying FAULT_MARKER: it hangs (a busy loop) or crashes (an uncaught error). Barcodes and other
 * labels work as usual.
 */
export async function faultPdfJobs(page: Page, fault: PdfJobFault, job: PdfJob = 'labelsPdf'): Promise<void> {
  if (fault === 'hang') await page.context().route(`**${HANG_PATH}`, () => undefined);
  await page.route('**/assets/label.worker-*.js', async (route) => {
    try {
      const url = route.request().url();
      const script = workerScripts.get(url) ?? served(route);
      workerScripts.set(url, script);
      const { status, headers, body } = await script.catch((error: unknown) => {
        workerScripts.delete(url);
        throw error;
      });
      await route.fulfill({ status, headers, body: prelude(fault, job) + body });
    } catch {
      // A worker ended (by the watchdog, or with its test) while its script still loaded: nothing is left to answer.
    }
  });
}
