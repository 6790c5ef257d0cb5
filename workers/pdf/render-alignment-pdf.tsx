import { embeddedFontSet } from '../../src/label/embedded-font-set';
import { HELVETICA_SET, type FontSet } from '../../src/label/font-set';
import { fontsNeeded } from '../../src/label/fonts-needed';
import { type PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { isSheet, NO_SHIFT } from '../../src/stock/stock-geometry';
import type { LoadFonts } from '../fonts/font-loader';
import { AlignmentDocument, alignmentHeader } from './alignment-page';
import { createPdfWriter } from './pdf-writer';
import { withPrintScalingNone } from './print-scaling';

export const ALIGNMENT_PDF_TITLE = 'Alignment test page';

/** Helvetica alone, unless a text has characters it lacks (a stock named "2⅝ × 1 in"): then the fonts those need. */
async function fontSetForTexts(texts: readonly string[], loadFonts: LoadFonts): Promise<FontSet> {
  const needed = fontsNeeded(texts);
  return needed.length === 0 ? HELVETICA_SET : embeddedFontSet(await loadFonts(needed));
}

/**
 * The alignment test page of the options' stock as a PDF, built the same way in the worker and in Node tests: the
 * page exactly the sheet's size, printed at 100 % (PrintScaling None), its outlines moved by the printer shift.
 */
export async function renderAlignmentPdf(options: PrintOptions, loadFonts: LoadFonts): Promise<Blob> {
  const stock = printableStock(options);
  const shift = isSheet(stock) ? options.shift : NO_SHIFT;
  const header = alignmentHeader(stock, shift);
  const fonts = await fontSetForTexts(Object.values(header), loadFonts);
  const writer = createPdfWriter({ title: ALIGNMENT_PDF_TITLE });
  await writer.append(<AlignmentDocument stock={stock} shift={shift} header={header} fonts={fonts} />);
  return withPrintScalingNone(await writer.finish());
}
