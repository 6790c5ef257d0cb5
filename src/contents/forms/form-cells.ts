import type { FaceItem } from '../../label/face-items';
import { HELVETICA_SET, type FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { inset } from './form-drawing';
import { textRows, titleRows } from './form-rows';
import { rowsHeightMm, textHeightMm, titleParagraphs, type TextStyle } from './form-text';
import type { Title } from './form-titles';

// A form's boxes: a title (English over French) and the area its value is written in.

/** The type of one form: its boxes' titles and values, the space inside a box, and the thickness of its lines. */
export type FormType = { title: TextStyle; value: TextStyle; padMm: number; ruleMm: number };

/** A box drawn: its items, and the area its value is written in. */
export type Cell = { items: FaceItem[]; valueRect: Rect };

/** How tall a title stands in a box of this width, with the box's space above it. */
export const titleHeightMm = (title: Title, widthMm: number, type: FormType): number =>
  textHeightMm(titleParagraphs(title.en, title.fr), widthMm - 2 * type.padMm, type.title, HELVETICA_SET) + type.padMm;

/** How tall a value stands in a box of this width, with the box's space below it. */
export const valueHeightMm = (value: string, widthMm: number, style: TextStyle, type: FormType, fonts: FontSet): number =>
  Math.max(textHeightMm([{ text: value, weight: 'regular' }], widthMm - 2 * type.padMm, style, fonts), rowsHeightMm(1, style)) + type.padMm;

/** The title at the top of the box, and the rest of the box (less its space) for the value. */
export function titledCell(rect: Rect, title: Title, type: FormType): Cell {
  const inner = inset(rect, type.padMm);
  const titleMm = titleHeightMm(title, rect.widthMm, type) - type.padMm;
  return {
    items: titleRows(title.en, title.fr, { ...inner, heightMm: titleMm }, type.title),
    valueRect: { ...inner, yMm: inner.yMm + titleMm, heightMm: Math.max(0, inner.heightMm - titleMm) },
  };
}

/** A titled box with its value written in, fitted to the area left under the title. */
export function valueCell(rect: Rect, title: Title, value: string, style: TextStyle, type: FormType, fonts: FontSet): Cell {
  const cell = titledCell(rect, title, type);
  return { items: [...cell.items, ...textRows(value, cell.valueRect, style, fonts)], valueRect: cell.valueRect };
}

/** A box with its title on the left, `titleWidthMm` wide, and its value on the right (set as the form's values unless told). */
export function sideTitledCell(rect: Rect, title: Title, titleWidthMm: number, value: string, type: FormType, fonts: FontSet, style: TextStyle = type.value): Cell {
  const inner = inset(rect, type.padMm);
  const valueRect = { ...inner, xMm: inner.xMm + titleWidthMm, widthMm: Math.max(0, inner.widthMm - titleWidthMm) };
  return {
    items: [...titleRows(title.en, title.fr, { ...inner, widthMm: titleWidthMm - type.padMm }, type.title), ...textRows(value, valueRect, style, fonts)],
    valueRect,
  };
}
