import { ACTUAL_SIZE_TOLERANCE_MM, type FitMode } from '../../src/cropper/label-fit';
import type { PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { labelZpl } from '../../src/zpl/face-zpl';
import { graphicFields } from '../../src/zpl/graphic-fields';
import { streamDeflate } from '../../src/zpl/z64';
import { labelMm, type ZplLabel } from '../../src/zpl/zpl-file';
import { dotsPerMmOf, labelDots, NotZplStockError, speaksZpl, type DotsPerMm } from '../../src/zpl/zpl-stock';
import { pageInOneBit } from '../pdfjs/page-one-bit';
import { openPdf } from '../pdfjs/pdfjs-setup';
import { writeCroppedPdf, type CropJob, type CropSources } from './write-cropped-pdf';

/** A job's ZPL label as it came, where the file is a ZPL one: the writer may pass it through. */
export type ZplSourceOf = (job: CropJob) => { label: ZplLabel; dotsPerMm: DotsPerMm } | null;

const WHOLE_CROP_MM = 0.5;

/**
 * Whether a ZPL label goes to the printer as it came: the same printer resolution, the stock's size (within the actual
 * size tolerance), the whole label cropped, not turned. Re-drawing it would only lose its printer-drawn text and bars.
 */
function passesThrough(job: CropJob, source: { label: ZplLabel; dotsPerMm: DotsPerMm }, options: PrintOptions, mode: FitMode): boolean {
  const stock = printableStock(options);
  const size = labelMm(source.label, source.dotsPerMm);
  const near = (a: number, b: number) => Math.abs(a - b) <= ACTUAL_SIZE_TOLERANCE_MM;
  // The crop is the label's own, to half a millimetre: a crop the visitor moved is drawn as they cropped it.
  const same = (a: number, b: number) => Math.abs(a - b) <= WHOLE_CROP_MM;
  const whole = same(job.crop.xMm, 0) && same(job.crop.yMm, 0) && same(job.crop.widthMm, size.width) && same(job.crop.heightMm, size.height);
  return mode === 'actual' && source.dotsPerMm === dotsPerMmOf(options.dpi) && job.turns === 0 && whole && near(size.width, stock.labelMm.width) && near(size.height, stock.labelMm.height);
}

/**
 * The crops as ZPL for a thermal roll: a ZPL label that fits the roll as it came passes through unchanged; every other
 * label is the cropped PDF's page drawn at the printer's dots, one bit a dot, as one graphic (a carrier's label is
 * pictures and text of every kind, which only a picture keeps).
 */
export async function writeCroppedZpl(
  options: PrintOptions,
  mode: FitMode,
  jobs: readonly CropJob[],
  files: CropSources,
  zplSourceOf: ZplSourceOf,
  progress: (done: number) => Promise<void>,
): Promise<string> {
  if (!speaksZpl(options)) throw new NotZplStockError(options.stockId);
  const through = jobs.map((job) => {
    const source = zplSourceOf(job);
    return source !== null && passesThrough(job, source, options, mode) ? source.label.text : null;
  });
  const drawn = jobs.filter((_, index) => through[index] === null);
  const pages = drawn.length === 0 ? [] : await drawnLabels(options, mode, drawn, files);
  const out: string[] = [];
  let next = 0;
  for (const [index, text] of through.entries()) {
    out.push(text === null ? (pages[next++] ?? '') : `${text.trim()}\n`);
    await progress(index + 1);
  }
  return out.join('');
}

/** Each label's page of the cropped PDF as a ZPL label of one graphic, at the printer's dots. */
async function drawnLabels(options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], files: CropSources): Promise<string[]> {
  const pdf = await openPdf(await writeCroppedPdf(options, mode, jobs, files, () => Promise.resolve()));
  const size = labelDots(printableStock(options), options.dpi);
  try {
    const labels: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const picture = await pageInOneBit(page, options.dpi, size.width, size.length);
      page.cleanup();
      labels.push(labelZpl(size, await graphicFields(picture, 0, 0, streamDeflate)));
    }
    return labels;
  } finally {
    await pdf.destroy();
  }
}
