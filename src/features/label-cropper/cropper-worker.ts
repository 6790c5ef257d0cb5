import { proxy, transfer } from 'comlink';
import type { CropperWorkerApi, PageView } from '../../../workers/cropper.worker';
import { failureCode } from '../../cropper/cropper-failures';
import type { FitMode } from '../../cropper/label-fit';
import type { CropRect } from '../../cropper/source-page';
import type { PageReading } from '../../label-reading/page-reading';
import type { DotsPerMm } from '../../zpl/zpl-stock';
import type { PrintOptions } from '../../stock/print-options';
import { createWorkerConnection, type WorkerOutcome } from '../../workers-bridge/worker-connection';

export type { PageView, WorkerOutcome };

/** A file as the worker opened it: its kind and pages' sizes, or its problem. */
export type OpenedFile = Awaited<ReturnType<CropperWorkerApi['openFile']>>;

/** What goes with the labels: a pick list first, and the code kinds to check each printed label for. */
export type PdfExtras = Parameters<CropperWorkerApi['croppedPdf']>[3];

/** The PDF made, and the data each label's codes decoded to once printed. */
export type PrintedPdf = Awaited<ReturnType<CropperWorkerApi['croppedPdf']>>;

/** Writing the labels, then checking each one scans. */
export type PdfPhase = 'writing' | 'checking';

/** One label for the PDF: a crop of an open file's page. */
export type CropJob = Parameters<CropperWorkerApi['croppedPdf']>[2][number];

/** How long each job may take before the worker is taken for hung, ended and started afresh. */
export const CROPPER_TIME_LIMITS = { openMs: 30_000, pageMs: 15_000, pdfMs: 20_000, pdfLabelMs: 500 } as const;

/** A worker that died or hung fails its job with these codes: the page words them (cropper-failures.ts). */
export const cropperWorkerMessages = {
  died: failureCode('worker-died'),
  hung: failureCode('worker-hung'),
};

/**
 * The cropper's worker: opens files, draws and reads their pages, writes the PDF. Every call has a time limit; a worker
 * that dies or hangs is ended, and the files it held are gone with it: `generation` tells the page to open them again.
 */
export function createCropperWorkerBridge(startWorker: () => Worker) {
  let generation = 0;
  const connection = createWorkerConnection<CropperWorkerApi, string>(startWorker, cropperWorkerMessages, () => (generation += 1));
  return {
    /** Which worker serves the next call: a new number after a restart, when the files must be opened again. */
    generation: () => generation,
    /** A file's bytes, handed over (not copied), opened under `id`. */
    openFile: (id: string, bytes: Uint8Array<ArrayBuffer>, zplDotsPerMm: DotsPerMm = 8): Promise<WorkerOutcome<OpenedFile>> =>
      // Comlink's Remote spreads a promised union into a union of promises: put it back together.
      connection.run(`open:${id}`, (api) => api.openFile(id, transfer(bytes, [bytes.buffer]), zplDotsPerMm) as Promise<OpenedFile>, { limitMs: CROPPER_TIME_LIMITS.openMs }),
    pageView: (id: string, page: number): Promise<WorkerOutcome<PageView>> =>
      connection.run(`page:${id}:${page}`, (api) => api.pageView(id, page), { limitMs: CROPPER_TIME_LIMITS.pageMs }),
    /** What a page says for its labels: its text and barcodes, read after every page has been looked at. */
    readPage: (id: string, page: number, labels: readonly CropRect[]): Promise<WorkerOutcome<PageReading>> =>
      connection.run(`read:${id}:${page}`, (api) => api.readPage(id, page, labels), { limitMs: CROPPER_TIME_LIMITS.pageMs }),
    /** The labels as one PDF (a pick list first when given), and what each printed label's codes decode to. */
    croppedPdf: (options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], extras: PdfExtras, call: { onProgress: (done: number, phase: PdfPhase) => void; signal: AbortSignal }): Promise<WorkerOutcome<PrintedPdf>> =>
      connection.run('pdf', (api) => api.croppedPdf(options, mode, jobs, extras, proxy(call.onProgress)), {
        limitMs: CROPPER_TIME_LIMITS.pdfMs + jobs.length * CROPPER_TIME_LIMITS.pdfLabelMs,
        signal: call.signal,
      }),
    /** The crops as ZPL for a thermal roll, with a PDF's time limits. */
    croppedZpl: (options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], call: { onProgress: (done: number) => void; signal: AbortSignal }): Promise<WorkerOutcome<Blob>> =>
      connection.run('pdf', (api) => api.croppedZpl(options, mode, jobs, proxy(call.onProgress)), {
        limitMs: CROPPER_TIME_LIMITS.pdfMs + jobs.length * CROPPER_TIME_LIMITS.pdfLabelMs,
        signal: call.signal,
      }),
    /** Starts the worker (pdf.js and all) while the visitor is choosing or dragging files: the first page shows sooner. */
    warmUp: (): void => connection.start(),
    /** Ends the worker, and pdf.js with it: the page was left. */
    end: (): void => connection.end(),
    closeFile: (id: string): Promise<WorkerOutcome<void>> => connection.run(`close:${id}`, (api) => api.closeFile(id), { limitMs: CROPPER_TIME_LIMITS.pageMs }),
  };
}

export type CropperWorkerBridge = ReturnType<typeof createCropperWorkerBridge>;

export const startCropperWorker = (): Worker => new Worker(new URL('../../../workers/cropper.worker.ts', import.meta.url), { type: 'module', name: 'cropper-worker' });
