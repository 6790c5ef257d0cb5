// The label cropper's worker: its own chunk, loaded only by the cropper page. It may import the pure model
// (src/cropper, src/stock, src/label) and its own room, workers/cropper; never page code.
import { expose } from 'comlink';
import { findLabels, FIND_PX_PER_MM, type PageFinding } from '../src/cropper/find-labels';
import { cropperFailure } from '../src/cropper/cropper-failures';
import type { FitMode } from '../src/cropper/label-fit';
import type { QuarterTurns } from '../src/cropper/source-page';
import { uprightTurns } from '../src/cropper/upright-turns';
import { printOptionsFrom, type PrintOptions } from '../src/stock/print-options';
import { throttled } from './batch/throttled';
import type { CropJob, CropSources } from './cropper/write-cropped-pdf';
import { croppedImagePng, imagePagePicture } from './cropper/image-pages';
import { pdfPagePicture } from './cropper/pdf-pages';
import { pdfTextPieces, runsOf } from './cropper/text-runs';
import type { PageReading, TextPiece } from '../src/label-reading/page-reading';
import { forgetReadings, readingFor, startReading } from './cropper/started-readings';
import { pageKey, startedEarly } from './cropper/started-early';
import type { SourceCode } from './cropper/print-check';
import type { Rect } from '../src/stock/sheet-slots';
import { closeSource, openSource, sourceFile, type OpenedFile, type SourceFile, type ZplSource } from './cropper/source-files';
import { IMAGE_PX_PER_MM } from '../src/cropper/output-plan';
import type { PickList } from '../src/label-reading/pick-list';
import { labelMm } from '../src/zpl/zpl-file';
import type { DotsPerMm } from '../src/zpl/zpl-stock';
import { zplNotes, type ZplNote } from '../src/zpl/zpl-notes';
import { withLabelBitmap } from './cropper/zpl-labels';

/**
 * A page as the cropper shows it: its picture, the labels found on it (or that it is blank, or has none), and for each
 * label the quarter turns that make its text read upright (a PDF's text says which way it runs; an image's cannot).
 */
export type PageView = { thumbnail: Blob; finding: PageFinding; upright: QuarterTurns[]; notes?: ZplNote[] };

/** How often the PDF reports its progress: a few times a second is smooth, more only costs messages. */
const PROGRESS_EVERY_MS = 200;

/** The open files as the writer reads them: a PDF's bytes, an image's or a ZPL label's cropped pixels. */
const openFiles: CropSources = {
  get(fileId) {
    const source = sourceFile(fileId);
    switch (source.kind) {
      case 'pdf':
        return { kind: 'pdf', bytes: source.bytes };
      case 'image':
        return { kind: 'image', pxPerMm: IMAGE_PX_PER_MM, cropped: (crop) => croppedImagePng(source.image, crop) };
      case 'zpl':
        return { kind: 'image', pxPerMm: source.dotsPerMm, cropped: (crop, page) => withLabelBitmap(source, page, (image) => croppedImagePng(image, crop, source.dotsPerMm)) };
    }
  },
};

const api = {
  /** A dropped file's bytes (handed over, not copied): its pages' sizes, or why it cannot be used. ZPL is read at `dotsPerMm`. */
  openFile(id: string, bytes: Uint8Array, dotsPerMm: DotsPerMm = 8): Promise<OpenedFile> {
    return openSource(id, bytes, dotsPerMm === 12 ? 12 : 8);
  },

  /**
   * Page `page` (from 0) of an open file, drawn small, and where its labels are. The page asks for them in order, so
   * the next page is looked at as soon as this one is answered: the page's next question finds it under way.
   */
  async pageView(id: string, page: number): Promise<PageView> {
    // Its file's pages are counted while it is surely open: one closed meanwhile still gives this page's view.
    const pages = pageCount(sourceFile(id));
    const early = lookedAhead.take(pageKey(id, page));
    const view = await (early ? early.catch(() => lookAt(id, page)) : lookAt(id, page));
    if (page + 1 < pages) {
      const next = lookAt(id, page + 1);
      next.catch(() => undefined);
      lookedAhead.keep(pageKey(id, page + 1), next);
    }
    return view;
  },

  /**
   * What page `page` says for its labels at `labels` (page mm): its text and the barcodes in and around each label. The
   * reader is its own chunk with its WebAssembly, fetched with the first page read.
   */
  async readPage(id: string, page: number, labels: readonly Rect[]): Promise<PageReading> {
    const source = sourceFile(id);
    return readingFor(id, page, labels, () => readSource(source, page, labels));
  },

  /**
   * The crops fitted onto the chosen stock as one PDF, a pick list first when one is given, reporting labels done a
   * few times a second; then each label drawn at the printer's dots and the codes its source held (`checkCodes[i]`;
   * none, not checked) decoded where they landed: the data each printed label's codes gave.
   */
  async croppedPdf(
    options: PrintOptions,
    mode: FitMode,
    jobs: readonly CropJob[],
    extras: { pickList: PickList | null; checkCodes: readonly (readonly SourceCode[])[] },
    onProgress: (done: number, phase: 'writing' | 'checking') => void,
  ): Promise<{ pdf: Blob; printed: string[][] }> {
    // The writer is its own chunk, fetched the first time a PDF is made: showing pages never waits for it.
    const [{ jobsPlan, writeCroppedPdf }, { printedCodes }] = await Promise.all([import('./cropper/write-cropped-pdf'), import('./cropper/print-check')]);
    const printOptions = printOptionsFrom(options);
    const fitMode = mode === 'actual' ? 'actual' : 'fit';
    const writing = throttled((done: number) => onProgress(done, 'writing'), PROGRESS_EVERY_MS);
    const bytes = await writeCroppedPdf(
      printOptions,
      fitMode,
      jobs,
      openFiles,
      async (done) => {
        writing(done);
        // Lets the worker read its messages between labels: a file closed meanwhile is closed before the next one.
        await yieldToMessages();
      },
      extras.pickList,
    );
    const plan = jobsPlan(printOptions, fitMode, jobs, openFiles);
    const checking = throttled((done: number) => onProgress(done, 'checking'), PROGRESS_EVERY_MS);
    const labels = plan.map((placed, index) => ({ placed, crop: jobs[index]?.crop ?? placed.fitted.rect, expected: extras.checkCodes[index] ?? [] }));
    const printed = await printedCodes(bytes, labels, printOptions.dpi, async (done) => {
      checking(done);
      await yieldToMessages();
    });
    return { pdf: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), printed };
  },

  /**
   * The crops as ZPL for a thermal roll, reporting labels done: a ZPL label that fits the roll as it came passes
   * through, every other label is drawn at the printer's dots as one graphic. Its writer is the PDF's chunk's neighbour.
   */
  async croppedZpl(options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], onProgress: (done: number) => void): Promise<Blob> {
    const { writeCroppedZpl } = await import('./cropper/write-cropped-zpl');
    const report = throttled(onProgress, PROGRESS_EVERY_MS);
    const zplSourceOf = (job: CropJob) => {
      const source = sourceFile(job.fileId);
      const label = source.kind === 'zpl' ? source.labels[job.page] : undefined;
      return source.kind === 'zpl' && label !== undefined ? { label, dotsPerMm: source.dotsPerMm } : null;
    };
    const zpl = await writeCroppedZpl(printOptionsFrom(options), mode === 'actual' ? 'actual' : 'fit', jobs, openFiles, zplSourceOf, async (done) => {
      report(done);
      await yieldToMessages();
    });
    return new Blob([zpl], { type: 'text/plain' });
  },

  /** Lets a file go: removed from the page, or the page left. */
  closeFile(id: string): Promise<void> {
    forgetReadings(id);
    lookedAhead.forgetFile(id);
    return closeSource(id);
  },
};

