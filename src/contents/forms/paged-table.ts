import type { Face, FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { paginate } from './cn23-pages';
import { drawHeading, headingHeightMm } from './document-heading';
import type { DocumentType } from './document-type';
import { englishTitle } from './field-row';
import { boxBorder, inset, numbered } from './form-drawing';
import { drawTable, headHeightMm, rowHeightMm, type PlacedRow, type TableColumn } from './form-table';
import type { TextStyle } from './form-text';

// A shipping document's pages: on each its heading and the blocks every page repeats, the parties on the first, a
// table of its lines running on from page to page ("Page N of M"), and its totals right under the last line.

/** A part of the page: how tall it stands, and how it draws itself in its rect, naming its value areas in `boxes`. */
export type Block = { heightMm: number; draw: (rect: Rect, boxes: Record<string, Rect>) => FaceItem[] };

/** A column of the lines' table: the key of its cells in `boxes` ('line.3.sku'), its title, width and type. */
export type LineColumn = { key: string; title: string; widthMm: number; style: TextStyle };

export type DocumentSpec = {
  title: string;
  type: DocumentType;
  columns: readonly LineColumn[];
  /** Each line's values, in the columns' order. */
  rows: readonly (readonly string[])[];
  everyPage: Block;
  firstPage: Block;
  /** Drawn right under the last line: its top edge is the table's foot. */
  lastPage: Block;
};

export type DocumentPages = { pages: Face[]; boxes: Record<string, Rect>[] };

// A line wraps to at most this many rows before its type is set smaller.
const MAX_ROW_LINES = 3;

/** The page less its margin, half a line further in: the frames' lines are centred on their edges. */
export const documentFrame = (pageMm: { width: number; height: number }, marginMm: number, type: DocumentType): Rect =>
  inset({ xMm: marginMm, yMm: marginMm, widthMm: pageMm.width - 2 * marginMm, heightMm: pageMm.height - 2 * marginMm }, type.ruleMm / 2);

/** The head's titles aligned as their columns' values, so a title stands over its figures. */
const alignHead = (items: readonly FaceItem[], columns: readonly LineColumn[], xMm: number, headBottomMm: number): FaceItem[] =>
  items.map((item) => {
    if (item.kind !== 'text' || item.baselineMm > headBottomMm) return item;
    const left = columns.findIndex((_, index) => item.xMm < xMm + columns.slice(0, index + 1).reduce((sum, column) => sum + column.widthMm, 0));
    const align = columns[left]?.style.align;
    return align === undefined ? item : { ...item, align };
  });

/** The document's lines on as many pages as they need, each line's cells named 'line.N.key' in its page's boxes. */
export function documentPages(spec: DocumentSpec, frame: Rect, fonts: FontSet): DocumentPages {
  const { type } = spec;
  const columns: TableColumn[] = spec.columns.map((column) => ({ title: englishTitle(column.title), widthMm: column.widthMm, style: column.style }));
  const [headingMm, headMm] = [headingHeightMm(type), headHeightMm(columns, type)];
  const everyMm = spec.everyPage.heightMm + type.gapMm;
  const firstMm = spec.firstPage.heightMm > 0 ? spec.firstPage.heightMm + type.gapMm : 0;
  const rowsMm = spec.rows.map((values) => rowHeightMm(values, columns, MAX_ROW_LINES, type, fonts));
  const spans = paginate(rowsMm, (first) => frame.heightMm - headingMm - everyMm - (first ? firstMm : 0) - headMm, spec.lastPage.heightMm);
  const drawn = spans.map((span, index) => {
    const boxes: Record<string, Rect> = {};
    const items = drawHeading(spec.title, frame, index + 1, spans.length, type, boxes);
    const block = (part: Block, yMm: number) => items.push(...part.draw({ ...frame, yMm, heightMm: part.heightMm }, boxes));
    let y = frame.yMm + headingMm;
    block(spec.everyPage, y);
    y += everyMm;
    if (index === 0 && firstMm > 0) block(spec.firstPage, y);
    if (index === 0) y += firstMm;
    const rows: PlacedRow[] = [];
    let bottom = y + headMm;
    for (let line = span.start; line < span.end; line += 1) {
      const row = { values: spec.rows[line] ?? [], yMm: bottom, heightMm: rowsMm[line] ?? 0 };
      rows.push(row);
      bottom += row.heightMm;
      let left = frame.xMm;
      for (const column of spec.columns) {
        boxes[`line.${line}.${column.key}`] = inset({ xMm: left, yMm: row.yMm, widthMm: column.widthMm, heightMm: row.heightMm }, type.padMm);
        left += column.widthMm;
      }
    }
    items.push(...alignHead(drawTable(columns, frame.xMm, y, rows, bottom, type, fonts).items, spec.columns, frame.xMm, y + headMm), ...boxBorder({ ...frame, yMm: y, heightMm: bottom - y }, type.ruleMm));
    if (index === spans.length - 1) block(spec.lastPage, bottom);
    return { face: numbered(items), boxes };
  });
  return { pages: drawn.map((page) => page.face), boxes: drawn.map((page) => page.boxes) };
}
