// Label layout in millimetres from the page's left and top edges (spec section 9).
export const PAGE_MARGIN_MM = 20;
export const RIGHT_EDGE_MM = 190;
export const VALUE_X_MM = 50;
export const LINE_SPACING_MM = 8;
export const RIGHT_COLUMN_X_MM = 110;
export const RIGHT_VALUE_X_MM = 145;
export const COLUMN_GUTTER_MM = 5;
export const RULE_GAP_MM = 4;

export const FONT_SIZE_PT = 12;
export const FONT_REGULAR = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

/** Width of the value column of a full-width row (TO, FROM, MESSAGE). */
export const FULL_VALUE_WIDTH_MM = RIGHT_EDGE_MM - VALUE_X_MM;
