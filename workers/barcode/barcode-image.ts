import { barcodeBox } from '../../src/label/face-layout';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { createBarcodePng, type RasterizeCode128 } from './barcode-png';

/** The preview's barcode: the very image the PDF prints, and the size it prints at; or word that it cannot fit. */
export type BarcodeImage =
  | { kind: 'drawn'; png: Blob; widthMm: number; heightMm: number; moduleDots: number }
  | { kind: 'too-long' };

/** Draws the barcode of `value` as it prints on the chosen label and printer; throws for values it cannot encode. */
export async function drawBarcodeImage(value: string, options: PrintOptions, rasterize: RasterizeCode128): Promise<BarcodeImage> {
  const png = await createBarcodePng(value, barcodeBox(printableStock(options)), options.dpi, rasterize);
  if (png === null) return { kind: 'too-long' };
  return { kind: 'drawn', png: new Blob([png.bytes], { type: 'image/png' }), widthMm: png.widthMm, heightMm: png.heightMm, moduleDots: png.moduleDots };
}
