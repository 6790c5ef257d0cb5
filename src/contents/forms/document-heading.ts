import { BASELINE_SHARE, PT_PER_MM, type FaceItem } from '../../label/face-items';
import { HELVETICA_SET } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import type { DocumentType } from './document-type';
import { paragraphRows } from './form-rows';
import { rowsHeightMm, type TextStyle } from './form-text';

// The top of every page of a shipping document: its name in bold on the left, "Page N of M" on the right, on the
// same baseline.

const TITLE_SHARE = 0.7;

const pageStyle = (type: DocumentType): TextStyle => ({ ...type.value, minSizePt: type.value.sizePt, align: 'right', maxRows: 1 });

/** How tall the heading stands, with the room below it. */
export const headingHeightMm = (type: DocumentType): number => rowsHeightMm(1, type.heading) + type.gapMm;

/** The document's name and the page's number across the frame's top; the number's area is `boxes.page`. */
export function drawHeading(title: string, frame: Rect, page: number, pages: number, type: DocumentType, boxes: Record<string, Rect>): FaceItem[] {
  const titleRect = { ...frame, widthMm: frame.widthMm * TITLE_SHARE, heightMm: rowsHeightMm(1, type.heading) };
  const style = pageStyle(type);
  const baselineMm = frame.yMm + (BASELINE_SHARE * type.heading.sizePt) / PT_PER_MM;
  const top = baselineMm - (BASELINE_SHARE * style.sizePt) / PT_PER_MM;
  const pageRect = { xMm: frame.xMm + titleRect.widthMm, yMm: top, widthMm: frame.widthMm - titleRect.widthMm, heightMm: rowsHeightMm(1, style) };
  boxes.page = pageRect;
  return [
    ...paragraphRows([{ text: title, weight: 'bold' }], titleRect, type.heading, HELVETICA_SET),
    ...paragraphRows([{ text: `Page ${page} of ${pages}`, weight: 'regular' }], pageRect, style, HELVETICA_SET),
  ];
}
