import type { Rect } from '../stock/sheet-slots';

// A page of a file the visitor brought (a PDF's page, or an image as a page of its own) and the label on it.

/** A page's size in mm, as it is shown: a PDF page with its own /Rotate applied; an image at its nominal resolution. */
export type PageSizeMm = { widthMm: number; heightMm: number };

/** Clockwise quarter turns: how far a label is turned to be read upright on the stock. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** A crop box on a page, in mm from the page's top-left corner (the shared Rect of the stock model). */
export type CropRect = Rect;

/**
 * A page rendered small for finding its label: luminance (0 black … 255 white), one byte a pixel, row by row from
 * the top-left corner, `pxPerMm` pixels to the millimetre in both directions.
 */
export type GrayRaster = { width: number; height: number; pxPerMm: number; luma: Uint8Array };
