import { expect, test } from './support/fixtures';
import { WORKER_TIME_LIMITS } from '../../src/features/label-worker/worker-time-limits';
import { generatorPage, labelWorkers } from './support/generator-page';
import { FAULT_MARKER, faultPdfJobs } from './support/patched-worker';

const PDF_JOB_LIMIT_MS = WORKER_TIME_LIMITS.pdfMs;
const TYPING_PAUSE_PASSED_MS = 1000; // use-prepared-pdf.ts makes the PDF ahead 400 ms after typing stops
// The patched worker's 1.3 MB script passes through Playwright (fetched, prefixed, served again) before it starts:
// on a busy machine its first barcode has taken more than the default 5 s to appear.
const PATCHED_WORKER_FIRST_BARCODE = { timeout: 15_000 };

test('a PDF job that hangs is ended by the watchdog: worker replaced, visitor told, typing kept, the next PDF made', async ({ page }) => {
  // Fake timers that flow as usual, so the test can jump over the 20 s watchdog instead of waiting.
  await page.clock.install();
  await faultPdfJobs(page, 'hang');
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.barcode).toBeVisible(PATCHED_WORKER_FIRST_BARCODE);
  await expect.poll(() => labelWorkers(page)).toHaveLength(1);
  const hungWorker = labelWorkers(page)[0]!;
  const ended = new Promise<void>((resolve) => hungWorker.on('close', () => resolve()));

  await generator.fill({ toName: `Ada ${FAULT_MARKER}` });
  // Past the pause in typing (400 ms), so the PDF made ahead meets the fault before the click, not after
  // the restart, where it would hang the fresh worker too.
  await page.clock.runFor(TYPING_PAUSE_PASSED_MS);
  await generator.downloadButton.click();
  await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toBeVisible();
  await page.clock.fastForward(PDF_JOB_LIMIT_MS + 1000);

  await expect(page.getByText(/The PDF could not be created/)).toBeVisible();
  await ended;
  await expect(generator.field('toName')).toHaveValue(`Ada ${FAULT_MARKER}`);
  await expect(generator.downloadButton).toBeEnabled();

  await generator.fill({ toName: 'Ada Kept Going' });
  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Ada Kept Going');
  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
  await expect(generator.barcode).toBeVisible(PATCHED_WORKER_FIRST_BARCODE);
  expect(labelWorkers(page)).toHaveLength(1);
});

test('a worker that crashes in a PDF job is replaced at once: the visitor is told, and the next PDF is made', async ({ page }) => {
  await page.clock.install();
  await faultPdfJobs(page, 'crash');
  await page.goto('/generator');
  const generator = generatorPage(page);
  await expect(generator.barcode).toBeVisible(PATCHED_WORKER_FIRST_BARCODE);
  await expect.poll(() => labelWorkers(page)).toHaveLength(1);
  const crashed = new Promise<void>((resolve) => labelWorkers(page)[0]!.on('close', () => resolve()));

  await generator.fill({ toName: `Ada ${FAULT_MARKER}` });
  // As above: the PDF made ahead after the pause crashes its worker now, not the next one mid-job. The bridge ends
  // the crashed worker; then the click is sure to meet the crash in a worker of its own.
  await page.clock.runFor(TYPING_PAUSE_PASSED_MS);
  await crashed;
  await generator.downloadButton.click();
  // The click's fresh worker loads the patched script first (see PATCHED_WORKER_FIRST_BARCODE), then crashes.
  await expect(page.getByText(/The PDF could not be created/)).toBeVisible(PATCHED_WORKER_FIRST_BARCODE);
  await expect(generator.field('toName')).toHaveValue(`Ada ${FAULT_MARKER}`);

  await generator.fill({ toName: 'Ada Kept Going' });
  const { pdf } = await generator.download();
  expect(pdf.texts.map((run) => run.text.trim())).toContain('Ada Kept Going');
  await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
  await expect(generator.barcode).toBeVisible(PATCHED_WORKER_FIRST_BARCODE);
});
