// How a label face is set, per family of sizes: margins, type sizes, line spacing, where headings go.

/** Where a section's heading (TO:, FROM: …) sits: in a column left of its values, or on a line above them. */
export type HeadingPlacement = 'beside' | 'above';

/**
 * `sections`: the spec's column of TO, FROM, WEIGHT/DIMENSIONS, MESSAGE and the barcode, each under its heading.
 * `small`: an address label's: the recipient first and largest, the sender as one return-address line, and the
 * package row, the message and the barcode's bars left out, in that order, where they do not fit.
 */
export type FaceForm = 'sections' | 'small';

export type FaceStyle = {
  form: FaceForm;
  marginMm: { x: number; y: number };
  headings: HeadingPlacement;
  /** Width of the heading column when headings sit beside their values. */
  headingColumnMm: number;
  /** WEIGHT/DIMENSIONS: where the DIMENSIONS column starts (from the content's left), its heading width, the gap. */
  packageColumns: { secondAtMm: number; secondHeadingMm: number; gutterMm: number };
  /**
   * Type sizes in points; the recipient is the most prominent text on every label but A4 (the spec's layout).
   * `name` is the recipient's first line in the small form, which sets the rest of the recipient at `recipient`.
   */
  fontPt: { heading: number; name: number; recipient: number; sender: number; details: number };
  /** Line height as a multiple of the type size. */
  lineHeight: number;
  ruleGapMm: number;
  ruleMm: { thin: number; heavy: number };
  barcode: { maxWidthMm: number; barsHeightMm: number; textGapMm: number };
};

const PT_MM = 25.4 / 72;

/** The spec's A4 layout: headings at 20 mm, values at 50 mm, 12 pt type 8 mm apart, DIMENSIONS at 110/145 mm. */
export const PAGE_STYLE: FaceStyle = {
  form: 'sections',
  marginMm: { x: 20, y: 20 },
  headings: 'beside',
  headingColumnMm: 30,
  packageColumns: { secondAtMm: 90, secondHeadingMm: 35, gutterMm: 5 },
  fontPt: { heading: 12, name: 12, recipient: 12, sender: 12, details: 12 },
  lineHeight: 8 / (12 * PT_MM),
  ruleGapMm: 4,
  ruleMm: { thin: 0.75 * PT_MM, heavy: 2.25 * PT_MM },
  barcode: { maxWidthMm: 110, barsHeightMm: 22, textGapMm: 1 },
};

/** A half sheet of Letter, landscape: wide and short, so headings stay beside and the type is tighter. */
export const HALF_SHEET_STYLE: FaceStyle = {
  form: 'sections',
  marginMm: { x: 12, y: 8 },
  headings: 'beside',
  headingColumnMm: 26,
  packageColumns: { secondAtMm: 100, secondHeadingMm: 30, gutterMm: 5 },
  fontPt: { heading: 9, name: 13, recipient: 13, sender: 9.5, details: 9.5 },
  lineHeight: 1.2,
  ruleGapMm: 1.8,
  ruleMm: { thin: 0.5 * PT_MM, heavy: 1.5 * PT_MM },
  barcode: { maxWidthMm: 110, barsHeightMm: 14, textGapMm: 0.8 },
};

/** About 4 × 6 in (thermal labels, A6, quarter sheets): headings above their values, so values get the full width. */
export const COMPACT_STYLE: FaceStyle = {
  form: 'sections',
  marginMm: { x: 5, y: 5 },
  headings: 'above',
  headingColumnMm: 0,
  packageColumns: { secondAtMm: 0, secondHeadingMm: 0, gutterMm: 4 },
  fontPt: { heading: 7, name: 12.5, recipient: 12.5, sender: 8.5, details: 8.5 },
  lineHeight: 1.2,
  ruleGapMm: 1.6,
  ruleMm: { thin: 0.5 * PT_MM, heavy: 1.5 * PT_MM },
  barcode: { maxWidthMm: Number.POSITIVE_INFINITY, barsHeightMm: 18, textGapMm: 0.8 },
};

/**
 * The shortest bars a barcode is drawn with: ¼ in (6.35 mm). ISO/IEC 15417 sets no height for Code 128; ¼ in is
 * the least that label printer makers (Zebra) and the AIM guidelines recommend, so a hand scanner's line can
 * cross every bar at a slant. Shorter bars would still decode head-on, which is too little to promise.
 */
export const SCANNABLE_BARS_MM = 6.35;

/**
 * Address labels and small rolls (2⅝ × 1 in, Dymo 28 × 89 mm, 62 mm rolls, 4 × 2 in): the small form, its type
 * and margins small, its lines close. Its bars are at most 10 mm tall; faceStyleFor sets them for the face.
 */
export const SMALL_STYLE: FaceStyle = {
  ...COMPACT_STYLE,
  form: 'small',
  marginMm: { x: 2, y: 2 },
  fontPt: { heading: 6, name: 11, recipient: 9, sender: 6.5, details: 6.5 },
  lineHeight: 1.15,
  ruleGapMm: 0.8,
  barcode: { maxWidthMm: Number.POSITIVE_INFINITY, barsHeightMm: 10, textGapMm: 0.5 },
};
