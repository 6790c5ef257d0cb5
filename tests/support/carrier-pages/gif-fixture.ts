import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type * as Gifenc from 'gifenc';
import { createRequire } from 'node:module';
import { renderPdfPageRgba } from '../render-pdf-page';
import { UPS_THERMAL } from './carrier-texts';
import type { CarrierFixture } from './fixture-types';
import { drawLabel } from './label-face';
import { PT_PER_MM } from './sheet-pen';

// gifenc is CommonJS whose exports Node's ES loader cannot see (Playwright loads this file so): required.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof Gifenc;

// A carrier's GIF label (as UPS hands them out): a 4×6 in label at 203 dpi, black and white, on a taller image
// with white below. The label is drawn as a PDF and rendered at 203 dpi, as a thermal printer's driver would.

export const GIF_DPI = 203;
export const GIF_PX_PER_MM = GIF_DPI / 25.4;
const LABEL_PX = { width: 812, height: 1218 };
const IMAGE_HEIGHT_PX = 1600;
// Thermal labels have no grey: a pixel is black where the rendering is darker than this.
const BLACK_BELOW = 160;

/** The GIF's pixels (0 black, 255 white), kept for building its raster as the page would draw it. */
export type GifPixels = { width: number; height: number; luma: Uint8Array };

const gifPixels = new WeakMap<Uint8Array, GifPixels>();

/** The pixels a GIF fixture was encoded from. */
export const gifPixelsOf = (bytes: Uint8Array): GifPixels => {
  const pixels = gifPixels.get(bytes);
  if (!pixels) throw new Error('Not a GIF fixture built by gifFixture().');
  return pixels;
};

export const gifFixture = async (): Promise<CarrierFixture> => {
  const labelSize = { widthMm: LABEL_PX.width / GIF_PX_PER_MM, heightMm: LABEL_PX.height / GIF_PX_PER_MM };
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const page = doc.addPage([labelSize.widthMm * PT_PER_MM, labelSize.heightMm * PT_PER_MM]);
  const rect = { xMm: 2, yMm: 2, widthMm: labelSize.widthMm - 4, heightMm: labelSize.heightMm - 4 };
  const label = drawLabel(page, fonts, rect, false, { ...UPS_THERMAL, borderMm: 0.8 });
  const rendered = await renderPdfPageRgba(await doc.save(), 0, GIF_PX_PER_MM);
  if (rendered.width !== LABEL_PX.width || rendered.height !== LABEL_PX.height) throw new Error(`Rendered ${rendered.width}×${rendered.height}, not 812×1218.`);
  // White below the label, as on the carrier's image; palette index 0 is black, 1 white.
  const index = new Uint8Array(LABEL_PX.width * IMAGE_HEIGHT_PX).fill(1);
  for (let pixel = 0; pixel < LABEL_PX.width * LABEL_PX.height; pixel += 1) if (rendered.rgba[pixel * 4]! < BLACK_BELOW) index[pixel] = 0;
  const encoder = GIFEncoder();
  encoder.writeFrame(index, LABEL_PX.width, IMAGE_HEIGHT_PX, { palette: [[0, 0, 0], [255, 255, 255]] });
  encoder.finish();
  const bytes = encoder.bytes();
  gifPixels.set(bytes, { width: LABEL_PX.width, height: IMAGE_HEIGHT_PX, luma: index.map((value) => value * 255) });
  const sizeMm = { widthMm: LABEL_PX.width / GIF_PX_PER_MM, heightMm: IMAGE_HEIGHT_PX / GIF_PX_PER_MM };
  return { name: 'ups-thermal-gif', kind: 'gif', fileName: 'ups-thermal-gif.gif', bytes, pages: [{ sizeMm, labels: [label], expect: 'labels' }] };
};
