import type { LabelData } from '../../src/label/label-data';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../src/stock/print-options';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
import { renderLabelsPdf as renderInWorkerWay } from '../../workers/pdf/render-labels-pdf';
import { loadFontsInNode } from './node-fonts';

/** Renders labels into one PDF in Node exactly as the worker does, with the Node barcode rasteriser and font files. */
export const renderLabelsPdf = async (options: PrintOptions, labels: readonly LabelData[]): Promise<Uint8Array> =>
  new Uint8Array(await (await renderInWorkerWay(options, labels, rasterizeCode128Node, loadFontsInNode)).arrayBuffer());

/** Renders one label's PDF in Node as the worker does: on A4 at 300 dpi, the spec's label, unless told otherwise. */
export const renderLabelPdf = (label: LabelData, options: Partial<PrintOptions> = {}): Promise<Uint8Array> =>
  renderLabelsPdf({ ...DEFAULT_PRINT_OPTIONS, ...options }, [label]);
