import { embeddedFontSet } from '../../src/label/embedded-font-set';
import { ENGLISH_HEADINGS, type LabelHeadings } from '../../src/label/label-headings';
import type { Face } from '../../src/label/face-items';
import { barcodeBox, layoutLabel } from '../../src/label/face-layout';
import { eachParcel, parcelTotal } from '../../src/label/parcel-count';
import type { LogoShape } from '../../src/label/logo-lines';
import { logoShape, type SenderLogo } from '../../src/label/sender-logo';
import { pngDataUri } from './png-data-uri';
import { HELVETICA_SET, type FontSet } from '../../src/label/font-set';
import { fontsNeeded, labelTexts } from '../../src/label/fonts-needed';
import type { EmbeddedFont } from '../../src/label/label-fonts';
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import type { LabelStock, MmSize } from '../../src/stock/label-stock';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { isSheet, NO_SHIFT } from '../../src/stock/stock-geometry';
import { placeFaces as placeFacesInSlots } from '../../src/stock/sheet-slots';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { drawFaceBarcodes } from './face-barcodes';
import { allPaintable } from './label-face';
import { LabelsDocument, type PrintedPage } from './labels-document';
import { LabelPdfError } from './label-pdf-error';
import { createPdfWriter, type PdfWriter } from './pdf-writer';
import { withPrintScalingNone } from './print-scaling';

/** Pages laid out and drawn together: enough to keep react-pdf busy, few enough to keep memory and progress steady. */
const PAGES_PER_PART = 25;

/** Called after each part of the PDF with how many of the labels are in it so far; the next part waits for it. */
export type LabelsProgress = (labelsDone: number) => void | Promise<void>;

/**
 * The fonts the labels are laid out and printed with: Helvetica alone when it draws every character, so a
 * Latin-only PDF embeds no font; otherwise Helvetica and the embedded fonts the labels' scripts need.
 */
export async function fontSetFor(labels: readonly LabelData[], loadFonts: LoadFonts, headings: LabelHeadings = ENGLISH_HEADINGS): Promise<FontSet> {
  return fontSetOf(fontsNeeded(labelTexts(labels, headings)), loadFonts);
}

/** Helvetica alone when no embedded font is needed, else Helvetica and those fonts, loaded. */
export const fontSetOf = async (needed: readonly EmbeddedFont[], loadFonts: LoadFonts): Promise<FontSet> =>
  needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFonts(needed));

/** A page's faces with the index of the label each belongs to. */
export type NumberedPage = PrintedPage & { labels: number[] };

/** A face to place on the stock, the label it belongs to, and its size (a continuous roll's is as long as its label). */
export type FaceToPlace = { face: Face; index: number; faceMm: MmSize; painted?: boolean };

/**
 * Each label laid out by the shared model, face after face, once per parcel ("1 of 3" …), the sender's logo beside the
 * sender where it fits (`logo`, its shape), headed in `headings`' words; `index` is the label's.
 */
export const labelFaces = (stock: LabelStock, labels: readonly LabelData[], fonts: FontSet, logo: LogoShape | null = null, headings: LabelHeadings = ENGLISH_HEADINGS): FaceToPlace[] =>
  labels.flatMap((label, index) =>
    withLabel(index, () =>
      eachParcel(label).flatMap((parcel) => {
        const layout = layoutLabel(parcel, stock, fonts, logo, headings);
        // A face of plain Helvetica rows is painted by pdfkit: react-pdf laying each out as a Text took about half a label's time.
        return layout.faces.map((face) => ({ face, index, faceMm: layout.faceMm, painted: allPaintable(face) }));
      }),
    ),
  );

/**
 * The faces placed slot after slot from the start slot, shifted as the printer needs on sheets. A continuous
 * roll's page is as long as its face.
 */
export function placeFaces(stock: LabelStock, options: PrintOptions, faces: readonly FaceToPlace[]): NumberedPage[] {
  const pages: NumberedPage[] = [];
  const shift = isSheet(stock) ? options.shift : NO_SHIFT;
  placeFacesInSlots(stock, options.startSlot, faces.length, shift).forEach((placement, at) => {
    const { face, index, faceMm, painted } = faces[at] as FaceToPlace;
    const pageMm = stock.continuous ? { width: stock.pageMm.width, height: faceMm.height } : stock.pageMm;
    const page = (pages[placement.page] ??= { pageMm, faces: [], labels: [] });
    const slot = stock.continuous ? { ...placement.rect, heightMm: faceMm.height } : placement.rect;
    page.faces.push({ face, slot, turned: stock.feed === 'turned', ...(painted ? { painted } : {}) });
    page.labels.push(index);
  });
  return pages;
}

