import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Browser, Page } from '@playwright/test';
import { letterLabelPages } from '../support/carrier-pages/letter-label-pages';
import { installProbes, longTasksBetween, pageNow, readProbes } from './page-probes';
import type { Row } from './report';
import { spread } from './stats';

/** The 4 × 6 in thermal label: the stock the cropped labels are printed on. */
const THERMAL_4X6 = '4 × 6 in thermal label';
const PAGES = 100;

/**
 * One run, in ms from the file input's change event (page clock): the first page's crop shown; every page's label
 * found; every label read for its text and barcodes (Download enabled); and from the click on Download PDF to the PDF
 * saved, every printed label checked to scan. `totalMs` is the parts added, files dropped → PDF ready and checked for
 * a visitor who clicks the moment they can; the bench's own pause between is left out.
 */
export type CropperRun = { firstPreviewMs: number; detectionMs: number; readMs: number; pdfMs: number; totalMs: number; longTasks: number; blockingMs: number };

/** What the page notes, on its own clock, as the run goes. */
type CropperTimes = { pickedAt: number; firstPreviewAt: number; foundAt: number; readAt: number; clickedAt: number; savedAt: number };

declare global {
  interface Window {
    cropperBench?: CropperTimes;
  }
}

const labelPdfs = new Map<number, Promise<string>>();

async function writeLabelPdf(pages: number): Promise<string> {
  const fixture = await letterLabelPages(pages);
  const path = join(await mkdtemp(join(tmpdir(), 'cropper-bench-')), fixture.fileName);
  await writeFile(path, fixture.bytes);
  return path;
}

/**
 * The label PDF of `pages` pages, made once (it takes a second or two) and reused run after run, as a file on disk:
 * Playwright hands a file on disk to the input as a browser would, where a buffer is rebuilt in the page by script
 * (a long task of its own on the page's main thread, which is the bench's and not the cropper's).
 */
const labelPdf = (pages: number): Promise<string> => {
  let made = labelPdfs.get(pages);
  if (!made) labelPdfs.set(pages, (made = writeLabelPdf(pages)));
  return made;
};

/** Notes a download's moment: the page saves a PDF by clicking a link with `download` set, never in the document. */
async function noteSaves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && window.cropperBench) window.cropperBench.savedAt = performance.now();
      click.call(this);
    };
  });
}

/**
 * Watches the page for the run's moments, each at the frame that shows it: the first page's picture (decoded),
 * Download PDF enabled (every page looked at), and the click on it. Observers that cost next to nothing: one
 * childList observer until the first picture, then only the button's aria-disabled. (No named functions inside:
 * tsx would wrap them in a helper the page does not have.)
 */
const watchTimes = (page: Page, pages: number): Promise<void> =>
  page.evaluate(
    (pages) => {
      const times: CropperTimes = { pickedAt: 0, firstPreviewAt: 0, foundAt: 0, readAt: 0, clickedAt: 0, savedAt: 0 };
      window.cropperBench = times;
      document.addEventListener('change', (event) => (times.pickedAt ||= event.timeStamp), { capture: true });
      const download = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Download PDF');
      if (!download) throw new Error('No Download PDF button');
      download.addEventListener('click', (event) => (times.clickedAt ||= event.timeStamp), { capture: true });
      // Crop boxes counted as they come and go: counting the document's on every change would cost the page more the
      // more pages it shows, and so slow what is measured.
      const cropBox = '[role="group"][aria-label^="Crop box of"]';
      let boxes = 0;
      const pictures = new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof Element) boxes += Number(node.matches(cropBox)) + node.querySelectorAll(cropBox).length;
          });
          record.removedNodes.forEach((node) => {
            if (node instanceof Element) boxes -= Number(node.matches(cropBox)) + node.querySelectorAll(cropBox).length;
          });
        }
        // The first crop box on the page is the first page's; its picture is beside it.
        if (times.firstPreviewAt === 0 && boxes > 0) {
          const picture = document.querySelector(cropBox)?.parentElement?.querySelector('img');
          if (picture && picture.dataset.benchSeen === undefined) {
            picture.dataset.benchSeen = '';
            void picture.decode().finally(() => requestAnimationFrame(() => (times.firstPreviewAt = performance.now())));
          }
        }
        // Every page looked at: as many crop boxes as pages (a page still being looked at shows none).
        if (boxes < pages) return;
        pictures.disconnect();
        requestAnimationFrame(() => (times.foundAt = performance.now()));
      });
      pictures.observe(document.body, { subtree: true, childList: true });
      const enabled = new MutationObserver(() => {
        if (download.getAttribute('aria-disabled') !== 'false' || times.pickedAt === 0) return;
        if (document.querySelectorAll(cropBox).length < pages) return;
        enabled.disconnect();
        requestAnimationFrame(() => (times.readAt = performance.now()));
      });
      enabled.observe(download, { attributes: true, attributeFilter: ['aria-disabled'] });
    },
    pages,
  );

