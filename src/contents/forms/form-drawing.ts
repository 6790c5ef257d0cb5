import { PT_PER_MM, type Face, type FaceItem, type FaceRule, type FaceText } from '../../label/face-items';
import { measureHelvetica } from '../../label/text-measure';
import type { Rect } from '../../stock/sheet-slots';

// The lines of a form, drawn as a face's items: box borders, rules and tick boxes. A border is centred on its box's
// edges, so two boxes that share an edge draw one line there, as a printed form's grid does.

const rule = (xMm: number, yMm: number, widthMm: number, heightMm: number): FaceRule => ({ kind: 'rule', order: 0, xMm, yMm, widthMm, heightMm });

/** A horizontal line from x1 to x2 centred on y. */
export const hRule = (x1Mm: number, x2Mm: number, yMm: number, thicknessMm: number): FaceRule =>
  rule(x1Mm - thicknessMm / 2, yMm - thicknessMm / 2, x2Mm - x1Mm + thicknessMm, thicknessMm);

/** A vertical line from y1 to y2 centred on x. */
export const vRule = (xMm: number, y1Mm: number, y2Mm: number, thicknessMm: number): FaceRule =>
  rule(xMm - thicknessMm / 2, y1Mm - thicknessMm / 2, thicknessMm, y2Mm - y1Mm + thicknessMm);

/** The four sides of a box, each centred on its edge (half the thickness falls outside the box). */
export const boxBorder = ({ xMm, yMm, widthMm, heightMm }: Rect, thicknessMm: number): FaceRule[] => [
  hRule(xMm, xMm + widthMm, yMm, thicknessMm),
  hRule(xMm, xMm + widthMm, yMm + heightMm, thicknessMm),
  vRule(xMm, yMm, yMm + heightMm, thicknessMm),
  vRule(xMm + widthMm, yMm, yMm + heightMm, thicknessMm),
];

/** The rect less a margin on every side. */
export const inset = ({ xMm, yMm, widthMm, heightMm }: Rect, byMm: number): Rect => ({
  xMm: xMm + byMm,
  yMm: yMm + byMm,
  widthMm: Math.max(0, widthMm - 2 * byMm),
  heightMm: Math.max(0, heightMm - 2 * byMm),
});

// Helvetica's capitals stand 0.718 em tall; the cross fills about two thirds of its box.
const CAP_HEIGHT_EM = 0.718;
const CROSS_SHARE = 0.62;

/** A tick box `sizeMm` square from its top-left corner, its lines inside it, with a bold "X" when ticked. */
export function checkbox(xMm: number, yMm: number, sizeMm: number, checked: boolean, thicknessMm = sizeMm / 20): FaceItem[] {
  const box = boxBorder(inset({ xMm, yMm, widthMm: sizeMm, heightMm: sizeMm }, thicknessMm / 2), thicknessMm);
  if (!checked) return box;
  const sizePt = (sizeMm * CROSS_SHARE * PT_PER_MM) / CAP_HEIGHT_EM;
  const capMm = (CAP_HEIGHT_EM * sizePt) / PT_PER_MM;
  const cross: FaceText = {
    kind: 'text',
    order: 0,
    text: 'X',
    runs: [{ text: 'X', font: 'Helvetica' }],
    joinBefore: ' ',
    direction: 'ltr',
    xMm,
    baselineMm: yMm + (sizeMm + capMm) / 2,
    widthMm: sizeMm,
    textWidthMm: measureHelvetica('X', 'bold', sizePt) / PT_PER_MM,
    sizePt,
    weight: 'bold',
    align: 'center',
  };
  return [...box, cross];
}

/** The items in the order given, numbered: the order a reader (and the PDF's text layer) follows. */
export const numbered = (items: readonly FaceItem[]): Face => items.map((item, order) => ({ ...item, order }));
