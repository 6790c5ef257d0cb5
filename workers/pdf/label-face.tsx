import { Canvas, Image, StyleSheet, Text } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/stylesheet';
import { placeBars } from '../../src/label/barcode-fit';
import { dotMm } from '../../src/label/printer-resolution';
import type { Face, FaceBarcode, FaceItem, FaceRule, FaceText } from '../../src/label/face-items';
import type { FontId } from '../../src/label/label-fonts';
import type { FontWeight } from '../../src/label/text-measure';
import type { Rect } from '../../src/stock/sheet-slots';
import type { BarcodePng } from '../barcode/barcode-png';
import { fontFeatures } from '../fonts/font-features';
import { firstBaselinePt, NEWLINE_FONT, stacksEvenly } from './baseline-offset';
import { ascentEm } from './font-ascent';
import { pngDataUri } from './png-data-uri';
import { mm } from './units';

const HELVETICA = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/** A run's font: Helvetica by weight, or the embedded font (registered under its own name) with its features. */
const fontStyleOf = (font: FontId, weight: FontWeight): Style => {
  const features = fontFeatures(font);
  const fontFamily = font === 'Helvetica' ? HELVETICA[weight] : font;
  return features === undefined ? { fontFamily } : { fontFamily, fontFeatureSettings: features };
};
// One row per Text: its line box only needs to hold the glyphs.
const TEXT_LINE_HEIGHT = 1.2;

const styles = StyleSheet.create({
  placed: { position: 'absolute' },
});

/** Each distinct barcode value of a document, drawn once; null where the value is too long for whole-dot bars. */
export type FaceBarcodes = ReadonlyMap<string, BarcodePng | null>;

/**
 * `painted`: the face's plain Helvetica rows are painted with its rules by pdfkit, on the model's baselines (a label's
 * and a document's); rows in other fonts, in several fonts or right to left stay Texts for react-pdf to lay out.
 */
export type LabelFaceProps = { face: Face; slot: Rect; barcodes: FaceBarcodes; painted?: boolean | undefined; logo?: LogoPicture | null };

/** The sender's logo as the PDF draws it: its rasterised PNG as a data: URI, made once a document. */
export type LogoPicture = { uri: string };

/** A row pdfkit can set as it is: one run in Helvetica, left to right, on one line. */
export const paintable = (item: FaceItem): item is FaceText =>
  item.kind === 'text' && item.text !== '' && item.runs.length === 1 && item.runs[0]?.font === 'Helvetica' && item.direction === 'ltr' && !item.text.includes('\n');

/**
 * Whether every row of a face can be painted: a label's rows are painted only then, so a label in other scripts keeps
 * its rows in reading order in the text layer (painted rows come first, before the face's Texts).
 */
export const allPaintable = (face: Face): boolean => face.every((item) => item.kind !== 'text' || item.text === '' || paintable(item));

/** One label face placed in its slot of the page: every item where the shared layout put it. */
export function LabelFace({ face, slot, barcodes, painted = false, logo = null }: LabelFaceProps) {
  const rules = face.filter((item): item is FaceRule => item.kind === 'rule');
  const rows = painted ? face.filter(paintable) : [];
  const placed = face.filter((item) => item.kind !== 'rule' && !(painted && paintable(item)));
  return (
    <>
      {rules.length + rows.length > 0 && <PaintedItems rules={rules} rows={rows} slot={slot} />}
      {stackedRows(placed).map((item, index) =>
        Array.isArray(item) ? (
          <PlacedRows key={index} rows={item} left={slot.xMm + (item[0]?.xMm ?? 0)} top={slot.yMm} />
        ) : (
          <PlacedItem key={index} item={item} slot={slot} barcodes={barcodes} logo={logo} />
        ),
      )}
    </>
  );
}

// Baselines this close are one pitch (the model rounds nothing, so only floating-point noise differs).
const SAME_PITCH_MM = 1e-6;

/**
 * Rows that can share one Text: one font, size, column and alignment, left to right, and not empty, in a font
 * whose lines all sit alike there (baseline-offset.ts).
 */
