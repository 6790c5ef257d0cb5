import './disable-hyphenation';
import './glyph-offsets';
import { Document, Page, StyleSheet, View } from '@react-pdf/renderer';
import type { Face } from '../../src/label/face-items';
import type { Rect } from '../../src/stock/sheet-slots';
import { LabelFace, type FaceBarcodes, type LogoPicture } from './label-face';
import { mm } from './units';

const styles = StyleSheet.create({
  page: { backgroundColor: '#FFFFFF' },
});

/** A face in its slot; a turned face lies across the slot's long side, a quarter turn clockwise. `painted`: a document's. */
export type PlacedFace = { face: Face; slot: Rect; turned: boolean; painted?: boolean };

/** One page of the document, as big as the stock (a continuous roll's as long as its label), and the faces on it. */
export type PrintedPage = { pageMm: { width: number; height: number }; faces: PlacedFace[] };

export type LabelsDocumentProps = { pages: readonly PrintedPage[]; barcodes: FaceBarcodes; logo?: LogoPicture | null };

/** Pages exactly the size of the label or sheet, each with its faces placed in their slots. */
export function LabelsDocument({ pages, barcodes, logo = null }: LabelsDocumentProps) {
  // The title and producer are the writer's: this document may be one part of a longer PDF.
  return (
    <Document>
      {pages.map((page, pageIndex) => (
        // wrap={false}: every face is placed inside its page, so react-pdf's pagination (a second layout of each
        // page, to look for content to move to the next) would find nothing to move.
        <Page key={pageIndex} size={[mm(page.pageMm.width), mm(page.pageMm.height)]} style={styles.page} wrap={false}>
          {page.faces.map(({ face, slot, turned, painted }, faceIndex) =>
            turned ? (
              <TurnedFace key={faceIndex} face={face} slot={slot} barcodes={barcodes} painted={painted} logo={logo} />
            ) : (
              <LabelFace key={faceIndex} face={face} slot={slot} barcodes={barcodes} painted={painted} logo={logo} />
            ),
          )}
        </Page>
      ))}
    </Document>
  );
}

/**
 * A face laid out on the label's long side, drawn a quarter turn clockwise into its narrow, tall slot: the face's
 * top edge runs down the slot's right edge. Its items keep their places within the face, so the bars stay whole dots.
 */
function TurnedFace({ face, slot, barcodes, painted, logo }: { face: Face; slot: Rect; barcodes: FaceBarcodes; painted: boolean | undefined; logo: LogoPicture | null }) {
  const turn = { transformOrigin: '0 0', transform: `translate(${mm(slot.widthMm)}, 0) rotate(90deg)` };
  const box = { position: 'absolute', left: mm(slot.xMm), top: mm(slot.yMm), width: mm(slot.heightMm), height: mm(slot.widthMm) } as const;
  return (
    <View style={[box, turn]}>
      <LabelFace face={face} slot={{ xMm: 0, yMm: 0, widthMm: slot.heightMm, heightMm: slot.widthMm }} barcodes={barcodes} painted={painted} logo={logo} />
    </View>
  );
}
