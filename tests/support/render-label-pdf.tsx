import type { LabelData } from '../../src/label/label-data';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
import { renderLabelPdf as renderInWorkerWay } from '../../workers/pdf/render-label-pdf';

/** Renders the label PDF in Node exactly as the worker does, with the Node barcode rasteriser. */
export const renderLabelPdf = async (label: LabelData): Promise<Uint8Array> =>
  new Uint8Array(await (await renderInWorkerWay(label, rasterizeCode128Node)).arrayBuffer());