const stackable = (row: FaceText, next: FaceText): boolean =>
  row.runs.length === 1 &&
  next.runs.length === 1 &&
  row.runs[0]?.font === next.runs[0]?.font &&
  row.runs[0] !== undefined &&
  stacksEvenly(row.runs[0].font, ascentEm) &&
  row.weight === next.weight &&
  row.sizePt === next.sizePt &&
  row.xMm === next.xMm &&
  row.widthMm === next.widthMm &&
  row.align === 'left' &&
  next.align === 'left' &&
  row.direction === 'ltr' &&
  next.direction === 'ltr' &&
  row.text !== '' &&
  next.text !== '' &&
  !row.text.includes('\n') &&
  !next.text.includes('\n');

/**
 * The face's items with each stack of alike rows (an address, say) at one pitch gathered into a list. react-pdf
 * lays out every Text on its own, and that was most of a label's time: one Text of lines costs about what one
 * row did. The lines are the model's rows, so react-pdf breaks nothing itself.
 */
function stackedRows(face: Face): (FaceItem | FaceText[])[] {
  const out: (FaceItem | FaceText[])[] = [];
  for (const item of face) {
    const last = out.at(-1);
    const stack = Array.isArray(last) ? last : null;
    const previous = stack ? (stack.at(-1) ?? null) : last !== undefined && !Array.isArray(last) && last.kind === 'text' ? last : null;
    const pitch = stack && stack.length > 1 ? (stack[1]?.baselineMm ?? 0) - (stack[0]?.baselineMm ?? 0) : null;
    const fits =
      item.kind === 'text' &&
      previous !== null &&
      stackable(previous, item) &&
      item.baselineMm > previous.baselineMm &&
      (pitch === null || Math.abs(item.baselineMm - previous.baselineMm - pitch) < SAME_PITCH_MM);
    if (fits && stack) stack.push(item);
    else if (fits && previous) out[out.length - 1] = [previous, item];
    else out.push(item);
  }
  return out;
}

/**
 * A stack of rows as one Text: its first baseline where the model put it, each next one a pitch lower. Its box has
 * the row's slack on the right (the rows align left), so react-pdf breaks the rows only at their newlines.
 */
function PlacedRows({ rows, left, top }: { rows: FaceText[]; left: number; top: number }) {
  const [first, second] = rows;
  if (!first || !second) return null;
  const pitchPt = mm(second.baselineMm - first.baselineMm);
  const font = first.runs[0]?.font ?? 'Helvetica';
  return (
    <Text
      style={[
        styles.placed,
        {
          left: mm(left),
          top: mm(top + first.baselineMm) - firstBaselinePt([font, NEWLINE_FONT], first.sizePt, ascentEm),
          width: mm(first.widthMm * (1 + ROW_SLACK)),
          ...fontStyleOf(font, first.weight),
          fontSize: first.sizePt,
          lineHeight: pitchPt / first.sizePt,
        },
      ]}
    >
      {rows.map((row) => row.text).join('\n')}
    </Text>
  );
}

/** Where a painted row starts: its column's left, or as far in as its alignment and measured width put it. */
const rowLeftMm = (row: FaceText): number =>
  row.align === 'right' ? row.xMm + row.widthMm - row.textWidthMm : row.align === 'center' ? row.xMm + (row.widthMm - row.textWidthMm) / 2 : row.xMm;

/**
 * Every rule of a face, and on a document its plain Helvetica rows, painted at once from one canvas at the slot's
 * corner: a form's forty box lines and hundred rows cost react-pdf one node to lay out, not a hundred and forty. A rule
 * is the filled rectangle a View's background would be; a row is pdfkit's own text on the model's baseline. The
 * canvas itself is a point (its painting is not clipped), so a slot as tall as its page never starts another page.
 */
function PaintedItems({ rules, rows, slot }: { rules: readonly FaceRule[]; rows: readonly FaceText[]; slot: Rect }) {
  const box = { position: 'absolute', left: mm(slot.xMm), top: mm(slot.yMm), width: 1, height: 1 } as const;
  return (
    <Canvas
      style={box}
      paint={(painter) => {
        for (const rule of rules) painter.rect(mm(rule.xMm), mm(rule.yMm), mm(rule.widthMm), mm(rule.heightMm));
        if (rules.length > 0) painter.fill('#000000');
        for (const row of rows) {
          painter
            .font(HELVETICA[row.weight])
            .fontSize(row.sizePt)
            .fillColor('#000000')
            .text(row.text, mm(rowLeftMm(row)), mm(row.baselineMm), { lineBreak: false, baseline: 'alphabetic' });
        }
        return null;
      }}
    />
  );
}

