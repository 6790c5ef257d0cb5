import { HELVETICA_SET, type FontSet } from '../../label/font-set';
import { categoriesHeightMm } from './category-boxes';
import { CN22_CATEGORIES, cn22Columns, cn22Type, cn22Values, EXPLANATION_SHARE, HEADING_SHARE, MAX_ROW_LINES, type Cn22Type } from './cn22-type';
import { withCurrency, type Declaration } from './declaration';
import { titleHeightMm, valueHeightMm } from './form-cells';
import { headHeightMm, rowHeightMm, type TableColumn } from './form-table';
import { lineMm, sentenceParagraphs, textHeightMm, titleParagraphs, upToRows } from './form-text';
import { CN22, EXPLANATION, FORM_TITLE, MAY_BE_OPENED, OPERATOR, type Title } from './form-titles';

// How tall each part of a CN 22 stands at one type scale, and how many of the contents' lines fit beside them. The
// form is set as large as its face allows, smaller only to keep room for the UPU's few lines; lines past those that fit
// are left out (reported, for a CN 23), never crammed in.

// Lines the form keeps room for, setting its type smaller if it must: the UPU's CN 22 has a few.
const LINES_WANTED = 4;
// The UPU's CN 22 is 74 mm wide: a wider face sets its type larger, up to MAX_SCALE times, in steps of SCALE_STEP.
const UPU_WIDTH_MM = 74;
const MAX_SCALE = 1.35;
const SCALE_STEP = 0.05;

/** The parts of the form, top to bottom, and the contents' rows that fit between them. */
export type Cn22Plan = {
  type: Cn22Type;
  columns: TableColumn[];
  headingMm: number;
  headerMm: number;
  categoriesMm: number;
  explanationMm: number;
  headMm: number;
  rowsMm: number[];
  moreMm: number;
  totalsMm: number;
  declarationMm: number;
  signatureMm: number;
};

/** Each part's height at this scale, for a form `widthMm` wide. */
export function planCn22(declaration: Declaration, widthMm: number, scale: number, fonts: FontSet): Cn22Plan {
  const type = cn22Type(scale);
  const columns = cn22Columns(widthMm, type);
  const left = widthMm * HEADING_SHARE;
  const valueLineMm = lineMm(type.value.sizePt, type.value.lineHeight);
  const headingMm = textHeightMm(titleParagraphs(FORM_TITLE.en, FORM_TITLE.fr), left - 2 * type.padMm, type.heading, HELVETICA_SET) + 2 * type.padMm;
  const operatorMm = titleHeightMm(OPERATOR, left, type) + valueLineMm + type.padMm;
  const codeMm = lineMm(type.code.sizePt, type.code.lineHeight) + titleHeightMm(MAY_BE_OPENED, widthMm - left, type) + 2 * type.padMm;
  const [descriptionMm = 0, ...rest] = columns.map((column) => column.widthMm);
  const totalsCell = (title: Title, width: number, value: string) =>
    titleHeightMm(title, width, type) + valueHeightMm(value, width, upToRows(type.value, 1), type, fonts);
  return {
    type,
    columns,
    headingMm,
    headerMm: Math.max(headingMm + operatorMm, codeMm),
    categoriesMm: categoriesHeightMm(CN22_CATEGORIES, widthMm, type),
    explanationMm: Math.max(titleHeightMm(EXPLANATION, widthMm * EXPLANATION_SHARE, type), valueHeightMm(declaration.categoryExplanation, widthMm * (1 - EXPLANATION_SHARE), upToRows(type.value, 2), type, fonts)) + type.padMm,
    headMm: headHeightMm(columns, type),
    rowsMm: declaration.lines.map((line) => rowHeightMm(cn22Values(line, declaration.currency), columns, MAX_ROW_LINES, type, fonts)),
    moreMm: rowHeightMm([`${CN22.more(99).en} / ${CN22.more(99).fr}`], columns, MAX_ROW_LINES, type, fonts),
    totalsMm: Math.max(
      titleHeightMm(CN22.commercialOnly, descriptionMm, type),
      totalsCell(CN22.totalWeight, (rest[0] ?? 0) + (rest[1] ?? 0), declaration.totalGrossWeight),
      totalsCell(CN22.totalValue, (rest[2] ?? 0) + (rest[3] ?? 0), withCurrency(declaration.totalValue, declaration.currency)),
    ),
    declarationMm: textHeightMm(sentenceParagraphs(CN22.declaration), widthMm - 2 * type.padMm, type.title, HELVETICA_SET) + 2 * type.padMm,
    // Room to sign by hand, or for the typed name beside the date.
    signatureMm: titleHeightMm(CN22.signature, widthMm, type) + (declaration.signature === null ? 3 : 1.2) * valueLineMm + type.padMm,
  };
}

const fixedMm = (plan: Cn22Plan): number =>
  plan.headerMm + plan.categoriesMm + plan.explanationMm + plan.headMm + plan.totalsMm + plan.declarationMm + plan.signatureMm;

/** How many of the lines fit in `roomMm`, and whether a row saying how many are left out takes the last place. */
export function linesThatFit(plan: Cn22Plan, roomMm: number): { shown: number; more: boolean } {
  let used = 0;
  let shown = 0;
  for (const rowMm of plan.rowsMm) {
    if (used + rowMm > roomMm + 1e-6) break;
    used += rowMm;
    shown += 1;
  }
  if (shown === plan.rowsMm.length) return { shown, more: false };
  while (shown > 0 && used + plan.moreMm > roomMm + 1e-6) used -= plan.rowsMm[--shown] ?? 0;
  return { shown, more: used + plan.moreMm <= roomMm + 1e-6 };
}

/**
 * The largest scale, from the face's width down to the smallest type, at which the form holds the UPU's few lines. The
 * type is set no smaller to hold more: lines past those that fit are left for a CN 23 rather than crammed in. Null when
 * the face is too small for the form's boxes even at the smallest type.
 */
export function fitCn22(declaration: Declaration, frame: { widthMm: number; heightMm: number }, fonts: FontSet): Cn22Plan | null {
  const largest = Math.min(MAX_SCALE, Math.max(1, frame.widthMm / UPU_WIDTH_MM));
  const wanted = Math.min(LINES_WANTED, declaration.lines.length);
  for (let scale = largest; scale > 1; scale -= SCALE_STEP) {
    const plan = planCn22(declaration, frame.widthMm, scale, fonts);
    if (linesThatFit(plan, frame.heightMm - fixedMm(plan)).shown >= wanted) return plan;
  }
  const plan = planCn22(declaration, frame.widthMm, 1, fonts);
  return fixedMm(plan) <= frame.heightMm ? plan : null;
}

export const roomForLinesMm = (plan: Cn22Plan, heightMm: number): number => heightMm - fixedMm(plan);
