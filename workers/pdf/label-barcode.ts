import { barcodeValue, isCode128Encodable } from '../../src/label/barcode-rules';
import type { LabelData } from '../../src/label/label-data';
import { createBarcodePng, type BarcodePng, type RasterizeCode128 } from '../barcode/barcode-png';

/** The PDF's barcode, or none when the tracking number is blank or not Code 128 (the PDF is still made). */
export async function labelBarcode(label: LabelData, rasterize: RasterizeCode128): Promise<BarcodePng | null> {
  const value = barcodeValue(label);
  return isCode128Encodable(value) ? createBarcodePng(value, rasterize) : null;
}
