// The parcel's documents: its own chunk of the worker, fetched the first time a label goes with any. It may import
// the pure models (src/label, src/stock, src/contents) and the worker's PDF code; never page code.
import { assertWithinLimits } from '../../src/label/field-limits';
import { labelTexts } from '../../src/label/fonts-needed';
import type { LabelData } from '../../src/label/label-data';
import { paperworkFrom } from '../../src/contents/paperwork-from';
import { parcelPlan, paperworkText } from '../../src/contents/parcel-plan';
import type { ParcelPaperwork } from '../../src/contents/parcel-contents';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { labelFaces } from '../pdf/render-labels-pdf';
import { logoShape, type SenderLogo } from '../../src/label/sender-logo';
import { allPaper, labelPages, paperPages } from './document-pages';
import { fontsFor } from './parcel-fonts';
import { createPartedWriter } from './parted-writer';

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
  logo: SenderLogo | null = null,
): Promise<Blob> {
  assertWithinLimits(label);
  const plan = parcelPlan(label, paperworkFrom(untrusted));
  const fonts = await fontsFor([...labelTexts([label], options.headings), ...paperworkText(plan)], loadFonts);
  const stock = printableStock(options);
  const withLabel = labelPages(stock, options, labelFaces(stock, [label], fonts, logoShape(logo), options.headings), plan, fonts);
  const writer = createPartedWriter(plan.title, stock, options.dpi, rasterize, logo);
  const papers = allPaper(paperPages(stock, plan, withLabel.customsForm, fonts));
  await writer.add([...withLabel.pages, ...papers].map((page) => ({ page, parcel: 0 })));
  const pdf = await writer.finish();
  if (pdf === null) throw new Error('A parcel’s PDF had no page.');
  return pdf;
}