/** Runs a step for one label, naming the label when it fails. */
export function withLabel<T>(index: number, step: () => T): T {
  try {
    return step();
  } catch (cause) {
    throw new LabelPdfError(index, cause);
  }
}

/**
 * How a part of a batch made on several workers fits the whole: its labels are laid out with the fonts of the whole
 * batch (`fonts`), its title is the batch's, and it tells how many faces its labels took (`onFaces`), so the batch can
 * check that each next part starts a new sheet.
 */
export type PartSteps = {
  fonts?: (labels: readonly LabelData[]) => Promise<FontSet>;
  title?: string;
  onFaces?: (faces: number) => void;
};

/**
 * The labels as one PDF on the chosen stock, built the same way in the worker and in Node tests, a part of
 * PAGES_PER_PART pages at a time: each part's barcodes are drawn, its pages written, then both let go.
 * A label longer than the field limits is refused with a LabelTooLongError before any work, so no input can
 * make it hang; a label that fails later fails the PDF with a LabelPdfError that names it.
 */
export async function renderLabelsPdf(
  options: PrintOptions,
  labels: readonly LabelData[],
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
  onProgress: LabelsProgress = () => undefined,
  logo: SenderLogo | null = null,
): Promise<Blob> {
  return withPrintScalingNone(await writeLabelsPdf(options, labels, rasterize, loadFonts, onProgress, {}, logo));
}

/** The labels' PDF as pdfkit writes it (no print scaling yet): the whole batch, or one part of it (`steps`). */
export async function writeLabelsPdf(
  options: PrintOptions,
  labels: readonly LabelData[],
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
  onProgress: LabelsProgress = () => undefined,
  steps: PartSteps = {},
  logo: SenderLogo | null = null,
): Promise<Blob> {
  labels.forEach(assertWithinLimits);
  const fonts = await (steps.fonts ?? ((all) => fontSetFor(all, loadFonts, options.headings)))(labels);
  const stock = printableStock(options);
  const faces = labelFaces(stock, labels, fonts, logoShape(logo), options.headings);
  steps.onFaces?.(faces.length);
  const picture = logo === null ? null : { uri: pngDataUri(logo.png) };
  const pages = placeFaces(stock, options, faces);
  const writer = createPdfWriter({ title: steps.title ?? (parcelTotal(labels) > 1 || (pages[0]?.faces.length ?? 0) > 1 ? 'Shipping labels' : 'Shipping label') });
  const draw = async (part: readonly PrintedPage[], into: PdfWriter) => {
    const barcodes = await drawFaceBarcodes(part.flatMap((page) => page.faces.map(({ face }) => face)), barcodeBox(stock), options.dpi, rasterize);
    await into.append(<LabelsDocument pages={part} barcodes={barcodes} logo={picture} />);
  };
  for (let start = 0; start < pages.length; start += PAGES_PER_PART) {
    const part = pages.slice(start, start + PAGES_PER_PART);
    try {
      await draw(part, writer);
    } catch (cause) {
      throw new LabelPdfError(await failingLabel(part, draw), cause);
    }
    // A label is done once its last face is written; the next part may hold the rest of a long one.
    await onProgress(pages[start + PAGES_PER_PART]?.labels[0] ?? labels.length);
  }
  return writer.finish();
}

/** Which label of a part that failed to draw is at fault: each face is drawn alone until one fails. */
async function failingLabel(part: readonly NumberedPage[], draw: (pages: readonly PrintedPage[], into: PdfWriter) => Promise<void>): Promise<number> {
  for (const page of part) {
    for (const [at, face] of page.faces.entries()) {
      try {
        await draw([{ pageMm: page.pageMm, faces: [face] }], createPdfWriter({ title: '' }));
      } catch {
        return page.labels[at] ?? 0;
      }
    }
  }
  return part[0]?.labels[0] ?? 0;
}
