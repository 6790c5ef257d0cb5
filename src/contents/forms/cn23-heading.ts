import type { FaceItem } from '../../label/face-items';
import { HELVETICA_SET } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import type { Cn23Type } from './cn23-type';
import { titledCell, titleHeightMm } from './form-cells';
import { hRule, inset, vRule } from './form-drawing';
import { paragraphRows, titleRows } from './form-rows';
import { lineMm, textHeightMm, titleParagraphs } from './form-text';
import { CN23, FORM_TITLE, MAY_BE_OPENED, OPERATOR } from './form-titles';

// The top of every CN 23 page: the form's name and the designated operator's box on the left, the code "CN 23", "May
// be opened officially" and the page's number on the right.

const LEFT_SHARE = 0.58;

const nameHeightMm = (leftMm: number, type: Cn23Type): number =>
  textHeightMm(titleParagraphs(FORM_TITLE.en, FORM_TITLE.fr), leftMm - 2 * type.padMm, type.heading, HELVETICA_SET) + 2 * type.padMm;

/** How tall the heading band stands on a page `widthMm` wide. */
export function headingHeightMm(widthMm: number, type: Cn23Type): number {
  const left = widthMm * LEFT_SHARE;
  const operator = titleHeightMm(OPERATOR, left, type) + lineMm(type.value.sizePt, type.value.lineHeight) + type.padMm;
  // The code, then two titles of two rows each: "May be opened officially" and the page's number.
  const code = lineMm(type.code.sizePt, type.code.lineHeight) + 2 * titleHeightMm(MAY_BE_OPENED, widthMm - left, type) + 2 * type.padMm;
  return Math.max(nameHeightMm(left, type) + operator, code);
}

/** The heading band at the frame's top, "Page N of M" in its right-hand part; the operator's box is left blank. */
export function drawHeading(frame: Rect, page: number, pages: number, type: Cn23Type, boxes: Record<string, Rect>): FaceItem[] {
  const heightMm = headingHeightMm(frame.widthMm, type);
  const left = frame.widthMm * LEFT_SHARE;
  const nameMm = nameHeightMm(left, type);
  const name = inset({ ...frame, widthMm: left, heightMm: nameMm }, type.padMm);
  const operator = titledCell({ xMm: frame.xMm, yMm: frame.yMm + nameMm, widthMm: left, heightMm: heightMm - nameMm }, OPERATOR, type);
  boxes.operator = operator.valueRect;
  const right = inset({ xMm: frame.xMm + left, yMm: frame.yMm, widthMm: frame.widthMm - left, heightMm }, type.padMm);
  const opened = { ...right, yMm: right.yMm + lineMm(type.code.sizePt, type.code.lineHeight), heightMm: titleHeightMm(MAY_BE_OPENED, frame.widthMm - left, type) };
  const pageTitle = CN23.page(page, pages);
  const pageRect = { ...right, yMm: opened.yMm + opened.heightMm, heightMm: right.yMm + right.heightMm - opened.yMm - opened.heightMm };
  boxes.page = pageRect;
  const center = { ...type.title, align: 'center' } as const;
  return [
    ...paragraphRows(titleParagraphs(FORM_TITLE.en, FORM_TITLE.fr), name, type.heading, HELVETICA_SET),
    ...operator.items,
    hRule(frame.xMm, frame.xMm + left, frame.yMm + nameMm, type.ruleMm),
    ...paragraphRows([{ text: 'CN 23', weight: 'bold' }], right, type.code, HELVETICA_SET),
    ...titleRows(MAY_BE_OPENED.en, MAY_BE_OPENED.fr, opened, center),
    ...titleRows(pageTitle.en, pageTitle.fr, pageRect, center),
    vRule(frame.xMm + left, frame.yMm, frame.yMm + heightMm, type.ruleMm),
    hRule(frame.xMm, frame.xMm + frame.widthMm, frame.yMm + heightMm, type.ruleMm),
  ];
}
