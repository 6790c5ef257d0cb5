// The label worker's PDF engine: @react-pdf/renderer and what writes with it, the worker's largest part by far. It is its
// own chunk, fetched by the first job that makes a PDF or ZPL or lays a label out, so that a worker started to read an
// imported table, or to draw a barcode, answers without waiting for it.
export { fontSetFor, renderLabelsPdf } from './render-labels-pdf';
export { renderAlignmentPdf } from './render-alignment-pdf';
export { joinPdfParts } from './join-pdf-parts';
export { withPrintScalingNone } from './print-scaling';
export { renderBatchPart } from '../batch/batch-part';
export { renderLabelsZpl } from '../zpl/render-labels-zpl';
