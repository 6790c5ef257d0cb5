// The label worker: its own chunk, loaded only by the generator page. It may import the pure model
// (src/label) and worker code; never page code, React DOM, styled-components or the router.
import { expose } from 'comlink';
import { labelFrom, type LabelData } from '../src/label/label-data';
import { printOptionsFrom, type PrintOptions } from '../src/label/print-options';
import { drawBarcodeImage, type BarcodeImage } from './barcode/barcode-image';
import { rasterizeCode128Browser } from './barcode/browser-rasterize-code128';
import { rememberingRasterizer } from './barcode/remembering-rasterizer';
import { renderLabelsPdf } from './pdf/render-labels-pdf';
import { quietKnownWarnings } from './quiet-known-warnings';

quietKnownWarnings();

// The preview and the PDF draw the same barcode images, so each is drawn once while it is remembered.
const barcodes = rememberingRasterizer(rasterizeCode128Browser);

const api = {
  /** The barcode of a trimmed, non-empty tracking number, exactly as it prints on the chosen label. */
  barcodeImage(value: string, options: PrintOptions): Promise<BarcodeImage> {
    return drawBarcodeImage(value, printOptionsFrom(options), barcodes);
  },

  /** The labels as one PDF on the chosen label size, printer resolution and start slot. */
  labelsPdf(options: PrintOptions, labels: readonly LabelData[]): Promise<Blob> {
    return renderLabelsPdf(printOptionsFrom(options), labels.map(labelFrom), barcodes);
  },
};

export type LabelWorkerApi = typeof api;

expose(api);
