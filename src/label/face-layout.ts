import type { Face, FaceItem } from './face-items';
import { barcodeColumn, faceLines, MIN_FONT_PT, type FaceLine, type LineSetting } from './face-lines';
import type { LabelData } from './label-data';
import { LABEL_SIZES, faceMm, type LabelSizeId } from './label-sizes';
import { HELVETICA_SET, type FontSet } from './font-set';
import { printableLabel } from './printable-text';

/**
 * A label laid out for a size: one face when it fits (its type shrunk as far as MIN_FONT_PT if need be),
 * more faces when even the smallest type does not fit. `fontScale` is 1 when nothing was shrunk.
 */
export type LabelLayout = { sizeId: LabelSizeId; faceMm: { width: number; height: number }; faces: Face[]; fontScale: number };

// The type shrinks in steps of half a point of the largest size, so a label is never set smaller than it must be.
const STEP_PT = 0.5;
const EPSILON_MM = 1e-6;

const totalHeight = (lines: readonly FaceLine[]): number => lines.reduce((sum, line) => sum + line.heightMm, 0);

/** Places the lines top to bottom, starting a new face where the next line would cross the bottom margin. */
const paginate = (lines: readonly FaceLine[], marginMm: number, bottomMm: number): Face[] => {
  const faces: FaceItem[][] = [[]];
  let top = marginMm;
  for (const line of lines) {
    if (top + line.heightMm > bottomMm + EPSILON_MM && top > marginMm + EPSILON_MM) {
      faces.push([]);
      top = marginMm;
    }
    faces.at(-1)?.push(...line.place(top));
    top += line.heightMm;
  }
  // Drawn in reading order, so text read from the PDF or the preview runs TO, its lines, FROM … as on paper.
  return faces.map((face) => face.sort((a, b) => a.order - b.order));
};

/**
 * The label laid out on one face of the size: the largest type that fits, else the smallest over several
 * faces. `fonts` is Helvetica alone for a Latin-only label; the worker passes the embedded fonts a label needs.
 */
export function layoutLabel(label: LabelData, sizeId: LabelSizeId, fonts: FontSet = HELVETICA_SET): LabelLayout {
  const { style } = LABEL_SIZES[sizeId];
  const face = faceMm(LABEL_SIZES[sizeId]);
  const printed = printableLabel(label, fonts.draws);
  const linesAt = (scale: number) => faceLines({ style, faceWidthMm: face.width, scale, fonts } satisfies LineSetting, label, printed);
  const usableMm = face.height - 2 * style.marginMm.y;
  const fits = (lines: readonly FaceLine[]) => totalHeight(lines) <= usableMm + EPSILON_MM;

  const largest = Math.max(...Object.values(style.fontPt));
  const steps = Math.max(0, Math.ceil((largest - MIN_FONT_PT) / STEP_PT));
  const scaleAt = (step: number) => Math.max(MIN_FONT_PT, largest - step * STEP_PT) / largest;

  let scale = 1;
  let lines = linesAt(scale);
  if (!fits(lines)) {
    // The smallest step that fits, by bisection (a smaller type never needs more room); none: the smallest type.
    let [low, high] = [1, steps];
    let best: { scale: number; lines: FaceLine[] } | null = null;
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const tried = linesAt(scaleAt(middle));
      if (fits(tried)) {
        best = { scale: scaleAt(middle), lines: tried };
        high = middle - 1;
      } else low = middle + 1;
    }
    scale = best?.scale ?? scaleAt(steps);
    lines = best?.lines ?? linesAt(scale);
  }
  return { sizeId, faceMm: face, faces: paginate(lines, style.marginMm.y, face.height - style.marginMm.y), fontScale: scale };
}

/** The box a size's barcode bars are fitted into: as wide as its barcode column, as tall as its bars. */
export const barcodeBox = (sizeId: LabelSizeId): { widthMm: number; heightMm: number } => {
  const { style } = LABEL_SIZES[sizeId];
  return { widthMm: barcodeColumn(style, faceMm(LABEL_SIZES[sizeId]).width).widthMm, heightMm: style.barcode.barsHeightMm };
};
