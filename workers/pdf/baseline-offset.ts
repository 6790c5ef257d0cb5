import type { FontId } from '../../src/label/label-fonts';

// Where react-pdf (4.x: textkit 7, render 4) puts a Text's first baseline, so the worker can place each row's
// baseline where the layout model put it. textkit stacks the line boxes from the Text's top, and render draws
// a line at its box's top plus the line's ascent: the largest ascent × size / unitsPerEm of its runs' fonts
// (fontkit's hhea ascent for an embedded font). lineHeight only sets the box's height, the pitch to the next
// line: there is no half-leading above the first line, so the offset is the same at every line height.

/** A font's ascent in em, as react-pdf's text layout reads it. */
export type AscentEm = (font: FontId) => number;

/** react-pdf's StandardFont gives Helvetica (and Helvetica-Bold) an ascent of 900 of its 1000 units. */
export const HELVETICA_ASCENT_EM = 0.9;

/**
 * A stacked Text's lines but the last end in a newline, which none of the embedded fonts has a glyph for:
 * react-pdf sets it in its fallback font, Helvetica, so such a line's ascent is at least Helvetica's.
 */
export const NEWLINE_FONT: FontId = 'Helvetica';

/** How far below a Text's top react-pdf puts the first baseline, in pt, for a line of these fonts at this size. */
export const firstBaselinePt = (fonts: readonly FontId[], sizePt: number, ascentEm: AscentEm): number =>
  Math.max(...(fonts.length > 0 ? fonts : [NEWLINE_FONT]).map(ascentEm)) * sizePt;

/**
 * Whether rows in this font can share one Text and still land one pitch apart: true where the newline's
 * Helvetica does not raise a line's ascent, so the last line (without one) sits like the others.
 */
export const stacksEvenly = (font: FontId, ascentEm: AscentEm): boolean => ascentEm(font) >= ascentEm(NEWLINE_FONT);