/**
 * A page's text and the barcodes in and around its labels (its text already fetched may be given). The reader is its
 * own chunk with its WebAssembly, fetched with the first page read.
 */
async function readSource(source: SourceFile, page: number, labels: readonly Rect[], pieces?: TextPiece[]): Promise<PageReading> {
  const { readImagePage, readPdfPage } = await import('./cropper/page-reading');
  switch (source.kind) {
    case 'pdf':
      return readPdfPage(source.pdf, page, labels, pieces);
    case 'image':
      return readImagePage(source.image, IMAGE_PX_PER_MM, labels, 'picture');
    case 'zpl':
      return withLabelBitmap(source, page, (image) => readImagePage(image, source.dotsPerMm, labels, 'printed'));
  }
}

/** Pages looked at before the page asked for them: the one after each page it asked for. */
const lookedAhead = startedEarly<Promise<PageView>>();

/** How many pages a file has: a PDF's pages, a ZPL file's labels, an image's one. */
const pageCount = (source: SourceFile): number => (source.kind === 'pdf' ? source.pdf.numPages : source.kind === 'zpl' ? source.labels.length : 1);

/** Page `page` of an open file drawn small and its labels found; a PDF's reading is started as soon as they are. */
async function lookAt(id: string, page: number): Promise<PageView> {
  const source = sourceFile(id);
  if (source.kind === 'zpl') return zplPageView(source, page);
  const picture = source.kind === 'pdf' ? await pdfPagePicture(source.pdf, page, FIND_PX_PER_MM) : await imagePagePicture(source.image, FIND_PX_PER_MM);
  const finding = findLabels(picture.raster);
  const labels = finding.kind === 'labels' ? finding.labels : [];
  const pieces = source.kind === 'pdf' && labels.length > 0 ? await pdfTextPieces(source.pdf, page) : [];
  // Its reading starts now: its codes are decoded beside this worker while the next page is looked at.
  if (labels.length > 0) startReading(id, page, labels, () => readSource(source, page, labels, pieces));
  return { thumbnail: await picture.thumbnail, finding, upright: labels.map((label) => uprightTurns(runsOf(pieces), label)) };
}

/** Lets the worker read its messages (a cancel, a file closed) before it goes on. */
const yieldToMessages = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A ZPL label as a page: the label is the whole page (unless nothing was drawn), and what the reader skipped is said. */
async function zplPageView(source: ZplSource, page: number): Promise<PageView> {
  const label = source.labels[page];
  if (label === undefined) throw cropperFailure('no-such-label');
  const picture = await withLabelBitmap(source, page, (image) => imagePagePicture(image, FIND_PX_PER_MM, source.dotsPerMm));
  const found = findLabels(picture.raster);
  const size = labelMm(label, source.dotsPerMm);
  const finding: PageFinding = found.kind === 'blank' ? found : { kind: 'labels', labels: [{ xMm: 0, yMm: 0, widthMm: size.width, heightMm: size.height }] };
  return { thumbnail: await picture.thumbnail, finding, upright: [0], notes: zplNotes(label) };
}

export type CropperWorkerApi = typeof api;

expose(api);
