import { clustersHelveticaLacks, fontsNeeded, labelTexts } from '../../src/label/fonts-needed';
import type { LabelData } from '../../src/label/label-data';
import type { SenderLogo } from '../../src/label/sender-logo';
import type { PrintOptions } from '../../src/stock/print-options';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import { fontSetOf, writeLabelsPdf, type LabelsProgress } from '../pdf/render-labels-pdf';

/** What a part asks of the batch it belongs to: the clusters Helvetica lacks in every part, its own given. */
export type BatchPartHooks = {
  batchClusters: (own: string[]) => Promise<string[]>;
};

/** A part's PDF (pdfkit's file, joined with the others later) and how many faces its labels took. */
export type BatchPartMade = { pdf: Blob; faces: number };

/**
 * One part of a batch made on several workers: its labels laid out with the fonts the whole batch needs (so a label
 * prints as it would in a batch made on one worker) and written as a PDF of its own, without the print-scaling update
 * the joined file gets once.
 */
export async function renderBatchPart(
  options: PrintOptions,
  labels: readonly LabelData[],
  hooks: BatchPartHooks,
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
  onProgress: LabelsProgress,
  logo: SenderLogo | null = null,
): Promise<BatchPartMade> {
  let faces = labels.length;
  const steps = {
    title: 'Shipping labels',
    fonts: async (own: readonly LabelData[]) => fontSetOf(fontsNeeded(await hooks.batchClusters(clustersHelveticaLacks(labelTexts(own, options.headings)))), loadFonts),
    onFaces: (count: number) => (faces = count),
  };
  const pdf = await writeLabelsPdf(options, labels, rasterize, loadFonts, onProgress, steps, logo);
  return { pdf, faces };
}
