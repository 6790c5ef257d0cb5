// The UPU's CN 22 customs declaration as one label face.
// Edition: the CN 22 as revised after the UPU's 2016 Istanbul Congress and in use since 2018: six categories
// ("Sale of goods" among them), HS tariff number (4*) and country of origin (5*) for each line, boxes (1) to (8).
// No UPU-issued copy of the form was at hand; its boxes, their numbers and their words follow La Poste tunisienne's
// CN 22 template (French, public repository), the UPU's CN 22 instructions as India Post publishes them (2018), and
// India Post's English CN 22 (form-titles.ts names them). The UPU prints it about 74 × 105 mm; here it fills its face.
// Its "Important! See instructions on the back" is left out: a label has no back to print them on.
import type { Face, FaceItem } from '../../label/face-items';
import { HELVETICA_SET, type FontSet } from '../../label/font-set';
import type { Rect } from '../../stock/sheet-slots';
import { fitCn22, linesThatFit, roomForLinesMm, type Cn22Plan } from './cn22-plan';
import { CN22_CATEGORIES, CN22_RULE_MM, cn22Values, EXPLANATION_SHARE, HEADING_SHARE } from './cn22-type';
import { drawCategories } from './category-boxes';
import { withCurrency, type Declaration } from './declaration';
import { sideTitledCell, titledCell, valueCell } from './form-cells';
import { boxBorder, hRule, inset, numbered, vRule } from './form-drawing';
import { drawTable, type PlacedRow } from './form-table';
import { paragraphRows, titleRows } from './form-rows';
import { lineMm, sentenceParagraphs, titleParagraphs, upToRows } from './form-text';
import { CN22, EXPLANATION, FORM_TITLE, MAY_BE_OPENED, OPERATOR } from './form-titles';
import { signatureItems } from './signature-line';

export type Cn22Face = {
  face: Face;
  /** Each numbered box's value area ('1' … '8'), and 'operator', 'category', 'explanation', 'totalWeight', 'totalValue'. */
  boxes: Record<string, Rect>;
  /**
   * Lines of the contents the form had no room for: a CN 23 should go instead. On a face too small for the form's boxes
   * the face is empty and every line (at least one) is reported.
   */
  overflow: number;
};

export type Cn22Options = { marginMm?: number };

/** The CN 22 filling the face less its margin, its type as large as the face allows. */
export function cn22Face(declaration: Declaration, faceMm: { width: number; height: number }, fonts: FontSet, options: Cn22Options = {}): Cn22Face {
  const margin = options.marginMm ?? 3;
  // The frame's lines are centred on its edges: it sits half a line inside the margin.
  const frame = inset({ xMm: margin, yMm: margin, widthMm: faceMm.width - 2 * margin, heightMm: faceMm.height - 2 * margin }, CN22_RULE_MM / 2);
  const plan = fitCn22(declaration, frame, fonts);
  if (plan === null) return { face: [], boxes: {}, overflow: Math.max(1, declaration.lines.length) };
  const { type } = plan;
  const items: FaceItem[] = [];
  const boxes: Record<string, Rect> = {};
  const across = (y: number) => items.push(hRule(frame.xMm, frame.xMm + frame.widthMm, y, type.ruleMm));

  // The heading, the designated operator (left blank: the post names itself), the form's code.
  const left = frame.widthMm * HEADING_SHARE;
  const heading = inset({ ...frame, widthMm: left, heightMm: plan.headingMm }, type.padMm);
  items.push(...paragraphRows(titleParagraphs(FORM_TITLE.en, FORM_TITLE.fr), heading, type.heading, HELVETICA_SET));
  const operator = titledCell({ xMm: frame.xMm, yMm: frame.yMm + plan.headingMm, widthMm: left, heightMm: plan.headerMm - plan.headingMm }, OPERATOR, type);
  items.push(...operator.items, hRule(frame.xMm, frame.xMm + left, frame.yMm + plan.headingMm, type.ruleMm));
  boxes.operator = operator.valueRect;
  const right = inset({ xMm: frame.xMm + left, yMm: frame.yMm, widthMm: frame.widthMm - left, heightMm: plan.headerMm }, type.padMm);
  const code = paragraphRows([{ text: 'CN 22', weight: 'bold' }], right, type.code, HELVETICA_SET);
  const codeBottom = right.yMm + lineMm(type.code.sizePt, type.code.lineHeight);
  items.push(...code, ...titleRows(MAY_BE_OPENED.en, MAY_BE_OPENED.fr, { ...right, yMm: codeBottom, heightMm: right.yMm + right.heightMm - codeBottom }, { ...type.title, align: 'center' }));
  items.push(vRule(frame.xMm + left, frame.yMm, frame.yMm + plan.headerMm, type.ruleMm));
  let y = frame.yMm + plan.headerMm;
  across(y);

  // The categories, one ticked, and what "Other" is.
  const categories = { xMm: frame.xMm, yMm: y, widthMm: frame.widthMm, heightMm: plan.categoriesMm };
  items.push(...drawCategories(CN22_CATEGORIES, categories, declaration.category, type));
  boxes.category = inset(categories, type.padMm);
  y += plan.categoriesMm;
  const explanation = sideTitledCell({ xMm: frame.xMm, yMm: y, widthMm: frame.widthMm, heightMm: plan.explanationMm }, EXPLANATION, frame.widthMm * EXPLANATION_SHARE, declaration.categoryExplanation, type, fonts, upToRows(type.value, 2));
  items.push(...explanation.items);
  boxes.explanation = explanation.valueRect;
  y += plan.explanationMm;
  across(y);

  // The contents' table, (1) to (5), then the totals (6) and (7).
  const bottoms = plan.totalsMm + plan.declarationMm + plan.signatureMm;
  const tableBottom = frame.yMm + frame.heightMm - bottoms;
  const { shown, more } = linesThatFit(plan, roomForLinesMm(plan, frame.heightMm));
  const rows = placedRows(declaration, plan, y + plan.headMm, shown, more);
  const table = drawTable(plan.columns, frame.xMm, y, rows, tableBottom, type, fonts);
  items.push(...table.items);
  table.columnRects.forEach((rect, index) => (boxes[String(index + 1)] = rect));
  items.push(...totals(declaration, plan, frame.xMm, tableBottom, boxes, fonts));
  y = tableBottom + plan.totalsMm;
  across(y);

  // The declaration and (8): the date, and the typed name or a line to sign on.
  const sentence = inset({ xMm: frame.xMm, yMm: y, widthMm: frame.widthMm, heightMm: plan.declarationMm }, type.padMm);
  items.push(...paragraphRows(sentenceParagraphs(CN22.declaration), sentence, type.title, HELVETICA_SET));
  y += plan.declarationMm;
  across(y);
  const signature = titledCell({ xMm: frame.xMm, yMm: y, widthMm: frame.widthMm, heightMm: frame.yMm + frame.heightMm - y }, CN22.signature, type);
  items.push(...signature.items, ...signatureItems(declaration, signature.valueRect, type, fonts));
  boxes['8'] = signature.valueRect;
  items.push(...boxBorder(frame, type.ruleMm));
  return { face: numbered(items), boxes, overflow: declaration.lines.length - shown };
}

