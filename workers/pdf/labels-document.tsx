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
  // The title and producer are the writer's: this document may be one part of a longer PDF.
  return (
    <Document>
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
