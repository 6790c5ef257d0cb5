import { Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { MmSize } from '../../src/stock/label-stock';
import { mm } from './units';

// A millimetre ruler along the page's top and left edges, measured from the edges themselves and never shifted:
// held to a real ruler, it shows how far the printer moves the print. Its ticks run inwards from the edge, long
// enough that a printer's unprintable border only trims them; the numbers sit within the ruler, past the short ticks.

/** How far each tick reaches from the edge: every mm, every 5 mm, every 10 mm (the numbered ones). */
const TICK_MM = { one: 3, five: 4.5, ten: 6 } as const;
/** A touch heavier than the label outlines (0.25 pt), so the scale still reads where an outline crosses it. */
const TICK_PT = 0.3;
/** Where a number starts, across the ruler from its edge: clear of the 1 and 5 mm ticks, beside the 10 mm one. */
const NUMBER_FROM_EDGE_MM = 4.3;
/** From a numbered tick to its number, along the ruler. */
const NUMBER_GAP_MM = 0.5;
/** A number's room at 6 pt: "290" across the top ruler, one line down the left one. */
const NUMBER_ROOM_MM = { across: 4, down: 2.5 } as const;
/** No number comes closer than this to the page's far edges. */
const FAR_EDGE_MM = 4;
/** The left ruler starts below the top ruler's longest ticks, so the two never cross in the corner. */
const LEFT_RULER_FROM_MM = TICK_MM.ten + 1;

const styles = StyleSheet.create({
  drawing: { position: 'absolute', left: 0, top: 0 },
  number: { position: 'absolute', width: mm(NUMBER_ROOM_MM.across), fontFamily: 'Helvetica', fontSize: 6, lineHeight: 1 },
});

const tickLength = (atMm: number): number => (atMm % 10 === 0 ? TICK_MM.ten : atMm % 5 === 0 ? TICK_MM.five : TICK_MM.one);

/** Whole millimetres from `fromMm` up to, not on, the page's far edge. */
const millimetres = (fromMm: number, edgeMm: number): number[] =>
  Array.from({ length: Math.max(0, Math.ceil(edgeMm) - fromMm) }, (_, index) => fromMm + index).filter((atMm) => atMm < edgeMm);

/** The tens whose number (starting just past its tick, `roomMm` long) stays FAR_EDGE_MM inside the far edge. */
const numberedTens = (fromMm: number, edgeMm: number, roomMm: number): number[] =>
  millimetres(fromMm, edgeMm).filter((atMm) => atMm % 10 === 0 && atMm + NUMBER_GAP_MM + roomMm <= edgeMm - FAR_EDGE_MM + 1e-9);

/** The ruler's tick marks as one path in points: down from the top edge, then across from the left edge. */
const ticksPath = ({ width, height }: MmSize): string =>
  [
    ...millimetres(1, width).map((x) => `M ${mm(x)} 0 L ${mm(x)} ${mm(tickLength(x))}`),
    ...millimetres(LEFT_RULER_FROM_MM, height).map((y) => `M 0 ${mm(y)} L ${mm(tickLength(y))} ${mm(y)}`),
  ].join(' ');

export type AlignmentRulerProps = { pageMm: MmSize };

/** Ticks every millimetre from the page's top and left edges, longer every 5 mm, numbered every 10 mm. */
export function AlignmentRuler({ pageMm }: AlignmentRulerProps) {
  return (
    <>
      <Svg style={styles.drawing} width={mm(pageMm.width)} height={mm(pageMm.height)}>
        <Path d={ticksPath(pageMm)} stroke="#000000" strokeWidth={TICK_PT} fill="none" />
      </Svg>
      {numberedTens(10, pageMm.width, NUMBER_ROOM_MM.across).map((x) => (
        <View key={`top-${x}`} style={[styles.number, { left: mm(x + NUMBER_GAP_MM), top: mm(NUMBER_FROM_EDGE_MM) }]}>
          <Text>{x}</Text>
        </View>
      ))}
      {numberedTens(10, pageMm.height, NUMBER_ROOM_MM.down).map((y) => (
        <View key={`left-${y}`} style={[styles.number, { left: mm(NUMBER_FROM_EDGE_MM), top: mm(y + NUMBER_GAP_MM) }]}>
          <Text>{y}</Text>
        </View>
      ))}
    </>
  );
}
