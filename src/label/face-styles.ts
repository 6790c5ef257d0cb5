// How a label face is set, per family of sizes: margins, type sizes, line spacing, where headings go.

/** Where a section's heading (TO:, FROM: …) sits: in a column left of its values, or on a line above them. */
export type HeadingPlacement = 'beside' | 'above';

export type FaceStyle = {
  marginMm: { x: number; y: number };
  headings: HeadingPlacement;
  /** Width of the heading column when headings sit beside their values. */
  headingColumnMm: number;
  /** WEIGHT/DIMENSIONS: where the DIMENSIONS column starts (from the content's left), its heading width, the gap. */
  packageColumns: { secondAtMm: number; secondHeadingMm: number; gutterMm: number };
  /** Type sizes in points; the recipient is the most prominent text on every label but A4 (the spec's layout). */
  fontPt: { heading: number; recipient: number; sender: number; details: number };
  /** Line height as a multiple of the type size. */
  lineHeight: number;
  ruleGapMm: number;
  ruleMm: { thin: number; heavy: number };
  barcode: { maxWidthMm: number; barsHeightMm: number; textGapMm: number };
};

const PT_MM = 25.4 / 72;

/** The spec's A4 layout: headings at 20 mm, values at 50 mm, 12 pt type 8 mm apart, DIMENSIONS at 110/145 mm. */
export const PAGE_STYLE: FaceStyle = {
  marginMm: { x: 20, y: 20 },
  headings: 'beside',
  headingColumnMm: 30,
  packageColumns: { secondAtMm: 90, secondHeadingMm: 35, gutterMm: 5 },
  fontPt: { heading: 12, recipient: 12, sender: 12, details: 12 },
  lineHeight: 8 / (12 * PT_MM),
  ruleGapMm: 4,
  ruleMm: { thin: 0.75 * PT_MM, heavy: 2.25 * PT_MM },
  barcode: { maxWidthMm: 110, barsHeightMm: 22, textGapMm: 1 },
};

/** A half sheet of Letter, landscape: wide and short, so headings stay beside and the type is tighter. */
export const HALF_SHEET_STYLE: FaceStyle = {
  marginMm: { x: 12, y: 8 },
  headings: 'beside',
  headingColumnMm: 26,
  packageColumns: { secondAtMm: 100, secondHeadingMm: 30, gutterMm: 5 },
  fontPt: { heading: 9, recipient: 13, sender: 9.5, details: 9.5 },
  lineHeight: 1.2,
  ruleGapMm: 1.8,
  ruleMm: { thin: 0.5 * PT_MM, heavy: 1.5 * PT_MM },
  barcode: { maxWidthMm: 110, barsHeightMm: 14, textGapMm: 0.8 },
};

/** About 4 × 6 in (thermal labels, A6, quarter sheets): headings above their values, so values get the full width. */
export const COMPACT_STYLE: FaceStyle = {
  marginMm: { x: 5, y: 5 },
  headings: 'above',
  headingColumnMm: 0,
  packageColumns: { secondAtMm: 0, secondHeadingMm: 0, gutterMm: 4 },
  fontPt: { heading: 7, recipient: 12.5, sender: 8.5, details: 8.5 },
  lineHeight: 1.2,
  ruleGapMm: 1.6,
  ruleMm: { thin: 0.5 * PT_MM, heavy: 1.5 * PT_MM },
  barcode: { maxWidthMm: Number.POSITIVE_INFINITY, barsHeightMm: 18, textGapMm: 0.8 },
};

/** Quarter sheets go through office printers, which cannot print the last few millimetres of a sheet. */
export const QUARTER_SHEET_STYLE: FaceStyle = { ...COMPACT_STYLE, marginMm: { x: 7, y: 7 } };
