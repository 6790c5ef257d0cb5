import type { FormType } from './form-cells';
import type { TextStyle } from './form-text';

// The type of the shipping documents (commercial invoice, packing slip): one for pages of paper, one compact for a
// 4 × 6 in label. Titles are Helvetica's bold (English only); typed values are regular and never set below 6 pt.

/** A document's type: its boxes' titles and values, its heading, the room around it and between its blocks. */
export type DocumentType = FormType & { heading: TextStyle; marginMm: number; gapMm: number; compact: boolean };

export const PAPER_TYPE: DocumentType = {
  title: { sizePt: 7, minSizePt: 5.5, lineHeight: 1.15, keepWords: true },
  value: { sizePt: 9, minSizePt: 6, lineHeight: 1.2 },
  heading: { sizePt: 18, minSizePt: 12, lineHeight: 1.1, keepWords: true, maxRows: 1 },
  padMm: 1.2,
  ruleMm: 0.25,
  marginMm: 10,
  gapMm: 3,
  compact: false,
};

// A 4 × 6 in label keeps a 3 mm safe margin; its type is set as small as still reads well at arm's length.
export const LABEL_TYPE: DocumentType = {
  title: { sizePt: 5.5, minSizePt: 5, lineHeight: 1.15, keepWords: true },
  value: { sizePt: 7.5, minSizePt: 6, lineHeight: 1.2 },
  heading: { sizePt: 12, minSizePt: 9, lineHeight: 1.1, keepWords: true, maxRows: 1 },
  padMm: 0.8,
  ruleMm: 0.2,
  marginMm: 3,
  gapMm: 1.5,
  compact: true,
};

// A4 and Letter are over 200 mm wide; a 4 × 6 in label is 101.6 mm.
const SMALLEST_PAPER_MM = 150;

/** The paper type on A4 or Letter, the compact type on a face narrower than a page of paper. */
export const documentTypeFor = (pageMm: { width: number; height: number }): DocumentType =>
  Math.min(pageMm.width, pageMm.height) < SMALLEST_PAPER_MM ? LABEL_TYPE : PAPER_TYPE;

/** Widths in proportion to their shares of `widthMm` (the shares add up to 1). */
export const widthsOf = (shares: readonly number[], widthMm: number): number[] => shares.map((share) => share * widthMm);
