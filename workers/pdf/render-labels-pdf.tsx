import { pdf } from '@react-pdf/renderer';
import { embeddedFontSet } from '../../src/label/embedded-font-set';
import { barcodeBox, layoutLabel } from '../../src/label/face-layout';
import { HELVETICA_SET, type FontSet } from '../../src/label/font-set';
import { fontsNeeded } from '../../src/label/fonts-needed';
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import { LABEL_SIZES } from '../../src/label/label-sizes';
import type { PrintOptions } from '../../src/label/print-options';
import { pageCountOf, placeFaces } from '../../src/label/sheet-slots';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { drawFaceBarcodes } from './face-barcodes';
import { LabelsDocument, type PrintedPage } from './labels-document';
import { withPrintScalingNone } from './print-scaling';

/**
 * The fonts the labels are laid out and printed with: Helvetica alone when it draws every character, so a
 * Latin-only PDF embeds no font; otherwise Helvetica and the embedded fonts the labels' scripts need.
 */
export async function fontSetFor(labels: readonly LabelData[], loadFonts: LoadFonts): Promise<FontSet> {
  const needed = fontsNeeded(labels.flatMap((label) => Object.values(label)));
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFonts(needed));
}

/**
 * The labels as one PDF on the chosen stock, built the same way in the worker and in Node tests: each label
 * laid out by the shared model, its faces placed slot after slot from the start slot. A label longer than
 * the field limits is refused with a LabelTooLongError before any work, so no input can make it hang.
 */
export async function renderLabelsPdf(
  options: PrintOptions,
  labels: readonly LabelData[],
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
): Promise<Blob> {
  labels.forEach(assertWithinLimits);
  const fonts = await fontSetFor(labels, loadFonts);
  const faces = labels.flatMap((label) => layoutLabel(label, options.size, fonts).faces);
  const placements = placeFaces(options.size, options.startSlot, faces.length);
  const barcodes = await drawFaceBarcodes(faces, barcodeBox(options.size), options.dpi, rasterize);
  const pages: PrintedPage[] = Array.from({ length: pageCountOf(placements) }, () => ({ faces: [] }));
  placements.forEach((placement, index) => pages[placement.page]?.faces.push({ face: faces[index] ?? [], slot: placement.rect }));
  const document = <LabelsDocument pageMm={LABEL_SIZES[options.size].pageMm} pages={pages} barcodes={barcodes} />;
  return withPrintScalingNone(await pdf(document).toBlob());
}
