// The label worker: its own chunk, loaded only by the generator page. It may import the pure model
// (src/label) and worker code; never page code, React DOM, styled-components or the router.
import { expose } from 'comlink';
import type { LabelData } from '../src/label/label-data';
import { SAMPLE_LABEL } from '../src/label/sample-label';
import { rasterizeCode128Browser } from './barcode/browser-rasterize-code128';
import { drawPreviewBarcode, type PreviewBarcode } from './barcode/preview-barcode';
import { renderLabelPdf } from './pdf/render-label-pdf';
import { quietKnownWarnings } from './quiet-known-warnings';

quietKnownWarnings();

const api = {
  /** Loads the layout engine, fonts and encoder once, so the visitor's first PDF is quick. */
  async warmUp(): Promise<void> {
    await renderLabelPdf(SAMPLE_LABEL, rasterizeCode128Browser);
  },

  /** The preview's barcode for a trimmed, non-empty tracking number. */
  previewBarcode(value: string, pixelRatio: number): Promise<PreviewBarcode> {
    return drawPreviewBarcode(value, pixelRatio, rasterizeCode128Browser);
  },

  /** The A4 label PDF. */
  labelPdf(label: LabelData): Promise<Blob> {
    return renderLabelPdf(label, rasterizeCode128Browser);
  },
};

export type LabelWorkerApi = typeof api;

expose(api);
