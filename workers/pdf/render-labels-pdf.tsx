import { embeddedFontSet } from '../../src/label/embedded-font-set';
import { barcodeBox, layoutLabel } from '../../src/label/face-layout';
import type { Face } from '../../src/label/face-items';
import { HELVETICA_SET, type FontSet } from '../../src/label/font-set';
import { fontsNeeded } from '../../src/label/fonts-needed';
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import { LABEL_SIZES } from '../../src/label/label-sizes';
import type { PrintOptions } from '../../src/label/print-options';
import { placeFaces } from '../../src/label/sheet-slots';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { drawFaceBarcodes } from './face-barcodes';
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
export async function fontSetFor(labels: readonly LabelData[], loadFonts: LoadFonts): Promise<FontSet> {
  const needed = fontsNeeded(labels.flatMap((label) => Object.values(label)));
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFonts(needed));
}

/** A page's faces with the index of the label each belongs to. */
type NumberedPage = PrintedPage & { labels: number[] };

/** Each label laid out by the shared model, its faces placed slot after slot from the start slot. */
function pagesOf(options: PrintOptions, labels: readonly LabelData[], fonts: FontSet): NumberedPage[] {
  const faces = labels.flatMap((label, index) => withLabel(index, () => layoutLabel(label, options.size, fonts).faces.map((face) => ({ face, index }))));
  const pages: NumberedPage[] = [];
  placeFaces(options.size, options.startSlot, faces.length).forEach((placement, at) => {
    const { face, index } = faces[at] as { face: Face; index: number };
    const page = (pages[placement.page] ??= { faces: [], labels: [] });
    page.faces.push({ face, slot: placement.rect });
    page.labels.push(index);
  });
  return pages;
}

/** Runs a step for one label, naming the label when it fails. */
function withLabel<T>(index: number, step: () => T): T {
  try {
    return step();
  } catch (cause) {
    throw new LabelPdfError(index, cause);
  }
}

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
): Promise<Blob> {
  labels.forEach(assertWithinLimits);
  const fonts = await fontSetFor(labels, loadFonts);
  const pages = pagesOf(options, labels, fonts);
  const writer = createPdfWriter({ title: labels.length > 1 || (pages[0]?.faces.length ?? 0) > 1 ? 'Shipping labels' : 'Shipping label' });
  const pageMm = LABEL_SIZES[options.size].pageMm;
  const draw = async (part: readonly PrintedPage[], into: PdfWriter) => {
    const barcodes = await drawFaceBarcodes(part.flatMap((page) => page.faces.map(({ face }) => face)), barcodeBox(options.size), options.dpi, rasterize);
    await into.append(<LabelsDocument pageMm={pageMm} pages={part} barcodes={barcodes} />);
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
  return withPrintScalingNone(await writer.finish());
}

/** Which label of a part that failed to draw is at fault: each face is drawn alone until one fails. */
async function failingLabel(part: readonly NumberedPage[], draw: (pages: readonly PrintedPage[], into: PdfWriter) => Promise<void>): Promise<number> {
  for (const page of part) {
    for (const [at, face] of page.faces.entries()) {
      try {
        await draw([{ faces: [face] }], createPdfWriter({ title: '' }));
      } catch {
        return page.labels[at] ?? 0;
      }
    }
  }
  return part[0]?.labels[0] ?? 0;
}
