import { dotMm, wholeDots, type PrinterDpi } from './printer-resolution';

/** Code 128 needs a quiet zone of at least 10 modules on each side. */
export const QUIET_ZONE_MODULES = 10;
/** Short values are not blown up: a module (the narrowest bar) is at most this wide. */
export const MAX_MODULE_MM = 0.6;

/** How a barcode prints: each module a whole number of printer dots, quiet zones included in its width. */
export type BarcodeFit = { moduleDots: number; totalModules: number; widthDots: number; widthMm: number; dpi: PrinterDpi };

/**
 * The widest whole-dot module with which `barModules` modules and their quiet zones fit in `boxWidthMm` less a dot,
 * or null when even one dot per module is too wide: the value is too long for a barcode on this label.
 */
export const fitBarcode = (barModules: number, boxWidthMm: number, dpi: PrinterDpi): BarcodeFit | null => {
  const totalModules = barModules + 2 * QUIET_ZONE_MODULES;
  // A dot narrower than the box, so that a start on the printer's dot grid inside the box always exists (see snapInside).
  const fitting = Math.floor((wholeDots(boxWidthMm, dpi) - 1) / totalModules);
  const moduleDots = Math.min(fitting, Math.max(1, wholeDots(MAX_MODULE_MM, dpi)));
  if (moduleDots < 1) return null;
  const widthDots = totalModules * moduleDots;
  return { moduleDots, totalModules, widthDots, widthMm: widthDots * dotMm(dpi), dpi };
};

/** A position moved to the nearest printer dot, so bars start on the printer's grid. */
export const snapToDots = (positionMm: number, dpi: PrinterDpi): number => Math.round(positionMm / dotMm(dpi)) * dotMm(dpi);

/**
 * Where something `lengthMm` long that should start at `positionMm` starts on the printer's grid: the nearest dot
 * that keeps it inside its box (a hair of tolerance aside), so snapping never pushes bars into a label's margin.
 */
export const snapInside = (positionMm: number, lengthMm: number, box: { startMm: number; lengthMm: number }, dpi: PrinterDpi): number => {
  const dot = dotMm(dpi);
  const first = Math.ceil(box.startMm / dot - 1e-9) * dot;
  const last = Math.floor((box.startMm + box.lengthMm - lengthMm) / dot + 1e-9) * dot;
  const nearest = snapToDots(positionMm, dpi);
  return first > last ? nearest : Math.min(Math.max(nearest, first), last);
};

/**
 * Where bars `bars.widthMm` wide and `bars.heightMm` tall are drawn in their box: centred across it and at its top, on
 * the printer's dot grid. They may sit a dot lower than the box, never higher: above it is the label's margin. The PDF
 * and the ZPL place them alike.
 */
export const placeBars = (
  box: { xMm: number; yMm: number; widthMm: number; heightMm: number },
  bars: { widthMm: number; heightMm: number; dpi: PrinterDpi },
): { xMm: number; yMm: number } => ({
  xMm: snapInside(box.xMm + (box.widthMm - bars.widthMm) / 2, bars.widthMm, { startMm: box.xMm, lengthMm: box.widthMm }, bars.dpi),
  yMm: snapInside(box.yMm, bars.heightMm, { startMm: box.yMm, lengthMm: box.heightMm + dotMm(bars.dpi) }, bars.dpi),
});