function PlacedItem({ item, slot, barcodes, logo }: { item: FaceItem; slot: Rect; barcodes: FaceBarcodes; logo: LogoPicture | null }) {
  const left = slot.xMm + item.xMm;
  switch (item.kind) {
    case 'logo':
      if (logo === null) return null;
      return <Image src={logo.uri} style={[styles.placed, { left: mm(left), top: mm(slot.yMm + item.yMm), width: mm(item.widthMm), height: mm(item.heightMm) }]} />;
    case 'text':
      return <PlacedText item={item} left={left} baseline={slot.yMm + item.baselineMm} />;
    case 'rule':
      return null; // drawn together, by PlacedRules
    case 'barcode':
      return <PlacedBarcode item={item} left={left} top={slot.yMm + item.yMm} png={barcodes.get(item.value) ?? null} />;
  }
}

// How much wider than the model's row its box is: react-pdf measures some rows (several fonts, or Arabic) a few per
// cent wider than the model, and would break them.
const ROW_SLACK = 0.25;

/**
 * A row already wrapped to fit its width, so react-pdf never breaks it (or adds a hyphen), its Text placed
 * so react-pdf's first baseline (by its fonts' ascents, baseline-offset.ts) lands on the model's baseline.
 * A row in more than one font is one Text of runs, so react-pdf orders right-to-left runs across fonts.
 */
function PlacedText({ item, left, baseline }: { item: FaceText; left: number; baseline: number }) {
  if (item.text === '') return null;
  const [only] = item.runs;
  const single = item.runs.length === 1 && only !== undefined;
  // The box is wider than the row by a slack on the side its text does not align to, so react-pdf's own line breaking
  // (which measures a row of several fonts a little wider than the model, and the text inside, does) never breaks a row
  // the model has fitted; the ink stays where the model put it.
  const slack = item.widthMm * ROW_SLACK;
  const boxLeft = item.align === 'right' ? left - slack : item.align === 'center' ? left - slack / 2 : left;
  return (
    <Text
      style={[
        styles.placed,
        {
          left: mm(boxLeft),
          top: mm(baseline) - firstBaselinePt(item.runs.map((run) => run.font), item.sizePt, ascentEm),
          width: mm(item.widthMm + slack),
          ...fontStyleOf(single ? only.font : 'Helvetica', item.weight),
          fontSize: item.sizePt,
          lineHeight: TEXT_LINE_HEIGHT,
          textAlign: item.align,
          direction: item.direction,
        },
      ]}
    >
      {single
        ? item.text
        : item.runs.map((run, index) => (
            // react-pdf takes the paragraph's direction from its first run, and runs do not inherit it.
            <Text key={index} style={[fontStyleOf(run.font, item.weight), { direction: item.direction }]}>
              {run.text}
            </Text>
          ))}
    </Text>
  );
}

// Rasterisers paint an image onto the pixels from floor(left) to floor(right) + 1 and resample it to fit.
// Inset by a hundredth of a dot on every side, the image covers exactly its own number of dots whatever
// rounding its coordinates went through, so each pixel is one printer dot and one-dot bars stay crisp.
const GRID_INSET_DOTS = 0.01;

/** The bars centred in their box, on the printer's dot grid so every module prints as whole dots. */
function PlacedBarcode({ item, left, top, png }: { item: FaceBarcode; left: number; top: number; png: BarcodePng | null }) {
  if (png === null) return null;
  const inset = GRID_INSET_DOTS * dotMm(png.dpi);
  const placed = placeBars({ xMm: left, yMm: top, widthMm: item.widthMm, heightMm: item.heightMm }, png);
  const [x, y] = [placed.xMm + inset, placed.yMm + inset];
  const [width, height] = [png.widthMm - 2 * inset, png.heightMm - 2 * inset];
  return <Image src={pngDataUri(png.bytes)} style={[styles.placed, { left: mm(x), top: mm(y), width: mm(width), height: mm(height) }]} />;
}