/** The lines that fit, one row each, and the row naming how many more there are. */
function placedRows(declaration: Declaration, plan: Cn22Plan, topMm: number, shown: number, more: boolean): PlacedRow[] {
  const rows: PlacedRow[] = [];
  let y = topMm;
  declaration.lines.slice(0, shown).forEach((line, index) => {
    const heightMm = plan.rowsMm[index] ?? 0;
    rows.push({ values: cn22Values(line, declaration.currency), yMm: y, heightMm });
    y += heightMm;
  });
  const left = declaration.lines.length - shown;
  if (more) rows.push({ values: [`${CN22.more(left).en} / ${CN22.more(left).fr}`], yMm: y, heightMm: plan.moreMm });
  return rows;
}

/** The totals' row: the note on (4*) and (5*) under the descriptions, (6) under the weights and values, (7) beside it. */
function totals(declaration: Declaration, plan: Cn22Plan, xMm: number, topMm: number, boxes: Record<string, Rect>, fonts: FontSet): FaceItem[] {
  const { type, columns } = plan;
  const widths = columns.map((column) => column.widthMm);
  const [note = 0, weight = 0, value = 0, hsCode = 0, origin = 0] = widths;
  const cell = (x: number, widthMm: number): Rect => ({ xMm: x, yMm: topMm, widthMm, heightMm: plan.totalsMm });
  const noteCell = titledCell(cell(xMm, note), CN22.commercialOnly, type);
  const weightCell = valueCell(cell(xMm + note, weight + value), CN22.totalWeight, declaration.totalGrossWeight, upToRows(type.value, 1), type, fonts);
  const valueText = withCurrency(declaration.totalValue, declaration.currency);
  const valueCellDrawn = valueCell(cell(xMm + note + weight + value, hsCode + origin), CN22.totalValue, valueText, upToRows(type.value, 1), type, fonts);
  boxes['6'] = boxes.totalWeight = weightCell.valueRect;
  boxes['7'] = boxes.totalValue = valueCellDrawn.valueRect;
  return [
    ...noteCell.items,
    ...weightCell.items,
    ...valueCellDrawn.items,
    vRule(xMm + note, topMm, topMm + plan.totalsMm, type.ruleMm),
    vRule(xMm + note + weight + value, topMm, topMm + plan.totalsMm, type.ruleMm),
  ];
}
