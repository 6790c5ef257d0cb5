import { PT_PER_MM, type FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import { printableText } from '../../label/printable-text';
import type { Rect } from '../../stock/sheet-slots';
import type { Declaration } from './declaration';
import type { FormType } from './form-cells';
import { hRule } from './form-drawing';
import { textRows } from './form-rows';

// The sender's date and signature: the name they typed beside the date, or a line to sign on by hand.

const GAP_MM = 3;

/** The date at the box's left; the typed name beside it, or a line from there to the box's right to sign on. */
export function signatureItems(declaration: Pick<Declaration, 'date' | 'signature'>, rect: Rect, type: FormType, fonts: FontSet): FaceItem[] {
  const dateWidthMm = Math.min(rect.widthMm / 2, fonts.measure(printableText(declaration.date, fonts.draws), 'regular', type.value.sizePt) / PT_PER_MM + 0.5);
  const date = textRows(declaration.date, { ...rect, widthMm: dateWidthMm }, { ...type.value, maxRows: 1 }, fonts);
  const rest = { ...rect, xMm: rect.xMm + dateWidthMm + GAP_MM, widthMm: Math.max(0, rect.widthMm - dateWidthMm - GAP_MM) };
  if (declaration.signature !== null) return [...date, ...textRows(declaration.signature, rest, type.value, fonts)];
  // A hairline at the foot of the box, clear of the date's row.
  const y = rect.yMm + rect.heightMm - type.ruleMm;
  return [...date, hRule(rest.xMm, rest.xMm + rest.widthMm, y, type.ruleMm / 2)];
}
