/** Converts millimetres to PDF points (react-pdf's unitless numbers are points). */
export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;
