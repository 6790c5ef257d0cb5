import type { LabelData } from './label-data';
import { isFilled } from './filled-text';
import { parcelMark } from './parcel-count';

/** WEIGHT and DIMENSIONS as printed: trimmed, or null when blank, so that line is left out. */
export type PackageValues = { weight: string | null; dimensions: string | null };

const filledOrNull = (value: string): string | null => (isFilled(value) ? value.trim() : null);

export const packageValues = (data: LabelData): PackageValues => ({
  weight: filledOrNull(data.weight),
  dimensions: filledOrNull(data.dimensions),
});

/** The reference and the parcel mark ("2 of 3") as printed, or null when the label has none. */
export type ShipmentValues = { reference: string | null; parcel: string | null };

export const shipmentValues = (data: LabelData): ShipmentValues => ({
  reference: filledOrNull(data.reference),
  parcel: parcelMark(data),
});
