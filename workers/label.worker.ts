// The label worker: its own chunk, loaded only by the generator page. It may import the pure model
// (src/label) and worker code; never page code, React DOM, styled-components or the router.
import { expose } from 'comlink';
import { FONT_FILES } from '../src/fonts/font-files';
import { layoutLabel, type LabelLayout } from '../src/label/face-layout';
import { cutToLimits } from '../src/label/field-limits';
import { labelFrom, type LabelData } from '../src/label/label-data';
import { printOptionsFrom, type PrintOptions } from '../src/label/print-options';
import { drawBarcodeImage, type BarcodeImage } from './barcode/barcode-image';
import { rasterizeCode128Browser } from './barcode/browser-rasterize-code128';
import { rememberingRasterizer } from './barcode/remembering-rasterizer';
import { fontLoader } from './fonts/font-loader';
import { fontSetFor, renderLabelsPdf } from './pdf/render-labels-pdf';
import { quietKnownWarnings } from './quiet-known-warnings';

quietKnownWarnings();

// The preview and the PDF draw the same barcode images, so each is drawn once while it is remembered.
const barcodes = rememberingRasterizer(rasterizeCode128Browser);
// Each font is fetched the first time a label needs its script, then kept for every later label.
const loadFonts = fontLoader(FONT_FILES);

const api = {
  /** The barcode of a trimmed, non-empty tracking number, exactly as it prints on the chosen label. */
  barcodeImage(value: string, options: PrintOptions): Promise<BarcodeImage> {
    return drawBarcodeImage(value, printOptionsFrom(options), barcodes);
  },

  /** The labels as one PDF on the chosen label size, printer resolution and start slot. */
  labelsPdf(options: PrintOptions, labels: readonly LabelData[]): Promise<Blob> {
    return renderLabelsPdf(printOptionsFrom(options), labels.map(labelFrom), barcodes, loadFonts);
  },

  /** The preview's layout of a label in scripts Helvetica lacks, measured with the fonts the PDF embeds. */
  async labelLayout(label: LabelData, options: PrintOptions): Promise<LabelLayout> {
    const shown = cutToLimits(labelFrom(label));
    return layoutLabel(shown, printOptionsFrom(options).size, await fontSetFor([shown], loadFonts));
  },
};

export type LabelWorkerApi = typeof api;

expose(api);
