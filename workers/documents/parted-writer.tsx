import type { LabelStock } from '../../src/stock/label-stock';
import { barcodeBox } from '../../src/label/face-layout';
import type { PrinterDpi } from '../../src/label/printer-resolution';
import type { RasterizeCode128 } from '../barcode/barcode-png';
import { drawFaceBarcodes } from '../pdf/face-barcodes';
import { LabelPdfError } from '../pdf/label-pdf-error';
import { LabelsDocument, type PrintedPage } from '../pdf/labels-document';
import { createPdfWriter } from '../pdf/pdf-writer';
import { withPrintScalingNone } from '../pdf/print-scaling';
import { pngDataUri } from '../pdf/png-data-uri';
import type { SenderLogo } from '../../src/label/sender-logo';

/** Pages drawn together: enough to keep react-pdf busy, few enough to keep memory steady over thousands of pages. */
const PAGES_PER_PART = 25;

/** A page and the parcel (from 0) it belongs to, so a page that fails to draw names its row. */
export type ParcelPage = { page: PrintedPage; parcel: number };

/**
 * One PDF written as its pages come: every PAGES_PER_PART pages are drawn (their barcodes at the printer's
 * resolution) and let go. `parcelsDone` says up to which parcel everything given so far is written. `logo` is the
 * sender's, drawn where the faces place it.
 */
export function createPartedWriter(title: string, stock: LabelStock, dpi: PrinterDpi, rasterize: RasterizeCode128, logo: SenderLogo | null = null) {
  const writer = createPdfWriter({ title });
  const picture = logo === null ? null : { uri: pngDataUri(logo.png) };
  let waiting: ParcelPage[] = [];
  let written = false;
  let parts = 0;

  async function draw(part: readonly ParcelPage[]): Promise<void> {
    // A copy is the very page object again (a CN 23's or an invoice's copies): laid out once, drawn each time.
    const pages = [...new Set(part.map(({ page }) => page))];
    const order = part.map(({ page }) => pages.indexOf(page));
    try {
      const barcodes = await drawFaceBarcodes(pages.flatMap((page) => page.faces.map(({ face }) => face)), barcodeBox(stock), dpi, rasterize);
      await writer.append(<LabelsDocument pages={pages} barcodes={barcodes} logo={picture} />, order.length === pages.length ? undefined : order);
      written = true;
      parts += 1;
    } catch (cause) {
      throw new LabelPdfError(part[0]?.parcel ?? 0, cause);
    }
  }

  return {
    /** Adds pages; draws a part once enough are waiting. */
    async add(pages: readonly ParcelPage[]): Promise<void> {
      waiting.push(...pages);
      while (waiting.length >= PAGES_PER_PART) {
        const part = waiting.slice(0, PAGES_PER_PART);
        waiting = waiting.slice(PAGES_PER_PART);
        await draw(part);
      }
    },
    /** How many parts are drawn so far. */
    parts: (): number => parts,
    /** Draws what is left and hands back the PDF, or null when no page was ever given. */
    async finish(): Promise<Blob | null> {
      if (waiting.length > 0) await draw(waiting);
      waiting = [];
      return written ? withPrintScalingNone(await writer.finish()) : null;
    },
  };
}
