import type * as PdfDeliveryModule from './pdf-delivery';

type PdfDelivery = typeof PdfDeliveryModule;

let loaded: PdfDelivery | null = null;
let loading: Promise<PdfDelivery> | null = null;

/** The PDF delivery's code, fetched once: at the page's first idle moment (use-prepared-pdf.ts) or at a click. */
export const loadPdfDelivery = (): Promise<PdfDelivery> => (loading ??= import('./pdf-delivery').then((module) => (loaded = module)));

/** The PDF delivery's code if it has arrived, for what must happen within a click. */
export const loadedPdfDelivery = (): PdfDelivery | null => loaded;
