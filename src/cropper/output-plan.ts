import { NOMINAL_IMAGE_DPI } from './image-resolution';
import { fitLabel, type FitMode, type LabelPlacement } from './label-fit';
import type { CropRect, QuarterTurns } from './source-page';
import type { LabelStock } from '../stock/label-stock';
import type { PrintOptions } from '../stock/print-options';
import { placeFaces } from '../stock/sheet-slots';

/**
 * A label to print: its crop, the visitor's turns, and for pixels (an image's, a ZPL label's, snapped to whole dots)
 * how many a source mm holds; null for a PDF's vector drawing.
 */
export type PlannedLabel = { crop: CropRect; turns: QuarterTurns; pxPerMm: number | null };

/** Where one label prints: on which output page (from 0) and how it is turned, scaled and clipped there. */
export type PlacedLabel = { page: number; fitted: LabelPlacement };

/** An image label's pixels per source mm: the nominal resolution carriers make them at. */
export const IMAGE_PX_PER_MM = NOMINAL_IMAGE_DPI / 25.4;

/**
 * Every label's place on the stock, one a slot from the start slot (a page each on rolls and page stock): the
 * preview draws this plan and the worker writes it, so they never disagree.
 */
export function planOutput(labels: readonly PlannedLabel[], stock: LabelStock, options: Pick<PrintOptions, 'startSlot' | 'shift' | 'dpi'>, mode: FitMode): PlacedLabel[] {
  const slots = placeFaces(stock, options.startSlot, labels.length, options.shift);
  return labels.flatMap((label, index) => {
    const slot = slots[index];
    if (slot === undefined) return []; // placeFaces places every label: never
    const fitted = fitLabel({
      crop: { widthMm: label.crop.widthMm, heightMm: label.crop.heightMm },
      turns: label.turns,
      autoRotate: true,
      slot: slot.rect,
      stock,
      mode,
      dpi: options.dpi,
      ...(label.pxPerMm !== null ? { imagePxPerMm: label.pxPerMm } : {}),
    });
    // A continuous roll's every label is a page of its own; so is every label of a one-slot stock.
    return [{ page: stock.continuous ? index : slot.page, fitted }];
  });
}
