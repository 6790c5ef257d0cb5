import './disable-hyphenation';
import { Document, Page, StyleSheet } from '@react-pdf/renderer';
import { hasBarcode } from '../../src/label/barcode-rules';
import type { LabelData } from '../../src/label/label-data';
import type { BarcodePng } from '../barcode/barcode-png';
import { BarcodeBlock } from './barcode-block';
import { FONT_REGULAR, PAGE_MARGIN_MM } from './label-geometry';
import { MessageBlock } from './message-block';
import { PackageRow } from './package-row';
import { PartyBlock } from './party-block';
import { printableLabel } from './printable-text';
import { SectionRule } from './section-rule';
import { mm } from './units';

const styles = StyleSheet.create({
  page: { fontFamily: FONT_REGULAR, padding: mm(PAGE_MARGIN_MM), backgroundColor: '#FFFFFF' },
});

export type LabelDocumentProps = { label: LabelData; barcode: BarcodePng | null };

/** The A4 label: TO, rule, FROM, rule, WEIGHT/DIMENSIONS, optional MESSAGE, heavy rule, barcode. */
export function LabelDocument({ label, barcode }: LabelDocumentProps) {
  const printed = printableLabel(label);
  return (
    <Document title="Shipping label" creator="ShipLabel" producer="ShipLabel">
      <Page size="A4" orientation="portrait" style={styles.page}>
        <PartyBlock label={printed} party="to" />
        <SectionRule weight="thin" />
        <PartyBlock label={printed} party="from" />
        <SectionRule weight="thin" />
        <PackageRow label={printed} />
        <MessageBlock label={printed} />
        <SectionRule weight="heavy" />
        {hasBarcode(label) && barcode !== null && <BarcodeBlock barcode={barcode} />}
      </Page>
    </Document>
  );
}
