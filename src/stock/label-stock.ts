import type { PrinterDpi } from '../label/printer-resolution';

// What a label is printed on, as its maker publishes it. Pure data: the catalogue and a visitor's custom stock
// are both LabelStock, and every rule (where slot 3 is, how big a face is) reads these figures alone.

/** How the "Label size" control groups the stock. */
export type StockGroup = 'pages' | 'rolls' | 'letter-sheets' | 'a4-sheets';

/** A width and a height in millimetres. */
export type MmSize = { width: number; height: number };

/**
 * How a roll label leaves the printer. `upright`: the page is the label, read as it comes out. `turned`: the
 * driver feeds it short edge first (Dymo 30252), so the page is narrow and tall and the face
 * is drawn across its long side, a quarter turn clockwise.
 */
export type StockFeed = 'upright' | 'turned';

export type LabelStock = {
  /** Stable key, remembered in the preferences: "avery-5163", "dymo-30252", "4x6". */
  id: string;
  group: StockGroup;
  /** What is printed on the box: "Avery 5163 / 8163", "Dymo 30252", "Brother DK-11202"; or the stock's kind: "4 × 6 in thermal label". */
  product: string;
  /** Other makers' codes with the same geometry: "Avery J8165", "Dymo 99010". */
  equivalents: readonly string[];
  /** One label as sold, in the unit it is sold in: "4 × 2 in", "99.1 × 67.7 mm". */
  sizeText: string;
  /** The PDF page: the sheet, or for rolls the label in its feed orientation. Continuous rolls: the width, and the shortest length. */
  pageMm: MmSize;
  /** One label as it lies on the page (for `turned` rolls, narrow and tall like the page). */
  labelMm: MmSize;
  grid: { columns: number; rows: number };
  /** The first (top-left) label's corner, from the page's top-left corner. */
  firstMm: { x: number; y: number };
  /** From one label's corner to the next one's, across and down. */
  pitchMm: { x: number; y: number };
  cornerRadiusMm: number;
  /** Nothing is printed closer than this to a label's edge: die-cut tolerance, rounded corners, the printer's unprintable edge. */
  safeMarginMm: number;
  /** A roll's leading and trailing edges, which label printers cannot print as near as its sides (Dymo: ~6 mm); elsewhere the safe margin. */
  endMarginMm: number;
  defaultDpi: PrinterDpi;
  feed: StockFeed;
  /** A continuous roll: the page is as long as the label's content (at least pageMm.height). */
  continuous: boolean;
};
