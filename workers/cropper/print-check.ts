import type { PlacedLabel } from '../../src/cropper/output-plan';
import { placedBox } from '../../src/cropper/placed-box';
import { grownWithin, unionOf } from '../../src/cropper/rect-areas';
import type { CropRect } from '../../src/cropper/source-page';
import type { CodeFormat } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';
import { openPdf } from '../pdfjs/pdfjs-setup';
import { boundedQueue, decodeCodes } from './decoder';
import { pdfAreaDrawn } from './pdf-pages';
import { readPixels } from './read-pixels';

// The print check: the PDF just written, drawn as the printer draws it (at its dots, each dot inked or not: the decoder
// thresholds them), and each code the label's source held looked for where it landed on the label. The page compares
// what they decode to.

const MM_PER_INCH = 25.4;
/** Room round a code's landing place: its quiet zone, and a code read a little short of its ends. */
const MARGIN_MM = 4;
/** Code pictures waiting to be decoded at once: each is a copy of pixels. */
const IN_FLIGHT = 4;

/** A code of a label's source: its kind and where it was on the source page. */
export type SourceCode = { format: CodeFormat; box: Rect };

/**
 * The data of the codes decoded from each label as printed at `dpi`: label `i` is placed at `labels[i].placed` (its page
 * counted after any pages before the labels, a pick list's), cropped at `labels[i].crop`; each of its `expected` codes
 * is looked for where it landed (a label with none is not checked).
 */
export async function printedCodes(
  pdfBytes: Uint8Array,
  labels: readonly { placed: PlacedLabel; crop: CropRect; expected: readonly SourceCode[] }[],
  dpi: number,
  progress: (done: number) => Promise<void>,
): Promise<string[][]> {
  const pdf = await openPdf(pdfBytes.slice());
  // The labels' pages come last: any before them are the pick list's.
  const firstPage = pdf.numPages - (Math.max(-1, ...labels.map(({ placed }) => placed.page)) + 1);
  const pxPerMm = dpi / MM_PER_INCH;
  const queue = boundedQueue<{ label: number; texts: string[] }>(IN_FLIGHT);
  try {
    const pages = [...new Set(labels.map(({ placed }) => placed.page))];
    let done = 0;
    for (const pageIndex of pages) {
      const onPage = labels.flatMap((label, index) => (label.placed.page === pageIndex ? [index] : []));
      // Where to look: each expected code where it landed, grown by its margin, inside its label.
      const areas = onPage.flatMap((index) => {
        const { placed, crop, expected } = labels[index] as (typeof labels)[number];
        return expected.flatMap((code) => {
          const area = grownWithin(placedBox(code.box, crop, placed.fitted), MARGIN_MM, placed.fitted.clip);
          return area ? [{ index, format: code.format, area }] : [];
        });
      });
      if (areas.length > 0) {
        const page = await pdf.getPage(pageIndex + firstPage + 1);
        try {
          // Only what holds the codes is drawn: all of them at once, in one picture of the page's dots.
          const drawn = unionOf(areas.map(({ area }) => area));
          await pdfAreaDrawn(page, drawn, pxPerMm, async (canvas, context) => {
            for (const { index, format, area } of areas) {
              const [left, top] = [Math.max(0, Math.floor((area.xMm - drawn.xMm) * pxPerMm)), Math.max(0, Math.floor((area.yMm - drawn.yMm) * pxPerMm))];
              const width = Math.max(1, Math.min(canvas.width - left, Math.ceil(area.widthMm * pxPerMm)));
              const height = Math.max(1, Math.min(canvas.height - top, Math.ceil(area.heightMm * pxPerMm)));
              const pixels = await readPixels(canvas, context, { left, top, width, height });
              await queue.add(async () => ({ label: index, texts: (await decodeCodes(pixels, area, pxPerMm, 'printed', [format])).filter((found) => found.decoded).map((found) => found.text) }));
            }
          });
        } finally {
          page.cleanup();
        }
      }
      done += onPage.length;
      await progress(done);
    }
    const printed: string[][] = labels.map(() => []);
    for (const { label, texts } of await queue.all()) printed[label]?.push(...texts);
    return printed;
  } finally {
    await pdf.destroy();
  }
}
