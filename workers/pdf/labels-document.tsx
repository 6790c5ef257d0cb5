import './disable-hyphenation';
import './glyph-offsets';
import { Document, Page, StyleSheet } from '@react-pdf/renderer';
import type { Face } from '../../src/label/face-items';
import type { Rect } from '../../src/label/sheet-slots';
import { LabelFace, type FaceBarcodes } from './label-face';
import { mm } from './units';

const styles = StyleSheet.create({
  page: { backgroundColor: '#FFFFFF' },
});

/** One page of the document: the label faces on it, each in its slot. */
export type PrintedPage = { faces: { face: Face; slot: Rect }[] };

export type LabelsDocumentProps = { pageMm: { width: number; height: number }; pages: readonly PrintedPage[]; barcodes: FaceBarcodes };

/** Pages exactly the size of the label or sheet, each with its faces placed in their slots. */
export function LabelsDocument({ pageMm, pages, barcodes }: LabelsDocumentProps) {
  const faceCount = pages.reduce((count, page) => count + page.faces.length, 0);
  return (
    <Document title={faceCount > 1 ? 'Shipping labels' : 'Shipping label'} creator="ShipLabel" producer="ShipLabel">
      {pages.map((page, pageIndex) => (
        <Page key={pageIndex} size={[mm(pageMm.width), mm(pageMm.height)]} style={styles.page}>
          {page.faces.map(({ face, slot }, faceIndex) => (
            <LabelFace key={faceIndex} face={face} slot={slot} barcodes={barcodes} />
          ))}
        </Page>
      ))}
    </Document>
  );
}
