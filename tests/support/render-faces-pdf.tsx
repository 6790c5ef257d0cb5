import type { Face } from '../../src/label/face-items';
import { LabelsDocument, type PrintedPage } from '../../workers/pdf/labels-document';
import { createPdfWriter } from '../../workers/pdf/pdf-writer';
import { withPrintScalingNone } from '../../workers/pdf/print-scaling';

/** A page holding one face at its top-left corner, as large as the page. */
export const pageOfFace = (face: Face, pageMm: { width: number; height: number }): PrintedPage => ({
  pageMm,
  faces: [{ face, slot: { xMm: 0, yMm: 0, widthMm: pageMm.width, heightMm: pageMm.height }, turned: false }],
});

/** Faces drawn into a PDF as the worker draws labels (no barcodes), its fonts registered by loading them first. */
export async function renderFacesPdf(pages: readonly PrintedPage[], title = 'Customs declaration'): Promise<Uint8Array> {
  const writer = createPdfWriter({ title });
  await writer.append(<LabelsDocument pages={pages} barcodes={new Map()} />);
  return new Uint8Array(await (await withPrintScalingNone(await writer.finish())).arrayBuffer());
}
