import { PT_PER_MM } from '../../src/label/face-items';

/** Converts millimetres to PDF points (react-pdf's unitless numbers are points). */
export const mm = (millimetres: number): number => millimetres * PT_PER_MM;
