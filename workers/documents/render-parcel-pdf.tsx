// The parcel's documents: its own chunk of the worker, fetched the first time a label goes with any. It may import
// the pure models (src/label, src/stock, src/contents) and the worker's PDF code; never page code.
import { assertWithinLimits } from '../../src/label/field-limits';
import type { LabelData } from '../../src/label/label-data';
import { barcodeBox } from '../../src/label/face-layout';
import { paperworkFrom } from '../../src/contents/paperwork-from';
import { parcelPlan, paperworkText, type ParcelPlan } from '../../src/contents/parcel-plan';
import type { ParcelPaperwork } from '../../src/contents/parcel-contents';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { drawFaceBarcodes } from '../pdf/face-barcodes';
import { LabelsDocument } from '../pdf/labels-document';
import { createPdfWriter } from '../pdf/pdf-writer';
import { withPrintScalingNone } from '../pdf/print-scaling';
import { labelFaces } from '../pdf/render-labels-pdf';
import { fontsFor } from './parcel-fonts';
import { allPaper, labelPages, paperPages } from './document-pages';

/**
 * The label on the chosen stock, its CN 22 beside it (the next label or slot, or below it on a page), then the
 * CN 23, commercial invoice and packing slip on their own paper, each in its copies: one PDF, printed at 100 %.
 */
export async function renderParcelPdf(
  options: PrintOptions,
  label: LabelData,
  untrusted: ParcelPaperwork,
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
): Promise<Blob> {
  assertWithinLimits(label);
  const paperwork = paperworkFrom(untrusted);
  const plan: ParcelPlan = parcelPlan(label, paperwork);
  const fonts = await fontsFor([...Object.values(label), ...paperworkText(plan)], loadFonts);
  const stock = printableStock(options);
  const withLabel = labelPages(stock, options, labelFaces(stock, [label], fonts), plan, fonts);
  const writer = createPdfWriter({ title: plan.title });
  const barcodes = await drawFaceBarcodes(withLabel.pages.flatMap((page) => page.faces.map(({ face }) => face)), barcodeBox(stock), options.dpi, rasterize);
  await writer.append(<LabelsDocument pages={withLabel.pages} barcodes={barcodes} />);
  const papers = allPaper(paperPages(stock, plan, withLabel.customsForm, fonts));
  if (papers.length > 0) await writer.append(<LabelsDocument pages={papers} barcodes={new Map()} />);
  return withPrintScalingNone(await writer.finish());
}
