import { clip, degrees, endPath, PDFDocument, PDFObjectCopier, PDFPage, popGraphicsState, PrintScaling, pushGraphicsState, rectangle } from '@cantoo/pdf-lib';
import type { FitMode, LabelPlacement } from '../../src/cropper/label-fit';
import { planOutput, type PlacedLabel } from '../../src/cropper/output-plan';
import type { CropRect, QuarterTurns } from '../../src/cropper/source-page';
import type { PickList } from '../../src/label-reading/pick-list';
import { drawPickList } from './pick-list-pages';
import type { PrintOptions } from '../../src/stock/print-options';
import { printableStock } from '../../src/stock/stock-of';
import { pdfBoxOf, PT_PER_MM, turnedDrawing, userBoxOfCrop, type PdfBox } from './page-space';

/** One label to print: a crop of a page (from 0) of an open file, turned by the visitor. */
export type CropJob = { fileId: string; page: number; crop: CropRect; turns: QuarterTurns };

/** An image crop's pixels as a PNG, whole pixels only. */
export type CroppedPixels = { png: Uint8Array; widthPx: number; heightPx: number };

/** What the writer reads of the open files: a PDF's bytes, or an image's pixels (a ZPL file's labels' too) inside a crop of a page. */
export type CropSources = {
  get: (fileId: string) => { kind: 'pdf'; bytes: Uint8Array } | { kind: 'image'; pxPerMm: number; cropped: (crop: CropRect, page: number) => Promise<CroppedPixels> };
};

/** Where each job's label prints: the plan the writer follows, and the print check after it. */
export const jobsPlan = (options: PrintOptions, mode: FitMode, jobs: readonly CropJob[], files: CropSources): PlacedLabel[] =>
  planOutput(
    jobs.map((job) => {
      const source = files.get(job.fileId);
      return { crop: job.crop, turns: job.turns, pxPerMm: source.kind === 'image' ? source.pxPerMm : null };
    }),
    printableStock(options),
    options,
    mode,
  );

/**
 * The crops on the chosen stock, one a label (a page each, or a slot each on sheets from the start slot), after the
 * pick list's pages when one is given, as a PDF that prints at 100 %: a PDF's label is its page's own drawing clipped to the crop, so text and bars stay vectors; an
 * image's is its cropped pixels at the scale label-fit.ts chose.
 */
export async function writeCroppedPdf(
  options: PrintOptions,
  mode: FitMode,
  jobs: readonly CropJob[],
  files: CropSources,
  progress: (done: number) => Promise<void>,
  pickList: PickList | null = null,
): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  output.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  const sources = new Map<string, Promise<SourcePages>>();
  const pages: PDFPage[] = [];
  const plan = jobsPlan(options, mode, jobs, files);
  // The pick list before the labels, on pages of the first label page's size.
  const firstPageMm = plan[0]?.fitted.pageMm;
  if (pickList && firstPageMm) await drawPickList(output, firstPageMm, pickList);
  for (const [index, { page: pageIndex, fitted }] of plan.entries()) {
    const job = jobs[index];
    if (job === undefined) break; // the plan has a place for every job: never
    const source = files.get(job.fileId);
    const page = (pages[pageIndex] ??= output.addPage([points(fitted.pageMm.widthMm), points(fitted.pageMm.heightMm)]));
    const pageHeightMm = fitted.pageMm.heightMm;
    if (source.kind === 'pdf') {
      let document = sources.get(job.fileId);
      if (!document) sources.set(job.fileId, (document = loadForEmbedding(source.bytes).then((loaded) => copiedPages(output, loaded))));
      await drawPdfCrop(output, page, await document, job, fitted, pageHeightMm);
    } else {
      await drawImageCrop(output, page, await source.cropped(job.crop, job.page), fitted, pageHeightMm, source.pxPerMm);
    }
    await progress(index + 1);
  }
  return output.save();
}

/** A length in points, to a thousandth: a 4 × 6 in page is 288 × 432, not 432.00000000000006. */
const points = (mm: number): number => Math.round(mm * PT_PER_MM * 1000) / 1000;

/**
 * A PDF for copying pages from; one that is encrypted only against editing opens with the empty password. Form fields
 * are annotations, which a copied page leaves behind: a label whose text is filled into fields has them flattened
 * into its page first, as they look.
 */
async function loadForEmbedding(bytes: Uint8Array): Promise<PDFDocument> {
  const loaded = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const document = loaded.isEncrypted ? await PDFDocument.load(bytes, { password: '', updateMetadata: false }) : loaded;
  try {
    if (document.getForm().getFields().length > 0) document.getForm().flatten({ updateFieldAppearances: false });
  } catch {
    // A form pdf-lib cannot flatten keeps its fields off the copy; the page's own drawing is still there.
  }
  return document;
}

/** A source's pages as copied into the output: what its pages share (fonts, images) is copied once, not once a label. */
type SourcePages = (index: number) => PDFPage;

function copiedPages(output: PDFDocument, source: PDFDocument): SourcePages {
  // One copier for the whole source: it knows what it has copied. (embedPage copies a page of another document with a
  // copier of its own each time: a day's 100 labels carried 100 copies of their fonts, each loaded again by a reader.)
  const copier = PDFObjectCopier.for(source.context, output.context);
  const copied = new Map<number, PDFPage>();
  return (index) => {
    let page = copied.get(index);
    if (!page) copied.set(index, (page = PDFPage.of(copier.copy(source.getPage(index).node), output.context.nextRef(), output)));
    return page;
  };
}

async function drawPdfCrop(output: PDFDocument, page: PDFPage, source: SourcePages, job: CropJob, fitted: LabelPlacement, pageHeightMm: number): Promise<void> {
  const sourcePage = source(job.page);
  const rotate = sourcePage.getRotation().angle;
  const box = userBoxOfCrop(job.crop, sourcePage.getCropBox(), rotate);
  const form = await output.embedPage(sourcePage, box);
  // The form holds the page before its /Rotate: the page's own turn comes first, then the label's.
  const turns = ((Math.round(rotate / 90) + fitted.turns) % 4) as QuarterTurns;
  const at = turnedDrawing(((turns + 4) % 4) as QuarterTurns, pdfBoxOf(fitted.rect, pageHeightMm));
  clipped(page, pdfBoxOf(fitted.clip, pageHeightMm), () =>
    page.drawPage(form, { x: at.x, y: at.y, xScale: fitted.scale, yScale: fitted.scale, rotate: degrees(at.rotateDegrees) }),
  );
}

async function drawImageCrop(output: PDFDocument, page: PDFPage, { png, widthPx, heightPx }: CroppedPixels, fitted: LabelPlacement, pageHeightMm: number, pxPerMm: number): Promise<void> {
  const embedded = await output.embedPng(png);
  const at = turnedDrawing(fitted.turns, pdfBoxOf(fitted.rect, pageHeightMm));
  const mmPerPx = fitted.scale / pxPerMm;
  clipped(page, pdfBoxOf(fitted.clip, pageHeightMm), () =>
    page.drawImage(embedded, { x: at.x, y: at.y, width: widthPx * mmPerPx * PT_PER_MM, height: heightPx * mmPerPx * PT_PER_MM, rotate: degrees(at.rotateDegrees) }),
  );
}

/** Draws inside `box` only: a label never prints past its own edges onto the next one. */
function clipped(page: PDFPage, box: PdfBox, draw: () => void): void {
  page.pushOperators(pushGraphicsState(), rectangle(box.left, box.bottom, box.right - box.left, box.top - box.bottom), clip(), endPath());
  draw();
  page.pushOperators(popGraphicsState());
}
