import { pdf } from '@react-pdf/renderer';
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import { labelBarcode } from './label-barcode';
import { LabelDocument } from './label-document';

/**
 * The label as an A4 PDF file, built the same way in the worker and in Node tests. A label longer than
 * the field limits is refused with a LabelTooLongError before any work, so no input can make it hang.
 */
export async function renderLabelPdf(label: LabelData, rasterize: RasterizeCode128): Promise<Blob> {
  assertWithinLimits(label);
  const barcode = await labelBarcode(label, rasterize);
  return pdf(<LabelDocument label={label} barcode={barcode} />).toBlob();
}
