import type { Face } from '../../src/label/face-items';
import type { PrinterDpi } from '../../src/label/printer-resolution';
import { createBarcodePng, type BarcodeBox, type RasterizeCode128 } from '../barcode/barcode-png';
import type { FaceBarcodes } from './label-face';

/** Draws each distinct barcode value of the faces once, for the size's barcode box and the printer's dots. */
export async function drawFaceBarcodes(faces: readonly Face[], box: BarcodeBox, dpi: PrinterDpi, rasterize: RasterizeCode128): Promise<FaceBarcodes> {
  const values = new Set(faces.flatMap((face) => face.flatMap((item) => (item.kind === 'barcode' ? [item.value] : []))));
  const drawn = new Map<string, Awaited<ReturnType<typeof createBarcodePng>>>();
  for (const value of values) drawn.set(value, await createBarcodePng(value, box, dpi, rasterize));
  return drawn;
}
