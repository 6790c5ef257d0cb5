import type { FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { titleHeightMm, titledCell, type FormType } from './form-cells';
import { hRule, inset, vRule } from './form-drawing';
import { textRows } from './form-rows';
import { rowsHeightMm, textHeightMm, type TextStyle } from './form-text';
import type { Title } from './form-titles';

// The contents' table of both forms: a head of titled columns (some under a shared title, as the CN 23's "For
// commercial items only"), then one row per line of the contents, each as tall as its tallest value.

/** A column: its title, width, how its values are set, and the title it shares with its neighbours, if any. */
export type TableColumn = { title: Title; widthMm: number; style: TextStyle; group?: Title };

/** The column's values' area from the first row down to the table's foot. */
export type TableDrawn = { items: FaceItem[]; columnRects: Rect[] };

const groupWidthMm = (columns: readonly TableColumn[], group: Title): number =>
  columns.filter((column) => column.group === group).reduce((sum, column) => sum + column.widthMm, 0);

/** How tall the head stands: its tallest column, a shared title above its columns' own. */
export const headHeightMm = (columns: readonly TableColumn[], type: FormType): number =>
  Math.max(
    ...columns.map(
      (column) =>
        titleHeightMm(column.title, column.widthMm, type) + (column.group ? titleHeightMm(column.group, groupWidthMm(columns, column.group), type) : 0),
    ),
  ) + type.padMm;

/** How tall a row of values stands, each value wrapped to at most `maxLines` rows (and at least one row tall). */
export const rowHeightMm = (values: readonly string[], columns: readonly TableColumn[], maxLines: number, type: FormType, fonts: FontSet): number =>
  Math.max(
    ...columns.map((column, index) => {
      const natural = textHeightMm([{ text: values[index] ?? '', weight: 'regular' }], column.widthMm - 2 * type.padMm, column.style, fonts);
      return Math.min(Math.max(natural, rowsHeightMm(1, column.style)), rowsHeightMm(maxLines, column.style));
    }),
  ) +
  2 * type.padMm;

/** A row placed: its values and its top and height. */
export type PlacedRow = { values: readonly string[]; yMm: number; heightMm: number };

/**
 * The head at `topMm`, the rows below it, the column lines down to `bottomMm`, a line under the head, each row and the
 * table. Its sides are its block's.
 */
export function drawTable(columns: readonly TableColumn[], xMm: number, topMm: number, rows: readonly PlacedRow[], bottomMm: number, type: FormType, fonts: FontSet): TableDrawn {
  const items: FaceItem[] = [];
  const headMm = headHeightMm(columns, type);
  const rightMm = xMm + columns.reduce((sum, column) => sum + column.widthMm, 0);
  const lefts = columns.map((_, index) => xMm + columns.slice(0, index).reduce((sum, column) => sum + column.widthMm, 0));
  const groupsDrawn = new Set<Title>();
  columns.forEach((column, index) => {
    const left = lefts[index] ?? xMm;
    let top = topMm;
    if (column.group) {
      const groupMm = titleHeightMm(column.group, groupWidthMm(columns, column.group), type);
      if (!groupsDrawn.has(column.group)) {
        groupsDrawn.add(column.group);
        const rect = { xMm: left, yMm: topMm, widthMm: groupWidthMm(columns, column.group), heightMm: groupMm };
        items.push(...titledCell(rect, column.group, type).items, hRule(left, left + rect.widthMm, topMm + groupMm, type.ruleMm));
      }
      top += groupMm;
    }
    items.push(...titledCell({ xMm: left, yMm: top, widthMm: column.widthMm, heightMm: topMm + headMm - top }, column.title, type).items);
    // Between two columns under one shared title the line starts below that title.
    const sharesTitle = column.group !== undefined && columns[index - 1]?.group === column.group;
    if (index > 0) items.push(vRule(left, sharesTitle ? top : topMm, bottomMm, type.ruleMm));
  });
  items.push(hRule(xMm, rightMm, topMm + headMm, type.ruleMm));
  for (const row of rows) {
    columns.forEach((column, index) => {
      const cell = inset({ xMm: lefts[index] ?? xMm, yMm: row.yMm, widthMm: column.widthMm, heightMm: row.heightMm }, type.padMm);
      items.push(...textRows(row.values[index] ?? '', cell, column.style, fonts));
    });
    items.push(hRule(xMm, rightMm, row.yMm + row.heightMm, type.ruleMm));
  }
  // The table's foot: where the totals (or the frame) take over.
  items.push(hRule(xMm, rightMm, bottomMm, type.ruleMm));
  const bodyTop = topMm + headMm;
  const columnRects = columns.map((column, index) => ({
    xMm: (lefts[index] ?? xMm) + type.padMm,
    yMm: bodyTop,
    widthMm: column.widthMm - 2 * type.padMm,
    heightMm: Math.max(0, bottomMm - bodyTop),
  }));
  return { items, columnRects };
}
