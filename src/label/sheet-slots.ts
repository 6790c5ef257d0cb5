import { LABEL_SIZES, faceMm, slotCount, type LabelSizeId } from './label-sizes';

/** A rectangle on a page, in mm from its top-left corner. */
export type Rect = { xMm: number; yMm: number; widthMm: number; heightMm: number };

/** Where one label face is printed: on which page (from 0) and in which slot (from 1, reading order). */
export type FacePlacement = { page: number; slot: number; rect: Rect };

/** The slot's rectangle on its page; slot 1 is top left, then left to right, top to bottom. */
export const slotRect = (size: LabelSizeId, slot: number): Rect => {
  const { grid } = LABEL_SIZES[size];
  const { width, height } = faceMm(LABEL_SIZES[size]);
  const index = slot - 1;
  return { xMm: (index % grid.columns) * width, yMm: Math.floor(index / grid.columns) * height, widthMm: width, heightMm: height };
};

/**
 * Where `faceCount` faces go, one after another from `startSlot`: the rest of the first sheet, then
 * whole new sheets. A single label or page has one slot, so each face is a page of its own.
 */
export const placeFaces = (size: LabelSizeId, startSlot: number, faceCount: number): FacePlacement[] => {
  const perPage = slotCount(LABEL_SIZES[size]);
  return Array.from({ length: faceCount }, (_, index) => {
    const position = startSlot - 1 + index;
    const slot = (position % perPage) + 1;
    return { page: Math.floor(position / perPage), slot, rect: slotRect(size, slot) };
  });
};

/** How many pages the faces take. */
export const pageCountOf = (placements: readonly FacePlacement[]): number => (placements.at(-1)?.page ?? -1) + 1;
