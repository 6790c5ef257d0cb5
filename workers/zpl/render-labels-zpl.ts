import { QUIET_ZONE_MODULES, placeBars } from '../../src/label/barcode-fit';
import type { Face } from '../../src/label/face-items';
import { barcodeBox } from '../../src/label/face-layout';
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import { dotMm, type PrinterDpi } from '../../src/label/printer-resolution';
import { logoShape, type SenderLogo } from '../../src/label/sender-logo';
import type { LabelStock } from '../../src/stock/label-stock';
import type { PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { faceCommands, labelZpl, printerDraws, type ZplBars } from '../../src/zpl/face-zpl';
import { graphicFields } from '../../src/zpl/graphic-fields';
import type { OneBitImage } from '../../src/zpl/one-bit-image';
import type { Deflate } from '../../src/zpl/z64';
import { labelDots, NotZplStockError, speaksZpl } from '../../src/zpl/zpl-stock';
import { createBarcodePng, type RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { LabelPdfError } from '../pdf/label-pdf-error';
import { fontSetFor, labelFaces, type FaceToPlace } from '../pdf/render-labels-pdf';
import type { GraphicPage } from './graphics-pdf';

/** Draws the faces' graphic items (other scripts, the logo) at the printer's dots, one picture a face, in one bit. */
export type PaintGraphics = (pages: readonly GraphicPage[], dpi: PrinterDpi, logo: SenderLogo | null) => Promise<OneBitImage[]>;

/** What ZPL labels are made with: the PDF's barcode drawing (for the bars' size and place), its fonts, the painter and deflate. */
export type ZplTools = {
  rasterize: RasterizeCode128;
  loadFonts: LoadFonts;
  paint: PaintGraphics;
  deflate: Deflate;
};

/** Labels whose graphics are drawn in one PDF together: enough to share the PDF's cost, few enough to hold in memory. */
const FACES_PER_PART = 50;

/** The printer's Code 128 for a face's bars, as wide and placed where the PDF's are; null where the value has no bars. */
async function zplBars(item: Extract<Face[number], { kind: 'barcode' }>, stock: LabelStock, dpi: PrinterDpi, tools: ZplTools): Promise<ZplBars | null> {
  const png = await createBarcodePng(item.value, barcodeBox(stock), dpi, tools.rasterize);
  if (png === null) return null;
  const placed = placeBars(item, png);
  const dot = dotMm(dpi);
  return {
    left: Math.round(placed.xMm / dot) + QUIET_ZONE_MODULES * png.moduleDots,
    top: Math.round(placed.yMm / dot),
    moduleDots: png.moduleDots,
    heightDots: png.heightPx,
    value: item.value,
  };
}

/** Called after each part with how many labels are done; the next part waits for it. */
export type ZplProgress = (labelsDone: number) => void | Promise<void>;

/**
 * The labels as ZPL, one ^XA … ^XZ a label face (a label of three parcels is three), on the chosen thermal roll at
 * the printer's resolution. Refuses labels over the field limits before any work, as the PDF does; a label that fails
 * later is named by a LabelPdfError.
 */
export async function renderLabelsZpl(
  options: PrintOptions,
  labels: readonly LabelData[],
  tools: ZplTools,
  onProgress: ZplProgress = () => undefined,
  logo: SenderLogo | null = null,
): Promise<string> {
  if (!speaksZpl(options)) throw new NotZplStockError(options.stockId);
  labels.forEach(assertWithinLimits);
  const stock = printableStock(options);
  const fonts = await fontSetFor(labels, tools.loadFonts, options.headings);
  const faces = labelFaces(stock, labels, fonts, logoShape(logo), options.headings);
  const size = labelDots(stock, options.dpi);
  const out: string[] = [];
  for (let start = 0; start < faces.length; start += FACES_PER_PART) {
    const part = faces.slice(start, start + FACES_PER_PART);
    out.push(...(await partZpl(part, stock, options.dpi, size, tools, logo)));
    await onProgress(faces[start + FACES_PER_PART]?.index ?? labels.length);
  }
  return out.join('');
}

/** A part's labels as ZPL: the graphics of those that have any drawn together in one PDF, then each label written. */
async function partZpl(part: readonly FaceToPlace[], stock: LabelStock, dpi: PrinterDpi, size: { width: number; length: number }, tools: ZplTools, logo: SenderLogo | null): Promise<string[]> {
  const graphicItems = new Map(part.map((placed) => [placed, placed.face.filter((item) => !printerDraws(item))]));
  const needing = part.filter((placed) => (graphicItems.get(placed)?.length ?? 0) > 0);
  const pages = needing.map((placed) => ({ items: graphicItems.get(placed) ?? [], faceMm: placed.faceMm }));
  // A part whose graphics cannot be drawn names its first label that has any.
  const pictures = needing.length === 0 ? [] : await forLabel(needing[0]?.index ?? 0, () => tools.paint(pages, dpi, logo));
  const pictureOf = new Map(needing.map((face, at) => [face, pictures[at]]));
  const labels: string[] = [];
  for (const placed of part) {
    labels.push(
      await forLabel(placed.index, async () => {
        const bars = new Map<string, ZplBars | null>();
        for (const item of placed.face) if (item.kind === 'barcode') bars.set(item.value, await zplBars(item, stock, dpi, tools));
        const picture = pictureOf.get(placed);
        const graphics = picture === undefined ? [] : await graphicFields(picture, 0, 0, tools.deflate);
        return labelZpl(size, [...graphics, ...faceCommands(placed.face, dpi, bars)]);
      }),
    );
  }
  return labels;
}

/** Runs a label's step, naming the label (from 0) when it fails, as the PDF's writer does. */
async function forLabel<T>(index: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (cause) {
    throw new LabelPdfError(index, cause);
  }
}
