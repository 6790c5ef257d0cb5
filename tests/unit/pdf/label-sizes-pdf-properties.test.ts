import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../../../src/label/face-layout';
import { withinLimits } from '../../../src/label/field-limits';
import { LABEL_SIZES, LABEL_SIZE_IDS, slotCount } from '../../../src/label/label-sizes';
import { PRINTER_DPIS } from '../../../src/label/printer-resolution';
import { placeFaces, type Rect } from '../../../src/label/sheet-slots';
import { fontSetFor } from '../../../workers/pdf/render-labels-pdf';
import { anyLabel, naughtyLabel, propertyRuns } from '../../support/label-arbitrary';
import { loadFontsInNode } from '../../support/node-fonts';
import { placedImages } from '../../support/pdf-placement';
import { readPdf } from '../../support/read-pdf';
import { renderLabelsPdf } from '../../support/render-label-pdf';

const TOLERANCE_MM = 0.01;
const inside = (rect: Rect, left: number, right: number, top: number, bottom: number) =>
  left >= rect.xMm - TOLERANCE_MM &&
  right <= rect.xMm + rect.widthMm + TOLERANCE_MM &&
  top >= rect.yMm - TOLERANCE_MM &&
  bottom <= rect.yMm + rect.heightMm + TOLERANCE_MM;

const printJob = fc.record({
  label: fc.oneof(anyLabel, naughtyLabel).filter(withinLimits),
  size: fc.constantFrom(...LABEL_SIZE_IDS),
  dpi: fc.constantFrom(...PRINTER_DPIS),
  slot: fc.nat(),
});

describe('label PDFs on every size (property, Node)', () => {
  it('prints every text run and barcode of 300 random labels inside the slots its faces were given, never outside them', async () => {
    await fc.assert(
      fc.asyncProperty(printJob, async ({ label, size, dpi, slot }) => {
        const startSlot = (slot % slotCount(LABEL_SIZES[size])) + 1;
        const bytes = await renderLabelsPdf({ size, dpi, startSlot }, [label]);
        // Laid out in the fonts the PDF is printed with: a label in Hangul takes more room than its "?"s would.
        const faceCount = layoutLabel(label, size, await fontSetFor([label], loadFontsInNode)).faces.length;
        const slotsByPage = new Map<number, Rect[]>();
        for (const { page, rect } of placeFaces(size, startSlot, faceCount)) {
          slotsByPage.set(page + 1, [...(slotsByPage.get(page + 1) ?? []), rect]);
        }
        const pdf = await readPdf(bytes);
        expect(pdf.pageCount).toBe(slotsByPage.size);
        for (const run of pdf.texts) {
          const slots = slotsByPage.get(run.page) ?? [];
          expect(slots.some((rect) => inside(rect, run.leftMm, run.rightMm, run.topMm, run.topMm)), JSON.stringify(run)).toBe(true);
        }
        for (const image of await placedImages(bytes)) {
          const slots = slotsByPage.get(image.page) ?? [];
          const placed = [image.leftMm, image.leftMm + image.widthMm, image.topMm, image.topMm + image.heightMm] as const;
          expect(slots.some((rect) => inside(rect, ...placed)), JSON.stringify(image)).toBe(true);
        }
      }),
      { ...propertyRuns(300), timeout: 30_000 },
    );
  }, 600_000);
});