const times = (page: Page): Promise<CropperTimes> => page.evaluate(() => ({ ...window.cropperBench! }));

/**
 * The label cropper with a carrier's PDF of `pages` Letter pages, a 4 × 6 in label on each: opens /label-cropper,
 * chooses 4 × 6 in labels, picks the file, waits for every label to be found, clicks Download PDF and waits for the
 * download. Checks the PDF has a page per label, so a run that found less does not pass for a fast one.
 */
export async function measureCropper(browser: Browser, origin: string, pages: number = PAGES): Promise<CropperRun> {
  const path = await labelPdf(pages);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  try {
    await installProbes(page);
    await noteSaves(page);
    await page.goto(`${origin}/label-cropper`);
    // The prerendered page is plain HTML until its code has loaded: a file picked before then is never seen.
    await page.waitForFunction(() => {
      const input = document.querySelector('input[type="file"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
    });
    await page.getByLabel('Label size').selectOption({ label: THERMAL_4X6 });
    // The visitor clicks Choose files and finds the file in the browser's dialog (the page starts its worker meanwhile).
    const dialog = page.waitForEvent('filechooser');
    await page.evaluate(() => document.readyState); // the dialog is caught before the click (batch-file-dialog.spec.ts)
    await page.getByText('Choose files', { exact: true }).click();
    const chooser = await dialog;
    await page.waitForTimeout(1500);
    await watchTimes(page, pages);

    const from = await pageNow(page);
    await chooser.setFiles(path);
    await page.waitForFunction(() => (window.cropperBench?.readAt ?? 0) > 0, undefined, { timeout: 120_000, polling: 100 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
    await page.waitForFunction(() => (window.cropperBench?.savedAt ?? 0) > 0, undefined, { polling: 50 });
    const to = await pageNow(page);
    const noted = await times(page);
    const probes = await readProbes(page);
    const { count: longTasks, blockingMs } = longTasksBetween(probes, from, to);
    // Where they fell, for whoever reads the run: on a busy machine a task can be long only because it waited for a core.
    const when = probes.longTasks.filter((task) => task.startTime >= from && task.startTime <= to).map((task) => `+${Math.round(task.startTime - noted.pickedAt)} ms (${Math.round(task.duration)} ms)`);
    if (when.length > 0) process.stderr.write(`    long tasks after the file was picked: ${when.join(', ')}\n`);

    const printed = (await PDFDocument.load(await readFile(await download.path()))).getPageCount();
    if (printed !== pages) throw new Error(`The cropped PDF has ${printed} pages, not ${pages}: not every label was found.`);
    const detectionMs = noted.foundAt - noted.pickedAt;
    const readMs = noted.readAt - noted.pickedAt;
    const pdfMs = noted.savedAt - noted.clickedAt;
    return { firstPreviewMs: noted.firstPreviewAt - noted.pickedAt, detectionMs, readMs, pdfMs, totalMs: readMs + pdfMs, longTasks, blockingMs };
  } finally {
    await context.close();
  }
}

type Repeat = <T>(label: string, count: number, measure: () => Promise<T>) => Promise<T[]>;

/** The cropper's rows: a 100-page carrier PDF to a PDF of 4 × 6 in labels, over `runs` runs. */
export async function cropperRows(browser: Browser, origin: string, runs: number, repeat: Repeat): Promise<Row[]> {
  const results = await repeat(`the label cropper with a ${PAGES}-page Letter PDF`, runs, () => measureCropper(browser, origin, PAGES));
  const of = (figure: (run: CropperRun) => number) => spread(results.map(figure));
  return [
    { figure: `label cropper, ${PAGES} Letter pages: file picked → first page’s crop shown, 1x`, unit: 'ms', value: of((run) => run.firstPreviewMs), target: { op: '<=', limit: 1000 } },
    { figure: `label cropper, ${PAGES} Letter pages: file picked → every label found`, unit: 'ms', value: of((run) => run.detectionMs) },
    { figure: `label cropper, ${PAGES} Letter pages: file picked → every label read (text and barcodes)`, unit: 'ms', value: of((run) => run.readMs) },
    { figure: `label cropper, ${PAGES} labels: Download click → PDF saved, 4 × 6 in, every label checked to scan`, unit: 'ms', value: of((run) => run.pdfMs) },
    { figure: `label cropper, ${PAGES} Letter pages: file picked → PDF ready (found, read, made and checked), 1x`, unit: 'ms', value: of((run) => run.totalMs), target: { op: '<=', limit: 15000 } },
    { figure: `label cropper, ${PAGES} pages: page long tasks from file to PDF`, unit: '', value: of((run) => run.longTasks), target: { op: '=', limit: 0 } },
    { figure: `label cropper, ${PAGES} pages: their blocking time (each past 50 ms)`, unit: 'ms', value: of((run) => run.blockingMs) },
  ];
}
