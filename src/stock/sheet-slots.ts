import type { LabelStock } from './label-stock';
import { NO_SHIFT, slotCount, type PrintShift } from './stock-geometry';

// Where each label of a sheet is, and where a run of faces goes: for the preview, the PDF and the sheet's settings.

/** A rectangle on a page, in mm from its top-left corner. */
export type Rect = { xMm: number; yMm: number; widthMm: number; heightMm: number };

/** Where one label face is printed: on which page (from 0) and in which slot (from 1, reading order). */
export type FacePlacement = { page: number; slot: number; rect: Rect };

/** The slot's label on its page, shifted as the printer needs; slot 1 is top left, then left to right, top to bottom. */
export const slotRect = (stock: LabelStock, slot: number, shift: PrintShift = NO_SHIFT): Rect => {
  const index = slot - 1;
  const column = index % stock.grid.columns;
  const row = Math.floor(index / stock.grid.columns);
  return {
    xMm: stock.firstMm.x + column * stock.pitchMm.x + shift.rightMm,
    yMm: stock.firstMm.y + row * stock.pitchMm.y + shift.downMm,
    widthMm: stock.labelMm.width,
    heightMm: stock.labelMm.height,
  };
};

/**
 * Where `faceCount` faces go, one after another from `startSlot`: the rest of the first sheet, then
 * whole new sheets. A single label or page has one slot, so each face is a page of its own.
 */
export const placeFaces = (stock: LabelStock, startSlot: number, faceCount: number, shift: PrintShift = NO_SHIFT): FacePlacement[] => {
  const perPage = slotCount(stock);
  return Array.from({ length: faceCount }, (_, index) => {
    const position = startSlot - 1 + index;
    const slot = (position % perPage) + 1;
    return { page: Math.floor(position / perPage), slot, rect: slotRect(stock, slot, shift) };
  });
};

/** How many pages the faces take. */
export const pageCountOf = (placements: readonly FacePlacement[]): number => (placements.at(-1)?.page ?? -1) + 1;
