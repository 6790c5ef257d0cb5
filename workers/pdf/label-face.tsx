import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/stylesheet';
import { snapToDots } from '../../src/label/barcode-fit';
import { dotMm } from '../../src/label/printer-resolution';
import { BASELINE_SHARE, type Face, type FaceBarcode, type FaceItem, type FaceText } from '../../src/label/face-items';
import type { FontId } from '../../src/label/label-fonts';
import type { FontWeight } from '../../src/label/text-measure';
import type { Rect } from '../../src/label/sheet-slots';
import type { BarcodePng } from '../barcode/barcode-png';
import { fontFeatures } from '../fonts/font-features';
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
  rule: { position: 'absolute', backgroundColor: '#000000' },
});

/** Each distinct barcode value of a document, drawn once; null where the value is too long for whole-dot bars. */
export type FaceBarcodes = ReadonlyMap<string, BarcodePng | null>;

export type LabelFaceProps = { face: Face; slot: Rect; barcodes: FaceBarcodes };

/** One label face placed in its slot of the page: every item where the shared layout put it. */
export function LabelFace({ face, slot, barcodes }: LabelFaceProps) {
  return (
    <>
      {face.map((item, index) => (
        <PlacedItem key={index} item={item} slot={slot} barcodes={barcodes} />
      ))}
    </>
  );
}

function PlacedItem({ item, slot, barcodes }: { item: FaceItem; slot: Rect; barcodes: FaceBarcodes }) {
  const left = slot.xMm + item.xMm;
  switch (item.kind) {
    case 'text':
      return <PlacedText item={item} left={left} baseline={slot.yMm + item.baselineMm} />;
    case 'rule':
      return <View style={[styles.rule, { left: mm(left), top: mm(slot.yMm + item.yMm), width: mm(item.widthMm), height: mm(item.heightMm) }]} />;
    case 'barcode':
      return <PlacedBarcode item={item} left={left} top={slot.yMm + item.yMm} png={barcodes.get(item.value) ?? null} />;
  }
}

/**
 * A row already wrapped to fit its width, so react-pdf never breaks it (or adds a hyphen). react-pdf sets
 * the first baseline of a text BASELINE_SHARE of its size below the text's top, whatever its line height.
 * A row in more than one font is one Text of runs, so react-pdf orders right-to-left runs across fonts.
 */
function PlacedText({ item, left, baseline }: { item: FaceText; left: number; baseline: number }) {
  if (item.text === '') return null;
  const [only] = item.runs;
  const single = item.runs.length === 1 && only !== undefined;
  return (
    <Text
      style={[
        styles.placed,
        {
          left: mm(left),
          top: mm(baseline) - BASELINE_SHARE * item.sizePt,
          width: mm(item.widthMm),
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
  const x = snapToDots(left + (item.widthMm - png.widthMm) / 2, png.dpi) + inset;
  const y = snapToDots(top, png.dpi) + inset;
  const [width, height] = [png.widthMm - 2 * inset, png.heightMm - 2 * inset];
  return <Image src={pngDataUri(png.bytes)} style={[styles.placed, { left: mm(x), top: mm(y), width: mm(width), height: mm(height) }]} />;
}
