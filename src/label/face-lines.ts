import { barcodeValue, canDrawBarcode } from './barcode-rules';
import type { FaceStyle } from './face-styles';
import { BASELINE_SHARE, PT_PER_MM, type FaceItem, type FaceText } from './face-items';
import type { LabelData } from './label-data';
import { hasMessage, messageText } from './message-rules';
import { packageValues } from './package-values';
import { partyLines } from './party-lines';
import type { FontSet } from './font-set';
import { printableText } from './printable-text';
import type { TextDirection } from './text-direction';
import type { FontWeight } from './text-measure';
import { wrapRows } from './wrap-text';

/** One line of the face's column: as tall as `heightMm`, its items placed once its top is known. */
export type FaceLine = { heightMm: number; place: (topMm: number) => FaceItem[] };

/** The smallest type a label uses: text that does not fit shrinks to this, then runs onto another label. */
export const MIN_FONT_PT = 6;

type FontRole = keyof FaceStyle['fontPt'];

// The value under the barcode sits on a tight line of its own.
const BARCODE_TEXT_LINE = 1.2;

/** Everything a line needs to know: the face's style and width, the type scale, the fonts text is set in. */
export type LineSetting = { style: FaceStyle; faceWidthMm: number; scale: number; fonts: FontSet };

type Column = { xMm: number; widthMm: number };
type TextRun = {
  text: string;
  joinBefore: '' | ' ';
  direction: TextDirection;
  column: Column;
  sizePt: number;
  weight: FontWeight;
  order: number;
};
/** Hands out reading-order numbers: each run asks for its number in the order the label is read. */
type Counter = () => number;

const sizeOf = (setting: LineSetting, role: FontRole): number => Math.max(MIN_FONT_PT, setting.style.fontPt[role] * setting.scale);
const lineHeightOf = (setting: LineSetting, sizePt: number): number => (sizePt * setting.style.lineHeight) / PT_PER_MM;

const contentOf = ({ style, faceWidthMm }: LineSetting): Column => ({ xMm: style.marginMm.x, widthMm: faceWidthMm - 2 * style.marginMm.x });

/** The box the barcode is centred in: the content width, up to the style's widest barcode. */
export const barcodeColumn = (style: FaceStyle, faceWidthMm: number): Column => {
  const content = faceWidthMm - 2 * style.marginMm.x;
  const widthMm = Math.min(content, style.barcode.maxWidthMm);
  return { xMm: style.marginMm.x + (content - widthMm) / 2, widthMm };
};

const headingRun = (text: string, column: Column, setting: LineSetting, order: Counter): TextRun => ({
  text,
  joinBefore: ' ',
  direction: 'ltr',
  column,
  sizePt: sizeOf(setting, 'heading'),
  weight: 'bold',
  order: order(),
});

/** A value's rows in its column, numbered in reading order. */
const valueRuns = (setting: LineSetting, values: readonly string[], column: Column, role: FontRole, order: Counter): TextRun[] => {
  const sizePt = sizeOf(setting, role);
  const font = { measure: setting.fonts.measure, weight: 'regular', sizePt, maxWidthPt: column.widthMm * PT_PER_MM } as const;
  return values.flatMap((value) => wrapRows(value, font).map((row): TextRun => ({ ...row, column, sizePt, weight: 'regular', order: order() })));
};

/** A line of runs side by side on one baseline, as tall as its largest type needs. */
const runsLine = (setting: LineSetting, runs: readonly TextRun[]): FaceLine => {
  const largestPt = Math.max(...runs.map((run) => run.sizePt));
  return {
    heightMm: lineHeightOf(setting, largestPt),
    place: (topMm) =>
      runs.map((run): FaceText => ({
        kind: 'text',
        text: run.text,
        runs: run.weight === 'bold' ? [{ text: run.text, font: 'Helvetica' }] : setting.fonts.runsOf(run.text),
        joinBefore: run.joinBefore,
        direction: run.direction,
        xMm: run.column.xMm,
        baselineMm: topMm + (BASELINE_SHARE * largestPt) / PT_PER_MM,
        widthMm: run.column.widthMm,
        textWidthMm: setting.fonts.measure(run.text, run.weight, run.sizePt) / PT_PER_MM,
        sizePt: run.sizePt,
        weight: run.weight,
        align: run.direction === 'rtl' ? 'right' : 'left',
        order: run.order,
      })),
  };
};

/** Zips columns of rows into lines: line i holds row i of each column, and the headings go on line 0. */
const columnLines = (setting: LineSetting, headings: readonly TextRun[], columns: readonly TextRun[][]): FaceLine[] => {
  const count = Math.max(1, ...columns.map((rows) => rows.length));
  return Array.from({ length: count }, (_, index) =>
    runsLine(setting, [...(index === 0 ? headings : []), ...columns.flatMap((rows) => rows.slice(index, index + 1))]),
  );
};

