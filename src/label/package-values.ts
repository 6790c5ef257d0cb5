import type { LabelData } from './label-data';
import { isFilled } from './filled-text';

/** WEIGHT and DIMENSIONS as printed: trimmed, or null when blank, so that line is left out. */
export type PackageValues = { weight: string | null; dimensions: string | null };

const filledOrNull = (value: string): string | null => (isFilled(value) ? value.trim() : null);

export const packageValues = (data: LabelData): PackageValues => ({
  weight: filledOrNull(data.weight),
  dimensions: filledOrNull(data.dimensions),
});
