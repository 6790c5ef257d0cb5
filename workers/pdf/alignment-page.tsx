import './disable-hyphenation';
import './glyph-offsets';
import { Document, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { PT_PER_MM } from '../../src/label/face-items';
import type { FontSet } from '../../src/label/font-set';
import type { LabelStock } from '../../src/stock/label-stock';
import type { Rect as SlotRect } from '../../src/stock/sheet-slots';
import { slotCount, type PrintShift } from '../../src/stock/stock-geometry';
import { slotRect } from '../../src/stock/sheet-slots';
import { stockName } from '../../src/stock/stock-names';
import { AlignmentRuler } from './alignment-ruler';
import { mm } from './units';

/** The outlines' line: thin, so its offset from a die-cut edge can be seen. */
const OUTLINE_PT = 0.25;
/** The safe margin's dashes, in points: dash, gap. */
const SAFE_MARGIN_DASH = '2 1.5';
/** The header's distance from the top edge (just below the ruler) and from the sides (clear of the left ruler). */
const HEADER_MM = { top: 7, side: 12 } as const;
/** Slot numbers are as big as fits a small label, up to this size. */
const SLOT_NUMBER_PT = { min: 4, max: 16 } as const;

const styles = StyleSheet.create({
  page: { backgroundColor: '#FFFFFF', fontFamily: 'Helvetica' },
  sheet: { position: 'absolute', left: 0, top: 0, right: 0, bottom: 0 },
  drawing: { position: 'absolute', left: 0, top: 0 },
  slotNumber: { position: 'absolute', justifyContent: 'center', alignItems: 'center' },
  slotNumberText: { fontFamily: 'Helvetica-Bold', lineHeight: 1 },
  header: { position: 'absolute', top: mm(HEADER_MM.top), left: mm(HEADER_MM.side), right: mm(HEADER_MM.side) },
  // Two lines of small type end about 12.3 mm down: above the first row of most sheets (Avery 5160's is at 12.7 mm).
  headerLine: { fontSize: 6.5, lineHeight: 1.15, textAlign: 'center' },
});

/** What the page says at its top: the stock, the shift it was printed with, and how to use it. */
export type AlignmentHeader = { stockName: string; shift: string; instructions: string };

/** "-1.5", "0", "2": a shift to the tenth of a millimetre, in characters every PDF font has. */
const shiftMm = (value: number): string => String(Math.round(value * 10) / 10 || 0);

export const alignmentHeader = (stock: LabelStock, shift: PrintShift): AlignmentHeader => ({
  stockName: stockName(stock),
  shift: `Shift: right ${shiftMm(shift.rightMm)} mm, down ${shiftMm(shift.downMm)} mm`,
  instructions: 'Print at 100 % (Actual size) on plain paper, hold it over a sheet of labels against the light: each outline should sit on a label.',
});

export type AlignmentDocumentProps = { stock: LabelStock; shift: PrintShift; header: AlignmentHeader; fonts: FontSet };

/**
 * One page the size of the sheet: each label's outline and number where the labels print (shifted as the printer
 * needs), a ruler from the page's own edges, and the header. Printed on plain paper and held over a sheet of labels.
 */
export function AlignmentDocument({ stock, shift, header, fonts }: AlignmentDocumentProps) {
  const slots = Array.from({ length: slotCount(stock) }, (_, index) => slotRect(stock, index + 1, shift));
  return (
    <Document>
      <Page size={[mm(stock.pageMm.width), mm(stock.pageMm.height)]} style={styles.page}>
        {/* `fixed` keeps it all on this one page: react-pdf carries what reaches past a page's end (a page-high
            drawing, an outline shifted off the sheet) to a next page, but never a fixed node. */}
        <View fixed style={styles.sheet}>
          <Svg style={styles.drawing} width={mm(stock.pageMm.width)} height={mm(stock.pageMm.height)}>
            {slots.map((slot, index) => (
              <SlotOutline key={index} slot={slot} cornerRadiusMm={stock.cornerRadiusMm} safeMarginMm={stock.safeMarginMm} />
            ))}
          </Svg>
          {slots.map((slot, index) => (
            <SlotNumber key={index} slot={slot} number={index + 1} />
          ))}
          <AlignmentRuler pageMm={stock.pageMm} />
          <View style={styles.header}>
            <Text style={styles.headerLine}>
              <Runs text={header.stockName} fonts={fonts} bold />
              <Runs text={`  ·  ${header.shift}`} fonts={fonts} />
            </Text>
            <Text style={styles.headerLine}>
              <Runs text={header.instructions} fonts={fonts} />
            </Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

type SlotOutlineProps = { slot: SlotRect; cornerRadiusMm: number; safeMarginMm: number };

/** A label's edge as a thin rounded rectangle, and its safe margin dashed inside it. */
function SlotOutline({ slot, cornerRadiusMm, safeMarginMm }: SlotOutlineProps) {
  const inner = { widthMm: slot.widthMm - 2 * safeMarginMm, heightMm: slot.heightMm - 2 * safeMarginMm };
  const innerRadiusMm = Math.max(0, cornerRadiusMm - safeMarginMm);
  const line = { stroke: '#000000', strokeWidth: OUTLINE_PT, fill: 'none' } as const;
  return (
    <>
      <Rect x={mm(slot.xMm)} y={mm(slot.yMm)} width={mm(slot.widthMm)} height={mm(slot.heightMm)} rx={mm(cornerRadiusMm)} ry={mm(cornerRadiusMm)} {...line} />
      {safeMarginMm > 0 && inner.widthMm > 0 && inner.heightMm > 0 && (
        <Rect
          x={mm(slot.xMm + safeMarginMm)}
          y={mm(slot.yMm + safeMarginMm)}
          width={mm(inner.widthMm)}
          height={mm(inner.heightMm)}
          rx={mm(innerRadiusMm)}
          ry={mm(innerRadiusMm)}
          strokeDasharray={SAFE_MARGIN_DASH}
          {...line}
        />
      )}
    </>
  );
}

type SlotNumberProps = { slot: SlotRect; number: number };

/** The slot's number in the middle of its outline, as large as a small label allows. */
function SlotNumber({ slot, number }: SlotNumberProps) {
  const sizeMm = Math.min(slot.heightMm * 0.4, slot.widthMm * 0.3);
  const fontSize = Math.min(Math.max(sizeMm * PT_PER_MM, SLOT_NUMBER_PT.min), SLOT_NUMBER_PT.max);
  const box = { left: mm(slot.xMm), top: mm(slot.yMm), width: mm(slot.widthMm), height: mm(slot.heightMm) };
  return (
    <View style={[styles.slotNumber, box]}>
      <Text style={[styles.slotNumberText, { fontSize }]}>{number}</Text>
    </View>
  );
}

type RunsProps = { text: string; fonts: FontSet; bold?: boolean };

/** Header text in the fonts its characters need (a stock's name may hold "⅝"), Helvetica where it can. */
function Runs({ text, fonts, bold = false }: RunsProps) {
  return fonts.runsOf(text).map((run, index) => (
    <Text key={index} style={{ fontFamily: run.font === 'Helvetica' ? (bold ? 'Helvetica-Bold' : 'Helvetica') : run.font }}>
      {run.text}
    </Text>
  ));
}
