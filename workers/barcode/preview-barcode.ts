import { assertDrawableBarcode } from '../../src/label/barcode-rules';
import type { RasterizeCode128 } from './barcode-png';
import { previewBarcodeOptions, previewPixelRatio } from './preview-barcode-options';
import { toError } from './to-error';

/** The preview's barcode image and the CSS size to show it at. */
export type PreviewBarcode = { png: Blob; width: number; height: number };

/** Draws the on-screen Code 128 barcode of `value`; rejects text Code 128 cannot carry or too long to scan. */
export async function drawPreviewBarcode(
  value: string,
  pixelRatio: number,
  rasterize: RasterizeCode128,
): Promise<PreviewBarcode> {
  assertDrawableBarcode(value);
  const ratio = previewPixelRatio(pixelRatio);
  try {
    const png = await rasterize(previewBarcodeOptions(value, ratio));
    return { png: new Blob([png.bytes], { type: 'image/png' }), width: png.widthPx / ratio, height: png.heightPx / ratio };
  } catch (thrown) {
    throw toError(thrown, 'bwip-js could not draw the barcode');
  }
}
