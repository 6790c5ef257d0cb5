/** How long a job may take before the worker is taken for hung, ended and replaced; a batch adds time per label. */
export type WorkerTimeLimits = { barcodeMs: number; pdfMs: number; batchLabelMs: number };

// A batch label takes about 10 ms on a laptop; ten times that leaves room for a slow phone.
export const WORKER_TIME_LIMITS: WorkerTimeLimits = { barcodeMs: 8_000, pdfMs: 20_000, batchLabelMs: 100 };
