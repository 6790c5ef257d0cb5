import type { FaceStyle } from './face-styles';
import { BASELINE_SHARE, PT_PER_MM, type FaceItem, type FaceText } from './face-items';
import type { FontSet } from './font-set';
import type { LabelHeadings } from './label-headings';
import { printableText } from './printable-text';
import type { TextDirection } from './text-direction';
import type { FontWeight } from './text-measure';
import { wrapRows } from './wrap-text';

// The pieces both forms of a face are built from: wrapped rows, lines of them, rules, the barcode line.

/**
 * One line of the face's column: as tall as `heightMm`, its items placed once its top is known. `fitsAcross` is
 * false when a row is wider than its column (rows are wrapped to it, but one grapheme cannot be cut).
 */
export type FaceLine = { heightMm: number; fitsAcross: boolean; place: (topMm: number) => FaceItem[] };

/** The smallest type a label uses: text that does not fit shrinks to this, then runs onto another label. */
export const MIN_FONT_PT = 6;

export type FontRole = keyof FaceStyle['fontPt'];

// The value under the barcode sits on a tight line of its own.
const BARCODE_TEXT_LINE = 1.2;
// Rows are measured to the hundredth of a point: a row wrapped to fit is never this much wider than its column.
const WIDTH_SLACK_MM = 0.01;

/** Everything a line needs to know: the face's style and width, the type scale, the fonts text is set in, the headings' words. */
export type LineSetting = { style: FaceStyle; faceWidthMm: number; scale: number; fonts: FontSet; headings: LabelHeadings };

export type Column = { xMm: number; widthMm: number };
export type TextRun = {
  text: string;
  joinBefore: '' | ' ';
  direction: TextDirection;
  column: Column;
  sizePt: number;
  weight: FontWeight;
  order: number;
};
/** Hands out reading-order numbers: each run asks for its number in the order the label is read. */
export type Counter = () => number;

export const readingOrder = (): Counter => {
  let next = 0;
  return () => next++;
};

export const sizeOf = (setting: LineSetting, role: FontRole): number => Math.max(MIN_FONT_PT, setting.style.fontPt[role] * setting.scale);
const lineHeightOf = (setting: LineSetting, sizePt: number): number => (sizePt * setting.style.lineHeight) / PT_PER_MM;

/** The face less its side margins. */
export const contentOf = ({ style, faceWidthMm }: LineSetting): Column => ({ xMm: style.marginMm.x, widthMm: faceWidthMm - 2 * style.marginMm.x });

/** The box the barcode is centred in: the content width, up to the style's widest barcode. */
export const barcodeColumn = (style: FaceStyle, faceWidthMm: number): Column => {
  const content = faceWidthMm - 2 * style.marginMm.x;
  const widthMm = Math.min(content, style.barcode.maxWidthMm);
  return { xMm: style.marginMm.x + (content - widthMm) / 2, widthMm };
};

/** A value's rows in its column, numbered in reading order. */
export const valueRuns = (
  setting: LineSetting,
  values: readonly string[],
  column: Column,
  role: FontRole,
  order: Counter,
  weight: FontWeight = 'regular',
): TextRun[] => {
  const sizePt = sizeOf(setting, role);
  const font = { measure: setting.fonts.measure, weight, sizePt, maxWidthPt: column.widthMm * PT_PER_MM } as const;
  return values.flatMap((value) => wrapRows(value, font).map((row): TextRun => ({ ...row, column, sizePt, weight, order: order() })));
};

/** A line of runs side by side on one baseline, as tall as its largest type needs. */
export const runsLine = (setting: LineSetting, runs: readonly TextRun[]): FaceLine => {
  const largestPt = Math.max(...runs.map((run) => run.sizePt));
  // Measured once: the layout asks whether the line fits at each type size it tries, then places it.
  const widthsMm = runs.map((run) => setting.fonts.measure(run.text, run.weight, run.sizePt) / PT_PER_MM);
  return {
    heightMm: lineHeightOf(setting, largestPt),
    fitsAcross: runs.every((run, index) => (widthsMm[index] ?? 0) <= run.column.widthMm + WIDTH_SLACK_MM),
    place: (topMm) =>
      runs.map((run, index): FaceText => ({
        kind: 'text',
        text: run.text,
        runs: setting.fonts.runsOf(run.text),
        joinBefore: run.joinBefore,
        direction: run.direction,
        xMm: run.column.xMm,
        baselineMm: topMm + (BASELINE_SHARE * largestPt) / PT_PER_MM,
        widthMm: run.column.widthMm,
        textWidthMm: widthsMm[index] ?? 0,
        sizePt: run.sizePt,
        weight: run.weight,
        align: run.direction === 'rtl' ? 'right' : 'left',
        order: run.order,
      })),
  };
};

/** Space between two parts of a face, shrinking with the type like the space around a rule. */
export const gapLine = (setting: LineSetting): FaceLine => ({ heightMm: setting.style.ruleGapMm * Math.max(setting.scale, 0.5), fitsAcross: true, place: () => [] });

/** A rule across the content, with space above and below that shrinks with the type. */
export const ruleLine = (setting: LineSetting, thicknessMm: number, order: Counter): FaceLine => {
  const gapMm = setting.style.ruleGapMm * Math.max(setting.scale, 0.5);
  const content = contentOf(setting);
  const ruleOrder = order();
  return {
    heightMm: 2 * gapMm + thicknessMm,
    fitsAcross: true,
    place: (topMm) => [{ kind: 'rule', xMm: content.xMm, yMm: topMm + gapMm, widthMm: content.widthMm, heightMm: thicknessMm, order: ruleOrder }],
  };
};

/** The barcode's box and its value centred beneath, set smaller if it would be wider than the box. */
export const barcodeLine = (setting: LineSetting, value: string, order: Counter): FaceLine => {
  const { style, fonts } = setting;
  const column = barcodeColumn(style, setting.faceWidthMm);
  // Code 128 is ASCII, which Helvetica draws, save its control characters.
  const text = printableText(value).replace(/\n/g, ' ');
  const baseSize = sizeOf(setting, 'details');
  const naturalWidthPt = fonts.measure(text, 'regular', baseSize);
  const fitted = Math.min(baseSize, (baseSize * column.widthMm * PT_PER_MM * 0.98) / Math.max(naturalWidthPt, 1e-9));
  const { barsHeightMm, textGapMm } = style.barcode;
  const [barsOrder, textOrder] = [order(), order()];
  const valueText = (topMm: number): FaceText => ({
    kind: 'text',
    text,
    runs: [{ text, font: 'Helvetica' }],
    joinBefore: ' ',
    direction: 'ltr',
    xMm: column.xMm,
    baselineMm: topMm + barsHeightMm + textGapMm + (BASELINE_SHARE * fitted) / PT_PER_MM,
    widthMm: column.widthMm,
    textWidthMm: (naturalWidthPt * fitted) / baseSize / PT_PER_MM,
    sizePt: fitted,
    weight: 'regular',
    align: 'center',
    order: textOrder,
  });
  return {
    heightMm: barsHeightMm + textGapMm + (fitted * BARCODE_TEXT_LINE) / PT_PER_MM,
    // Its value is set small enough to fit its column.
    fitsAcross: true,
    place: (topMm) => [
      { kind: 'barcode', value, xMm: column.xMm, yMm: topMm, widthMm: column.widthMm, heightMm: barsHeightMm, order: barsOrder },
      ...(text.trim() === '' ? [] : [valueText(topMm)]),
    ],
  };
};
