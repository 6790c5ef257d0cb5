import { barcodeValue, canDrawBarcode } from './barcode-rules';
import {
  barcodeLine,
  contentOf,
  readingOrder,
  ruleLine,
  runsLine,
  sizeOf,
  valueRuns,
  type Column,
  type Counter,
  type FaceLine,
  type FontRole,
  type LineSetting,
  type TextRun,
} from './face-line-parts';
import type { LabelData } from './label-data';
import { markIn } from './label-headings';
import { hasMessage, messageText } from './message-rules';
import { packageValues, shipmentValues } from './package-values';
import { partyLines } from './party-lines';
import { senderRowsWithLogo, type LogoShape } from './logo-lines';
import { PT_PER_MM } from './face-items';
import { paragraphDirection } from './text-direction';

// The spec's form of a face, on pages and on labels of about 4 × 6 in and more: sections under their headings.

const headingRun = (text: string, column: Column, setting: LineSetting, order: Counter): TextRun => ({
  text,
  joinBefore: ' ',
  // An Arabic heading reads right to left, its colon at its left; the face itself stays as the spec lays it out.
  direction: paragraphDirection(text),
  column,
  sizePt: sizeOf(setting, 'heading'),
  weight: 'bold',
  order: order(),
});

/** Zips columns of rows into lines: line i holds row i of each column, and the headings go on line 0. */
const columnLines = (setting: LineSetting, headings: readonly TextRun[], columns: readonly TextRun[][]): FaceLine[] => {
  const count = Math.max(1, ...columns.map((rows) => rows.length));
  return Array.from({ length: count }, (_, index) =>
    runsLine(setting, [...(index === 0 ? headings : []), ...columns.flatMap((rows) => rows.slice(index, index + 1))]),
  );
};

// Space kept between a heading wider than the style's heading column and its values.
const HEADING_GAP_MM = 1.5;

/** How wide a column of these headings is: the style's width, or more where a heading (in another language) is wider. */
const headingWidthMm = (setting: LineSetting, styleMm: number, headings: readonly string[]): number => {
  const sizePt = sizeOf(setting, 'heading');
  const widest = Math.max(...headings.map((heading) => setting.fonts.measure(heading, 'bold', sizePt) / PT_PER_MM));
  return widest + HEADING_GAP_MM > styleMm ? widest + HEADING_GAP_MM : styleMm;
};

/** The heading column of the sections and of the package rows' left half: one width, so their values line up. */
const firstHeadingMm = (setting: LineSetting): number => {
  const { to, from, message, weight, reference } = setting.headings;
  return headingWidthMm(setting, setting.style.headingColumnMm, [to, from, message, weight, reference]);
};

/**
 * A heading and its values: beside (the spec's layout) or above, values wrapped to their column, less `reserveMm` kept
 * free at its right (the sender's logo).
 */
const sectionLines = (setting: LineSetting, heading: string, values: readonly string[], role: FontRole, order: Counter, reserveMm = 0): FaceLine[] => {
  const { style } = setting;
  const content = contentOf(setting);
  const beside = style.headings === 'beside';
  const headingMm = beside ? firstHeadingMm(setting) : 0;
  const valueColumn = beside ? { xMm: content.xMm + headingMm, widthMm: content.widthMm - headingMm - reserveMm } : { xMm: content.xMm, widthMm: content.widthMm - reserveMm };
  const headingColumn = beside ? { xMm: content.xMm, widthMm: headingMm } : content;
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
    const firstMm = firstHeadingMm(setting);
    const { dimensions, parcel } = setting.headings;
    const secondMm = headingWidthMm(setting, secondHeadingMm, [dimensions, parcel]);
    return [
      { heading: { xMm: content.xMm, widthMm: firstMm }, value: { xMm: content.xMm + firstMm, widthMm: secondAtMm - gutterMm - firstMm } },
      { heading: { xMm: rightX, widthMm: secondMm }, value: { xMm: rightX + secondMm, widthMm: content.widthMm - secondAtMm - secondMm } },
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

/** A heading and value at the left and another in the right column (WEIGHT and DIMENSIONS), each only when filled. */
const pairLines = (setting: LineSetting, [leftHeading, leftValue]: Pair, [rightHeading, rightValue]: Pair, order: Counter): FaceLine[] => {
  const [left, right] = packageColumns(setting);
  const fields = [
    { heading: leftHeading, value: leftValue, column: left },
    { heading: rightHeading, value: rightValue, column: right },
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

type Pair = readonly [heading: string, value: string | null];

/** WEIGHT at the left and DIMENSIONS in the right column. */
const packageLines = (setting: LineSetting, printed: LabelData, order: Counter): FaceLine[] => {
  const { weight, dimensions } = packageValues(printed);
  const { headings } = setting;
  return pairLines(setting, [headings.weight, weight], [headings.dimensions, dimensions], order);
};

/** REF (the reference) at the left and PARCEL ("2 of 3") in the right column, under the package's. */
const shipmentLines = (setting: LineSetting, printed: LabelData, order: Counter): FaceLine[] => {
  const { reference, parcel } = shipmentValues(printed);
  const { headings } = setting;
  return pairLines(setting, [headings.reference, reference], [headings.parcel, parcel === null ? null : markIn(headings, parcel)], order);
};

/** FROM: and the sender's rows, the logo at their right (under the heading where headings sit above). */
const senderLines = (setting: LineSetting, sender: readonly string[], logo: LogoShape | null, order: Counter): FaceLine[] =>
  senderRowsWithLogo(
    setting,
    sender.length === 0 ? null : logo,
    (reserveMm) => sectionLines(setting, setting.headings.from, sender, 'sender', order, reserveMm),
    setting.style.headings === 'above' ? 1 : 0,
    order,
  );

/**
 * The label as one column of lines in the spec's order: TO, rule, FROM, rule, WEIGHT/DIMENSIONS, REF/PARCEL, MESSAGE,
 * heavy rule, barcode. `printed` is the label as the font prints it; the barcode reads the label as typed; `logo` is the
 * sender's, printed beside the sender.
 */
export const faceLines = (setting: LineSetting, label: LabelData, printed: LabelData, logo: LogoShape | null = null): FaceLine[] => {
  const { ruleMm } = setting.style;
  const value = barcodeValue(label);
  const order = readingOrder();
  return [
    ...sectionLines(setting, setting.headings.to, partyLines(printed, 'to'), 'recipient', order),
    ruleLine(setting, ruleMm.thin, order),
    ...senderLines(setting, partyLines(printed, 'from'), logo, order),
    ruleLine(setting, ruleMm.thin, order),
    ...packageLines(setting, printed, order),
    ...shipmentLines(setting, printed, order),
    ...(hasMessage(printed) ? sectionLines(setting, setting.headings.message, [messageText(printed)], 'details', order) : []),
    ruleLine(setting, ruleMm.heavy, order),
    ...(canDrawBarcode(value) ? [barcodeLine(setting, value, order)] : []),
  ];
};
