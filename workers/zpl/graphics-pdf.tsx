import type { Face } from '../../src/label/face-items';
import type { SenderLogo } from '../../src/label/sender-logo';
import type { MmSize } from '../../src/stock/label-stock';
import { LabelsDocument } from '../pdf/labels-document';
import { createPdfWriter } from '../pdf/pdf-writer';
import { pngDataUri } from '../pdf/png-data-uri';

/** A face's items that the printer cannot draw itself, on a page the size of the face. */
export type GraphicPage = { items: Face; faceMm: MmSize };

/**
 * The items as the PDF draws them, one page a face: the same fonts, shaping and logo as the labels' PDF, so the
 * graphics a ZPL label carries are the PDF's own drawing.
 */
export async function graphicsPdf(pages: readonly GraphicPage[], logo: SenderLogo | null): Promise<Blob> {
  const writer = createPdfWriter({ title: 'Label graphics' });
  const printed = pages.map(({ items, faceMm }) => ({
    pageMm: faceMm,
    faces: [{ face: items, slot: { xMm: 0, yMm: 0, widthMm: faceMm.width, heightMm: faceMm.height }, turned: false }],
  }));
  await writer.append(<LabelsDocument pages={printed} barcodes={new Map()} logo={logo === null ? null : { uri: pngDataUri(logo.png) }} />);
  return writer.finish();
}