/** A heading and its values: beside (the spec's layout) or above, values wrapped to their column. */
const sectionLines = (setting: LineSetting, heading: string, values: readonly string[], role: FontRole, order: Counter): FaceLine[] => {
  const { style } = setting;
  const content = contentOf(setting);
  const beside = style.headings === 'beside';
  const valueColumn = beside ? { xMm: content.xMm + style.headingColumnMm, widthMm: content.widthMm - style.headingColumnMm } : content;
  const headingColumn = beside ? { xMm: content.xMm, widthMm: style.headingColumnMm } : content;
  const title = headingRun(heading, headingColumn, setting, order);
  const rows = valueRuns(setting, values, valueColumn, role, order);
  if (beside) return columnLines(setting, [title], [rows]);
  return [runsLine(setting, [title]), ...rows.map((run) => runsLine(setting, [run]))];
};

/** The two package columns, each a heading and a value column: beside (A4's 20/50 and 110/145 mm) or above. */
const packageColumns = (setting: LineSetting): [{ heading: Column; value: Column }, { heading: Column; value: Column }] => {
  const { style } = setting;
  const content = contentOf(setting);
  const { secondAtMm, secondHeadingMm, gutterMm } = style.packageColumns;
  if (style.headings === 'beside') {
    const rightX = content.xMm + secondAtMm;
    return [
      {
        heading: { xMm: content.xMm, widthMm: style.headingColumnMm },
        value: { xMm: content.xMm + style.headingColumnMm, widthMm: secondAtMm - gutterMm - style.headingColumnMm },
      },
      { heading: { xMm: rightX, widthMm: secondHeadingMm }, value: { xMm: rightX + secondHeadingMm, widthMm: content.widthMm - secondAtMm - secondHeadingMm } },
    ];
  }
  const half = { widthMm: (content.widthMm - gutterMm) / 2 };
  const left = { xMm: content.xMm, ...half };
  const right = { xMm: content.xMm + half.widthMm + gutterMm, ...half };
  return [
    { heading: left, value: left },
    { heading: right, value: right },
  ];
};

/** WEIGHT at the left and DIMENSIONS in the right column, each only when filled. */
const packageLines = (setting: LineSetting, printed: LabelData, order: Counter): FaceLine[] => {
  const { weight, dimensions } = packageValues(printed);
  const [left, right] = packageColumns(setting);
  const fields = [
    { heading: 'WEIGHT:', value: weight, column: left },
    { heading: 'DIMENSIONS:', value: dimensions, column: right },
  ].flatMap(({ heading, value, column }) => {
    if (value === null) return [];
    // Read as "WEIGHT: 3.2 lbs DIMENSIONS: …": each heading numbered just before its own value.
    const title = headingRun(heading, column.heading, setting, order);
    return [{ title, rows: valueRuns(setting, [value], column.value, 'details', order) }];
  });
  if (fields.length === 0) return [];
  const headings = fields.map((field) => field.title);
  const columns = fields.map((field) => field.rows);
  if (setting.style.headings === 'beside') return columnLines(setting, headings, columns);
  return [runsLine(setting, headings), ...columnLines(setting, [], columns)];
};

/** A rule across the content, with space above and below that shrinks with the type. */
const ruleLine = (setting: LineSetting, thicknessMm: number, order: Counter): FaceLine => {
  const gapMm = setting.style.ruleGapMm * Math.max(setting.scale, 0.5);
  const content = contentOf(setting);
  const ruleOrder = order();
  return {
    heightMm: 2 * gapMm + thicknessMm,
    place: (topMm) => [{ kind: 'rule', xMm: content.xMm, yMm: topMm + gapMm, widthMm: content.widthMm, heightMm: thicknessMm, order: ruleOrder }],
  };
};

/** The barcode's box and its value centred beneath, set smaller if it would be wider than the box. */
const barcodeLine = (setting: LineSetting, value: string, order: Counter): FaceLine => {
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
    place: (topMm) => [
      { kind: 'barcode', value, xMm: column.xMm, yMm: topMm, widthMm: column.widthMm, heightMm: barsHeightMm, order: barsOrder },
      ...(text.trim() === '' ? [] : [valueText(topMm)]),
    ],
  };
};

/**
 * The label as one column of lines in the spec's order: TO, rule, FROM, rule, WEIGHT/DIMENSIONS, MESSAGE,
 * heavy rule, barcode. `printed` is the label as the font prints it; the barcode reads the label as typed.
 */
export const faceLines = (setting: LineSetting, label: LabelData, printed: LabelData): FaceLine[] => {
  const { ruleMm } = setting.style;
  const value = barcodeValue(label);
  let next = 0;
  const order: Counter = () => next++;
  return [
    ...sectionLines(setting, 'TO:', partyLines(printed, 'to'), 'recipient', order),
    ruleLine(setting, ruleMm.thin, order),
    ...sectionLines(setting, 'FROM:', partyLines(printed, 'from'), 'sender', order),
    ruleLine(setting, ruleMm.thin, order),
    ...packageLines(setting, printed, order),
    ...(hasMessage(printed) ? sectionLines(setting, 'MESSAGE:', [messageText(printed)], 'details', order) : []),
    ruleLine(setting, ruleMm.heavy, order),
    ...(canDrawBarcode(value) ? [barcodeLine(setting, value, order)] : []),
  ];
};
