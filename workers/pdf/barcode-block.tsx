import { Image, StyleSheet, View } from '@react-pdf/renderer';
import type { BarcodePng } from '../barcode/barcode-png';
import { RULE_GAP_MM } from './label-geometry';
import { mm } from './units';
import { pngDataUri } from './png-data-uri';

const styles = StyleSheet.create({
  barcodeArea: { alignItems: 'center', marginTop: mm(RULE_GAP_MM) },
});

export type BarcodeBlockProps = { barcode: BarcodePng };

/** The Code 128 PNG at the size its producer planned, so modules stay whole pixels at ≥ 300 dpi. */
export function BarcodeBlock({ barcode }: BarcodeBlockProps) {
  return (
    <View style={styles.barcodeArea}>
      <Image
        src={pngDataUri(barcode.bytes)}
        style={{ width: mm(barcode.widthMm), height: mm(barcode.heightMm) }}
      />
    </View>
  );
}
