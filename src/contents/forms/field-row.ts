import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { titleHeightMm, valueCell, valueHeightMm, type FormType } from './form-cells';
import { boxBorder, vRule } from './form-drawing';
import type { TextStyle } from './form-text';
import type { Title } from './form-titles';

// A row of titled boxes side by side (an invoice's number, date, reason …; its totals), framed, each value's area
// named in `boxes` by its key.

/** A box of the row: its key, its English title, its value, its width, and how its value is set if not as the type's. */
export type Field = { key: string; title: string; value: string; widthMm: number; style?: TextStyle };

/** An English title in the forms' two-language shape (no French: these documents are in English). */
export const englishTitle = (en: string): Title => ({ en, fr: '' });

const fieldHeightMm = (field: Field, type: FormType, fonts: FontSet): number =>
  titleHeightMm(englishTitle(field.title), field.widthMm, type) + valueHeightMm(field.value, field.widthMm, field.style ?? type.value, type, fonts);

/** How tall the row stands: its tallest box. */
export const fieldRowHeightMm = (fields: readonly Field[], type: FormType, fonts: FontSet): number =>
  Math.max(0, ...fields.map((field) => fieldHeightMm(field, type, fonts)));

/** The row's boxes from the rect's left, each as tall as the rect, framed together. */
export function drawFieldRow(fields: readonly Field[], rect: Rect, type: FormType, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const items: FaceItem[] = [];
  let x = rect.xMm;
  for (const field of fields) {
    // A figure set right has its title set right above it.
    const align = field.style?.align;
    const fieldType = align === undefined ? type : { ...type, title: { ...type.title, align } };
    const cell = valueCell({ ...rect, xMm: x, widthMm: field.widthMm }, englishTitle(field.title), field.value, field.style ?? type.value, fieldType, fonts);
    boxes[field.key] = cell.valueRect;
    items.push(...cell.items);
    if (x > rect.xMm) items.push(vRule(x, rect.yMm, rect.yMm + rect.heightMm, type.ruleMm));
    x += field.widthMm;
  }
  return [...items, ...boxBorder({ ...rect, widthMm: x - rect.xMm }, type.ruleMm)];
}

/** The row as a part of a page: as tall as its tallest box; no fields, no row. */
export const fieldsBlock = (fields: readonly Field[], type: FormType, fonts: FontSet) => ({
  heightMm: fields.length === 0 ? 0 : fieldRowHeightMm(fields, type, fonts),
  draw: (rect: Rect, boxes: Record<string, Rect>): FaceItem[] => (fields.length === 0 ? [] : drawFieldRow(fields, rect, type, fonts, boxes)),
});
