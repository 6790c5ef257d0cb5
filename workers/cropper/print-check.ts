import type { PlacedLabel } from '../../src/cropper/output-plan';
import type { CodeFormat } from '../../src/label-reading/page-reading';
import { openPdf } from '../pdfjs/pdfjs-setup';
import { codesIn } from './barcode-reader';

// The print check: the PDF just written, drawn as the printer draws it (at its dots, each dot inked or not), and
// each label's barcodes decoded from its own slot. The page compares them with what the source's codes held.

const PT_PER_INCH = 72;
const MM_PER_INCH = 25.4;

/** Each dot inked or not at half grey, as a thermal printer's head (or a laser's screen, near enough) decides it. */
function printedDots(pixels: ImageData): ImageData {
  const { data } = pixels;
  for (let at = 0; at < data.length; at += 4) {
    const luma = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
    const ink = luma < 128 ? 0 : 255;
    data[at] = ink;
    data[at + 1] = ink;
    data[at + 2] = ink;
  }
  return pixels;
}

/**
 * The data of every code decoded from each label as printed at `dpi`: label `i` is `plan[i]`, on output page
 * `plan[i].page + firstPage` (a pick list may come first), searched for `formats[i]` only (none: not checked).
 */
export async function printedCodes(
  pdfBytes: Uint8Array,
  plan: readonly PlacedLabel[],
  firstPage: number,
  dpi: number,
  formats: readonly (readonly CodeFormat[])[],
  progress: (done: number) => Promise<void>,
): Promise<string[][]> {
  const pdf = await openPdf(pdfBytes.slice());
  const pxPerMm = dpi / MM_PER_INCH;
  const printed: string[][] = plan.map(() => []);
  try {
    const pages = [...new Set(plan.map((placed) => placed.page))];
    let done = 0;
    for (const pageIndex of pages) {
      const onPage = plan.flatMap((placed, index) => (placed.page === pageIndex && (formats[index]?.length ?? 0) > 0 ? [index] : []));
      if (onPage.length > 0) {
        const page = await pdf.getPage(pageIndex + firstPage + 1);
        try {
          const viewport = page.getViewport({ scale: dpi / PT_PER_INCH });
          const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (!context) throw new Error('This browser cannot draw in a worker.');
          await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, background: 'white' }).promise;
          for (const index of onPage) {
            const { clip } = (plan[index] as PlacedLabel).fitted;
            const [left, top] = [Math.max(0, Math.floor(clip.xMm * pxPerMm)), Math.max(0, Math.floor(clip.yMm * pxPerMm))];
            const width = Math.max(1, Math.min(canvas.width - left, Math.ceil(clip.widthMm * pxPerMm)));
            const height = Math.max(1, Math.min(canvas.height - top, Math.ceil(clip.heightMm * pxPerMm)));
            const codes = await codesIn(printedDots(context.getImageData(left, top, width, height)), clip, pxPerMm, formats[index]);
            printed[index] = codes.filter((code) => code.decoded).map((code) => code.text);
          }
        } finally {
          page.cleanup();
        }
      }
      done += plan.filter((placed) => placed.page === pageIndex).length;
      await progress(done);
    }
    return printed;
  } finally {
    await pdf.destroy();
  }
}
