/** How long a job may take before the worker is taken for hung, ended and replaced. */
export type WorkerTimeLimits = { barcodeMs: number; pdfMs: number };

export const WORKER_TIME_LIMITS: WorkerTimeLimits = { barcodeMs: 8_000, pdfMs: 20_000 };
