import type { FaceItem } from '../../label/face-items';
import type { Rect } from '../../stock/sheet-slots';
import type { DeclarationCategory } from './declaration';
import { titleHeightMm, type FormType } from './form-cells';
import { checkbox } from './form-drawing';
import { titleRows } from './form-rows';
import { lineMm } from './form-text';
import { CATEGORY_TITLES } from './form-titles';

// The categories' tick boxes, in columns as each form sets them, the declaration's own one ticked.

/** Columns of categories, top to bottom. */
export type CategoryColumns = readonly (readonly DeclarationCategory[])[];

// The box is about two rows of its title tall: the English and the French beside it.
const boxMmOf = (type: FormType): number => 1.5 * lineMm(type.title.sizePt, type.title.lineHeight);

const entryHeightMm = (columns: CategoryColumns, widthMm: number, type: FormType): number => {
  const labelWidthMm = widthMm / columns.length - boxMmOf(type);
  const labels = columns.flat().map((category) => titleHeightMm(CATEGORY_TITLES[category], labelWidthMm, type));
  return Math.max(boxMmOf(type) + type.padMm, ...labels);
};

/** How tall the tick boxes stand in a box this wide. */
export const categoriesHeightMm = (columns: CategoryColumns, widthMm: number, type: FormType): number =>
  Math.max(...columns.map((column) => column.length)) * entryHeightMm(columns, widthMm, type) + type.padMm;

/** Each category's box and title in its column, from the rect's top-left; the chosen category's box ticked. */
export function drawCategories(columns: CategoryColumns, rect: Rect, chosen: DeclarationCategory, type: FormType): FaceItem[] {
  const entryMm = entryHeightMm(columns, rect.widthMm, type);
  const columnMm = rect.widthMm / columns.length;
  const boxMm = boxMmOf(type);
  return columns.flatMap((column, columnIndex) =>
    column.flatMap((category, row) => {
      const x = rect.xMm + columnIndex * columnMm + type.padMm;
      const y = rect.yMm + row * entryMm + type.padMm;
      const title = CATEGORY_TITLES[category];
      const label = { xMm: x + boxMm + type.padMm, yMm: y, widthMm: columnMm - boxMm - 2 * type.padMm, heightMm: entryMm - type.padMm };
      return [...checkbox(x, y, boxMm, category === chosen, type.ruleMm), ...titleRows(title.en, title.fr, label, type.title)];
    }),
  );
}
