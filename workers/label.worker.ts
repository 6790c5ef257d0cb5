// The label worker: its own chunk, loaded only by the generator page. It may import the pure model
// (src/label) and worker code; never page code, React DOM, styled-components or the router.
import { expose } from 'comlink';
import type { LabelData } from '../src/label/label-data';
import { rasterizeCode128Browser } from './barcode/browser-rasterize-code128';
import { drawPreviewBarcode, type PreviewBarcode } from './barcode/preview-barcode';
import { rememberingRasterizer } from './barcode/remembering-rasterizer';
import { renderLabelPdf } from './pdf/render-label-pdf';
import { quietKnownWarnings } from './quiet-known-warnings';

quietKnownWarnings();

const pdfBarcodes = rememberingRasterizer(rasterizeCode128Browser);

const api = {
  /** The preview's barcode for a trimmed, non-empty tracking number. */
  previewBarcode(value: string, pixelRatio: number): Promise<PreviewBarcode> {
    return drawPreviewBarcode(value, pixelRatio, rasterizeCode128Browser);
  },

  /** The A4 label PDF; its barcode image is re-drawn only when the tracking number changed. */
  labelPdf(label: LabelData): Promise<Blob> {
    return renderLabelPdf(label, pdfBarcodes);
  },
};

export type LabelWorkerApi = typeof api;

expose(api);
