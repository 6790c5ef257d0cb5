// The UPU's CN 23 customs declaration on A4 or Letter pages.
// Edition: the CN 23 as revised after the UPU's 2016 Istanbul Congress (the UPU's 2018 and later prints): boxes (1) to
// (15) with "Sale of goods" among the categories (10), the sender's customs reference and the importer/addressee's
// reference and fax/e-mail. Followed box for box from Poste Italiane's print of the UPU form (2025; github.com/
// umbertoragone/cn23-pdf, public/assets/docs/CN23.pdf) and the OECD's reproduction of the UPU's form (2018, annex A);
// form-titles.ts names the sources of its words. The UPU's form is landscape; on a portrait page its two halves stand
// one above the other: the parties over the contents, the category and documents beside the declaration.
// A table longer than one page runs on to more, each "Page N of M", the totals and the foot on the last only.
import type { Face, FaceItem } from '../../label/face-items';
import type { FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { drawFoot, footHeightMm } from './cn23-foot';
import { drawHeading, headingHeightMm } from './cn23-heading';
import { drawParties, partiesHeightMm } from './cn23-parties';
import { CN23_TYPE, cn23Columns, cn23Values, MAX_ROW_LINES } from './cn23-type';
import type { Declaration } from './declaration';
import { boxBorder, inset, numbered } from './form-drawing';
import { drawTable, headHeightMm, rowHeightMm, type PlacedRow } from './form-table';

export type Cn23Pages = {
  pages: Face[];
  /** Each page's value areas: '1' … '15' where the page has them, the parties' fields, 'page', 'category' … */
  boxes: Record<string, Rect>[];
};

export type Cn23Options = { marginMm?: number };

/** The lines each page holds, first to last (from `start`, up to but not including `end`). */
type Span = { start: number; end: number };

/**
 * The lines page by page: each page as many as fit, the last with room for the foot, which never stands on a page of
 * its own while a line can go with it.
 */
export function paginate(rowsMm: readonly number[], roomMm: (first: boolean) => number, footMm: number): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (;;) {
    const room = roomMm(spans.length === 0);
    const rest = rowsMm.slice(start).reduce((sum, row) => sum + row, 0);
    if (rest + footMm <= room + 1e-6) return [...spans, { start, end: rowsMm.length }];
    if (start === rowsMm.length) throw new RangeError('A CN 23 page is too small for its totals and declaration');
    let [end, used] = [start, 0];
    while (end < rowsMm.length && used + (rowsMm[end] ?? 0) <= room + 1e-6) used += rowsMm[end++] ?? 0;
    if (end === rowsMm.length && end - start > 1) end -= 1;
    spans.push({ start, end: Math.max(end, start + 1) });
    start = Math.max(end, start + 1);
  }
}

/** The CN 23 on pages of `pageMm` less their margins, its contents running on to more pages as they need. */
export function cn23Pages(declaration: Declaration, pageMm: { width: number; height: number }, fonts: FontSet, options: Cn23Options = {}): Cn23Pages {
  const margin = options.marginMm ?? 10;
  const type = CN23_TYPE;
  const frame = inset({ xMm: margin, yMm: margin, widthMm: pageMm.width - 2 * margin, heightMm: pageMm.height - 2 * margin }, type.ruleMm / 2);
  const columns = cn23Columns(frame.widthMm, type);
  const [headingMm, partiesMm, headMm] = [headingHeightMm(frame.widthMm, type), partiesHeightMm(declaration, frame.widthMm, type, fonts), headHeightMm(columns, type)];
  const footMm = footHeightMm(declaration, columns, frame.widthMm, type, fonts);
  const values = declaration.lines.map((line) => cn23Values(line, declaration.currency));
  const rowsMm = values.map((row) => rowHeightMm(row, columns, MAX_ROW_LINES, type, fonts));
  const spans = paginate(rowsMm, (first) => frame.heightMm - headingMm - (first ? partiesMm : 0) - headMm, footMm);
  const drawn = spans.map((span, index) => {
    const [first, last] = [index === 0, index === spans.length - 1];
    const boxes: Record<string, Rect> = {};
    const items: FaceItem[] = drawHeading(frame, index + 1, spans.length, type, boxes);
    let y = frame.yMm + headingMm;
    if (first) items.push(...drawParties(declaration, frame, y, type, fonts, boxes));
    if (first) y += partiesMm;
    const rows: PlacedRow[] = [];
    for (let line = span.start; line < span.end; line += 1) {
      const heightMm = rowsMm[line] ?? 0;
      rows.push({ values: values[line] ?? [], yMm: (rows.at(-1)?.yMm ?? y + headMm) + (rows.at(-1)?.heightMm ?? 0), heightMm });
    }
    const tableBottom = frame.yMm + frame.heightMm - (last ? footMm : 0);
    const table = drawTable(columns, frame.xMm, y, rows, tableBottom, type, fonts);
    items.push(...table.items);
    ['1', '2', '3', '5', '7', '8'].forEach((key, column) => (boxes[key] = table.columnRects[column] as Rect));
    if (last) items.push(...drawFoot(declaration, columns, frame, tableBottom, type, fonts, boxes));
    items.push(...boxBorder(frame, type.ruleMm));
    return { face: numbered(items), boxes };
  });
  return { pages: drawn.map((page) => page.face), boxes: drawn.map((page) => page.boxes) };
}
