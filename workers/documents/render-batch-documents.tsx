import { assertWithinLimits } from '../../src/label/field-limits';
import { labelTexts } from '../../src/label/fonts-needed';
import type { LabelData } from '../../src/label/label-data';
import { paperworkFrom } from '../../src/contents/paperwork-from';
import { parcelPlan, paperworkText, type ParcelPlan } from '../../src/contents/parcel-plan';
import type { ParcelPaperwork } from '../../src/contents/parcel-contents';
import type { LabelStock } from '../../src/stock/label-stock';
import type { PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import type { LoadFonts } from '../fonts/font-loader';
import type { FontSet } from '../../src/label/font-set';
import { logoShape, type SenderLogo } from '../../src/label/sender-logo';
import { labelFaces, placeFaces, withLabel, type FaceToPlace, type NumberedPage } from '../pdf/render-labels-pdf';
import { allPaper, cn22Placing, labelPages, paperPages, type PaperPages } from './document-pages';
import { fontsFor } from './parcel-fonts';
import { createPartedWriter, type ParcelPage } from './parted-writer';

// A batch's labels with each order's documents: one PDF, each order's documents after its label, or one PDF of
// each kind. Written a part at a time, as the labels alone are, so a thousand orders take the memory of a few dozen.

/** An order of the batch: its label, and its paperwork when it has any. */
export type BatchParcel = { label: LabelData; paperwork: ParcelPaperwork | null };

/** One PDF with each order's documents after its label, or separate PDFs by kind. */
export type BatchOutput = 'combined' | 'separate';

export type BatchDocumentKind = 'labels' | 'customs-forms' | 'invoices' | 'packing-slips';
export type BatchDocument = { kind: BatchDocumentKind; pdf: Blob };

/** Told how many orders are written so far; the next part waits for it. */
export type ParcelsProgress = (parcelsDone: number) => void | Promise<void>;

type Parcel = { index: number; label: LabelData; plan: ParcelPlan | null; faces: FaceToPlace[] };

/**
 * Progress told only when another part of the PDF has been drawn, as a batch of labels tells it: each report also
 * waits for the visitor's typing, and a wait per order (a timer each, 4 ms at least in a browser) would cost seconds.
 */
function afterEachPart(onProgress: ParcelsProgress, partsDrawn: () => number): ParcelsProgress {
  let reported = 0;
  return async (done) => {
    if (partsDrawn() === reported) return;
    reported = partsDrawn();
    await onProgress(done);
  };
}

const numbered = (pages: readonly NumberedPage[]): ParcelPage[] => pages.map((page) => ({ page, parcel: page.labels[0] ?? 0 }));
const ofParcel = (parcel: number, pages: readonly NumberedPage[] | PaperPages[keyof PaperPages]): ParcelPage[] => pages.map((page) => ({ page, parcel }));

/**
 * The orders' PDFs on the chosen stock. A label over its limits, or contents that cannot print, stop the batch with a
 * LabelPdfError naming the order, before any work.
 */
export async function renderBatchDocuments(
  options: PrintOptions,
  batch: readonly BatchParcel[],
  output: BatchOutput,
  rasterize: RasterizeCode128,
  loadFonts: LoadFonts,
  onProgress: ParcelsProgress = () => undefined,
  logo: SenderLogo | null = null,
): Promise<BatchDocument[]> {
  const stock = printableStock(options);
  const plans = batch.map(({ label, paperwork }, index) =>
    withLabel(index, () => {
      assertWithinLimits(label);
      return paperwork ? parcelPlan(label, paperworkFrom(paperwork)) : null;
    }),
  );
  const fonts = await fontsFor([...labelTexts(batch.map(({ label }) => label), options.headings), ...plans.flatMap((plan) => (plan ? paperworkText(plan) : []))], loadFonts);
  const parcels: Parcel[] = batch.map(({ label }, index) => ({ index, label, plan: plans[index] ?? null, faces: withLabel(index, () => labelFaces(stock, [label], fonts, logoShape(logo), options.headings)).map((face) => ({ ...face, index })) }));
  const writerOf = (title: string) => createPartedWriter(title, stock, options.dpi, rasterize, logo);
  return output === 'combined' ? combined(stock, options, parcels, fonts, writerOf, onProgress) : separate(stock, options, parcels, fonts, writerOf, onProgress);
}

/**
 * One PDF: labels (and CN 22s that fit the stock) flow slot after slot; an order's papers follow its label, and the
 * next label starts a page. On a page stock each label is its page, its CN 22 below it when there is room.
 */
/** A PDF writer of the batch's stock, resolution and logo, by its title. */
type WriterOf = (title: string) => ReturnType<typeof createPartedWriter>;

async function combined(stock: LabelStock, options: PrintOptions, parcels: readonly Parcel[], fonts: FontSet, writerOf: WriterOf, onProgress: ParcelsProgress): Promise<BatchDocument[]> {
  const writer = writerOf(parcels.length > 1 ? 'Shipping labels and documents' : 'Shipping label and documents');
  const progress = afterEachPart(onProgress, writer.parts);
  let run: FaceToPlace[] = [];
  let startSlot = options.startSlot;
  const flush = async () => {
    if (run.length > 0) await writer.add(numbered(placeFaces(stock, { ...options, startSlot }, run)));
    if (run.length > 0) startSlot = 1;
    run = [];
  };
  for (const parcel of parcels) {
    const { plan, index } = parcel;
    if (plan && stock.group === 'pages') {
      await flush();
      const placed = withLabel(index, () => labelPages(stock, { ...options, startSlot }, parcel.faces, plan, fonts));
      await writer.add([...ofParcel(index, placed.pages), ...ofParcel(index, allPaper(withLabel(index, () => paperPages(stock, plan, placed.customsForm, fonts))))]);
    } else if (plan) {
      const placing = plan.customs?.form === 'CN22' ? withLabel(index, () => cn22Placing(stock, parcel.faces[0]?.faceMm ?? stock.labelMm, plan, fonts)) : null;
      run.push(...parcel.faces, ...(placing?.kind === 'face' ? [{ ...placing.face, index }] : []));
      const form = placing === null ? (plan.customs?.form ?? null) : placing.kind === 'cn23' ? 'CN23' : 'CN22';
      const papers = [...(placing?.kind === 'paper' ? [placing.page] : []), ...allPaper(withLabel(index, () => paperPages(stock, plan, form, fonts)))];
      if (papers.length > 0) {
        await flush();
        await writer.add(ofParcel(index, papers));
      }
    } else {
      run.push(...parcel.faces);
    }
    if (run.length === 0) await progress(index + 1);
  }
  await flush();
  await onProgress(parcels.length);
  const pdf = await writer.finish();
  return pdf ? [{ kind: 'labels', pdf }] : [];
}

/** A PDF of each kind: the labels, the customs forms (CN 22s slot after slot, then CN 23s), the invoices, the packing slips. */
async function separate(stock: LabelStock, options: PrintOptions, parcels: readonly Parcel[], fonts: FontSet, writerOf: WriterOf, onProgress: ParcelsProgress): Promise<BatchDocument[]> {
  const make = writerOf;
  const writers = { labels: make('Shipping labels'), 'customs-forms': make('Customs forms'), invoices: make('Commercial invoices'), 'packing-slips': make('Packing slips') };
  const progress = afterEachPart(onProgress, () => Object.values(writers).reduce((sum, writer) => sum + writer.parts(), 0));
  await writers.labels.add(numbered(placeFaces(stock, options, parcels.flatMap((parcel) => parcel.faces))));
  const cn22Faces: FaceToPlace[] = [];
  for (const parcel of parcels) {
    const { plan } = parcel;
    if (!plan) continue;
    const placing = plan.customs?.form === 'CN22' ? withLabel(parcel.index, () => cn22Placing(stock, parcel.faces[0]?.faceMm ?? stock.labelMm, plan, fonts)) : null;
    if (placing?.kind === 'face') cn22Faces.push({ ...placing.face, index: parcel.index });
    const papers = withLabel(parcel.index, () => paperPages(stock, plan, placing === null ? (plan.customs?.form ?? null) : placing.kind === 'cn23' ? 'CN23' : 'CN22', fonts));
    await writers['customs-forms'].add(ofParcel(parcel.index, [...(placing?.kind === 'paper' ? [placing.page] : []), ...papers.customs]));
    await writers.invoices.add(ofParcel(parcel.index, papers.invoices));
    await writers['packing-slips'].add(ofParcel(parcel.index, papers.packingSlips));
    await progress(parcel.index);
  }
  // The CN 22s that fit the stock print on it together, after the CN 23s and the CN 22s on paper.
  if (cn22Faces.length > 0) await writers['customs-forms'].add(numbered(placeFaces(stock, { ...options, startSlot: 1 }, cn22Faces)));
  await onProgress(parcels.length);
  const documents: BatchDocument[] = [];
  for (const kind of ['labels', 'customs-forms', 'invoices', 'packing-slips'] as const) {
    const pdf = await writers[kind].finish();
    if (pdf) documents.push({ kind, pdf });
  }
  return documents;
}
