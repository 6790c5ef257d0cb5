import { renderToBuffer } from '@react-pdf/renderer';
import type { LabelData } from '../../src/label/label-data';
import { barcodeValue, hasBarcode } from '../../src/label/barcode-rules';
import { createBarcodePng } from '../../workers/barcode/barcode-png';
import { rasterizeCode128Node } from '../../workers/barcode/node-rasterize-code128';
import { LabelDocument } from '../../workers/pdf/label-document';

/** Renders the label PDF in Node the way the worker does: barcode PNG first, then the document. */
export const renderLabelPdf = async (label: LabelData): Promise<Uint8Array> => {
  const barcode = hasBarcode(label) ? await createBarcodePng(barcodeValue(label), rasterizeCode128Node) : null;
  return new Uint8Array(await renderToBuffer(<LabelDocument label={label} barcode={barcode} />));
};
