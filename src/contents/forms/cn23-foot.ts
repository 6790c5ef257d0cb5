import type { FaceItem } from '../../label/face-items';
import { HELVETICA_SET, type FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { categoriesHeightMm, drawCategories } from './category-boxes';
import { CN23_CATEGORIES, type Cn23Type } from './cn23-type';
import { withCurrency, type Declaration } from './declaration';
import { sideTitledCell, titledCell, titleHeightMm, valueCell, valueHeightMm } from './form-cells';
import { hRule, inset, vRule } from './form-drawing';
import type { TableColumn } from './form-table';
import { paragraphRows } from './form-rows';
import { lineMm, sentenceParagraphs, textHeightMm, upToRows } from './form-text';
import { CN23, EXPLANATION } from './form-titles';
import { licenceCells, licencesHeightMm } from './cn23-licences';
import { signatureItems } from './signature-line';

// The foot of the CN 23's last page: the totals (4), (6) and (9) under their columns, then the category (10),
// comments (11) and documents (12) to (14) on the left, the office of origin, the declaration and (15) on the right.

const LEFT_SHARE = 0.58;
const EXPLANATION_TITLE_MM = 24;
// The most rows a typed value takes before it is set smaller, then cut: the foot always fits its page.
const EXPLANATION_ROWS = 2;
const COMMENTS_ROWS = 4;

const sentence = sentenceParagraphs(CN23.declaration);

/** The totals' cells: under the weights (4), under the values (6), under the HS numbers and origins (9). */
const totalsCells = (declaration: Declaration, columns: readonly TableColumn[]) => {
  const [description = 0, quantity = 0, weight = 0, value = 0, hsCode = 0, origin = 0] = columns.map((column) => column.widthMm);
  return [
    { key: '4', title: CN23.totalWeight, value: declaration.totalGrossWeight, from: description + quantity, widthMm: weight },
    { key: '6', title: CN23.totalValue, value: withCurrency(declaration.totalValue, declaration.currency), from: description + quantity + weight, widthMm: value },
    { key: '9', title: CN23.postalCharges, value: withCurrency(declaration.postalCharges, declaration.currency), from: description + quantity + weight + value, widthMm: hsCode + origin },
  ];
};

/** Each part's natural height for a page `widthMm` wide. */
function footParts(declaration: Declaration, columns: readonly TableColumn[], widthMm: number, type: Cn23Type, fonts: FontSet) {
  const [left, right] = [widthMm * LEFT_SHARE, widthMm * (1 - LEFT_SHARE)];
  const line = lineMm(type.value.sizePt, type.value.lineHeight);
  const valueMm = (value: string, width: number, rows: number, lines = 1) => Math.max(valueHeightMm(value, width, upToRows(type.value, rows), type, fonts), lines * line + type.padMm);
  const explanationMm = Math.max(titleHeightMm(EXPLANATION, EXPLANATION_TITLE_MM, type), valueMm(declaration.categoryExplanation, left - EXPLANATION_TITLE_MM, EXPLANATION_ROWS)) + type.padMm;
  return {
    totals: Math.max(...totalsCells(declaration, columns).map((cell) => titleHeightMm(cell.title, cell.widthMm, type) + valueMm(cell.value, cell.widthMm, 1))),
    category: titleHeightMm(CN23.category, left, type) + categoriesHeightMm(CN23_CATEGORIES, left, type) + explanationMm,
    explanation: explanationMm,
    comments: titleHeightMm(CN23.comments, left, type) + valueMm(declaration.comments, left, COMMENTS_ROWS, 2),
    licences: licencesHeightMm(declaration, left, type, fonts),
    office: titleHeightMm(CN23.office, right, type) + 2 * line + type.padMm,
    declaration: textHeightMm(sentence, right - 2 * type.padMm, type.title, HELVETICA_SET) + 2 * type.padMm,
    signature: titleHeightMm(CN23.signature, right, type) + (declaration.signature === null ? 3 : 1.5) * line + type.padMm,
  };
}

/** How tall the foot stands: the totals, then the taller of its two columns. */
export function footHeightMm(declaration: Declaration, columns: readonly TableColumn[], widthMm: number, type: Cn23Type, fonts: FontSet): number {
  const parts = footParts(declaration, columns, widthMm, type, fonts);
  return parts.totals + Math.max(parts.category + parts.comments + parts.licences, parts.office + parts.declaration + parts.signature);
}

/** The foot from `topMm` down to the frame's bottom, each value's area in `boxes`. */
export function drawFoot(declaration: Declaration, columns: readonly TableColumn[], frame: Rect, topMm: number, type: Cn23Type, fonts: FontSet, boxes: Record<string, Rect>): FaceItem[] {
  const parts = footParts(declaration, columns, frame.widthMm, type, fonts);
  const items: FaceItem[] = [];
  for (const cell of totalsCells(declaration, columns)) {
    const drawn = valueCell({ xMm: frame.xMm + cell.from, yMm: topMm, widthMm: cell.widthMm, heightMm: parts.totals }, cell.title, cell.value, upToRows(type.value, 1), type, fonts);
    boxes[cell.key] = drawn.valueRect;
    items.push(...drawn.items, vRule(frame.xMm + cell.from, topMm, topMm + parts.totals, type.ruleMm));
  }
  const top = topMm + parts.totals;
  const bottom = frame.yMm + frame.heightMm;
  const left = frame.widthMm * LEFT_SHARE;
  const x = frame.xMm + left;
  items.push(hRule(frame.xMm, frame.xMm + frame.widthMm, top, type.ruleMm), vRule(x, top, bottom, type.ruleMm));

  // Left: the category with what "Other" is, the comments (taking any height spare), the documents.
  const category = titledCell({ xMm: frame.xMm, yMm: top, widthMm: left, heightMm: parts.category }, CN23.category, type);
  const gridTop = category.valueRect.yMm;
  const grid = { xMm: frame.xMm, yMm: gridTop, widthMm: left, heightMm: top + parts.category - parts.explanation - gridTop };
  items.push(...category.items, ...drawCategories(CN23_CATEGORIES, grid, declaration.category, type));
  boxes['10'] = boxes.category = inset(grid, type.padMm);
  const explanation = sideTitledCell({ xMm: frame.xMm, yMm: top + parts.category - parts.explanation, widthMm: left, heightMm: parts.explanation }, EXPLANATION, EXPLANATION_TITLE_MM, declaration.categoryExplanation, type, fonts, upToRows(type.value, EXPLANATION_ROWS));
  items.push(...explanation.items);
  boxes.explanation = explanation.valueRect;
  const commentsTop = top + parts.category;
  const licencesTop = bottom - parts.licences;
  const comments = valueCell({ xMm: frame.xMm, yMm: commentsTop, widthMm: left, heightMm: licencesTop - commentsTop }, CN23.comments, declaration.comments, upToRows(type.value, COMMENTS_ROWS), type, fonts);
  boxes['11'] = comments.valueRect;
  items.push(...comments.items, hRule(frame.xMm, x, commentsTop, type.ruleMm), hRule(frame.xMm, x, licencesTop, type.ruleMm));
  items.push(...licenceCells(declaration, { xMm: frame.xMm, yMm: licencesTop, widthMm: left, heightMm: parts.licences }, type, fonts, boxes));

  // Right: the office of origin (the post's), the declaration, and (15) taking any height spare.
  const right = frame.widthMm - left;
  const office = titledCell({ xMm: x, yMm: top, widthMm: right, heightMm: parts.office }, CN23.office, type);
  boxes.office = office.valueRect;
  const words = inset({ xMm: x, yMm: top + parts.office, widthMm: right, heightMm: parts.declaration }, type.padMm);
  const signatureTop = top + parts.office + parts.declaration;
  const signature = titledCell({ xMm: x, yMm: signatureTop, widthMm: right, heightMm: bottom - signatureTop }, CN23.signature, type);
  boxes['15'] = signature.valueRect;
  items.push(
    ...office.items,
    hRule(x, x + right, top + parts.office, type.ruleMm),
    ...paragraphRows(sentence, words, type.title, HELVETICA_SET),
    hRule(x, x + right, signatureTop, type.ruleMm),
    ...signature.items,
    ...signatureItems(declaration, signature.valueRect, type, fonts),
  );
  return items;
}
