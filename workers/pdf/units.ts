/** Converts millimetres to PDF points (react-pdf's unitless numbers are points). */
export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;

/**
 * A line height in mm as an absolute 'pt' string: react-pdf multiplies a unitless lineHeight by the
 * fontSize of the element's own style (18 when inherited), so a bare number would be wrong.
 */
export const lineHeightMm = (millimetres: number): string => `${mm(millimetres)}pt`;
