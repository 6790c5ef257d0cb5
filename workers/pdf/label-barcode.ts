import { barcodeValue, canDrawBarcode } from '../../src/label/barcode-rules';
import type { LabelData } from '../../src/label/label-data';
import { createBarcodePng, type BarcodePng, type RasterizeCode128 } from '../barcode/barcode-png';

/** The PDF's barcode, or none when the tracking number is blank, not Code 128 or too long (the PDF is still made). */
export async function labelBarcode(label: LabelData, rasterize: RasterizeCode128): Promise<BarcodePng | null> {
  const value = barcodeValue(label);
  return canDrawBarcode(value) ? createBarcodePng(value, rasterize) : null;
}
