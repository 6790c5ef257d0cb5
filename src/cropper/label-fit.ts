import { dotMm, type PrinterDpi } from '../label/printer-resolution';
import type { LabelStock } from '../stock/label-stock';
import type { Rect } from '../stock/sheet-slots';
import { orientationOf, turnedSize } from './crop-edit';
import type { PageSizeMm, QuarterTurns } from './source-page';

// Where a cropped label lands on the visitor's stock: turned to lie like the label stock, at its own size when it
// already is the stock's size, else as large as the printable area allows.

/** 'fit': as large as the label allows; 'actual': 1:1 where the crop is the label's size. */
export type FitMode = 'fit' | 'actual';

/** How close (mm, each way) a label must be to the label stock's size to print at actual size. */
export const ACTUAL_SIZE_TOLERANCE_MM = 3;

/** A fit that shrinks the label below this scale warns that barcodes may not scan. */
export const SHRINK_WARNING_SCALE = 0.85;

/** The longest page a continuous roll prints, as for the label generator's labels. */
const CONTINUOUS_MAX_MM = 1000;

/** A snapped image scale is used when it keeps at least this share of the fitted size… */
const WHOLE_DOT_SHARE = 0.9;
/** …or, when the label still fits its stock, grows it by at most this share. */
const WHOLE_DOT_SHARE_ABOVE = 1.1;

export type LabelPlacement = {
  /** Total clockwise quarter turns applied to the crop: the visitor's plus auto-rotation. */
  turns: QuarterTurns;
  /** Output mm per source mm. */
  scale: number;
  /** The turned, scaled crop's box on the output page, mm from the page's top-left. */
  rect: Rect;
  /** What of it prints: the slot (the label's own rectangle on the page). */
  clip: Rect;
  /** The output page: the stock's, except a continuous roll's, as long as the fitted label and its end margins. */
  pageMm: PageSizeMm;
  /** Printed 1:1. */
  actualSize: boolean;
  /** Barcodes may not scan: a vector label below SHRINK_WARNING_SCALE, an image below 0.85 printer dots a pixel. */
  shrinks: boolean;
};

export type FitInput = {
  /** The crop's size in source mm, before turning. */
  crop: PageSizeMm;
  /** The visitor's turns. */
  turns: QuarterTurns;
  /** Add a clockwise quarter turn when the turned crop lies the other way from the printable area (near-squares never turn). */
  autoRotate: boolean;
  /** The slot on the output page (placeFaces/slotRect). */
  slot: Rect;
  stock: LabelStock;
  mode: FitMode;
  dpi: PrinterDpi;
  /** For image sources: the crop's pixels per source mm. */
  imagePxPerMm?: number;
};

/**
 * An image's output mm per source pixel, snapped to whole printer dots (k dots a pixel, or a pixel every k dots) so
 * bars keep even widths; kept as it is (scaled once) where the nearest smaller whole-dot scale loses more than 10 %.
 */
export const wholeDotMmPerPx = (mmPerPx: number, dpi: PrinterDpi): number => {
  const dot = dotMm(dpi);
  // The hair keeps a scale of exactly 2 dots from reading as 1.9999999 and snapping down to 1.
  const snapped = mmPerPx >= dot ? Math.floor(mmPerPx / dot + 1e-9) * dot : dot / Math.ceil(dot / mmPerPx - 1e-9);
  return snapped >= WHOLE_DOT_SHARE * mmPerPx ? snapped : mmPerPx;
};

const inset = (rect: Rect, sideMm: number, endMm: number): Rect => ({
  xMm: rect.xMm + sideMm,
  yMm: rect.yMm + endMm,
  widthMm: Math.max(0, rect.widthMm - 2 * sideMm),
  heightMm: Math.max(0, rect.heightMm - 2 * endMm),
});

/** A box of `size` centred on `area`. */
const centred = (size: PageSizeMm, area: Rect): Rect => ({
  xMm: area.xMm + (area.widthMm - size.widthMm) / 2,
  yMm: area.yMm + (area.heightMm - size.heightMm) / 2,
  ...size,
});

const scaled = (size: PageSizeMm, scale: number): PageSizeMm => ({ widthMm: size.widthMm * scale, heightMm: size.heightMm * scale });

/** Within the tolerance of the slot each way; on a continuous roll, of its width, the page taking the label's length. */
const isActualSize = (label: PageSizeMm, slot: Rect, continuous: boolean): boolean => {
  const nearly = (a: number, b: number) => Math.abs(a - b) <= ACTUAL_SIZE_TOLERANCE_MM;
  return nearly(label.widthMm, slot.widthMm) && (continuous ? label.heightMm <= CONTINUOUS_MAX_MM : nearly(label.heightMm, slot.heightMm));
};

/**
 * The visitor's turns, and a quarter more where the crop lies the other way from the printable area, unless it already
 * prints at actual size as it lies (a label as wide as a continuous roll, say).
 */
const totalTurns = (input: FitInput, printable: PageSizeMm): QuarterTurns => {
  const label = turnedSize(input.crop, input.turns);
  if (!input.autoRotate || (input.mode === 'actual' && isActualSize(label, input.slot, input.stock.continuous))) return input.turns;
  const lies = orientationOf(label);
  // A continuous roll grows to the label's length, so its printable area counts as portrait: the label's long side runs along the roll.
  const area = input.stock.continuous ? 'portrait' : orientationOf(printable);
  const across = lies !== 'square' && area !== 'square' && lies !== area;
  return ((input.turns + (across ? 1 : 0)) % 4) as QuarterTurns;
};

/** The largest scale keeping the label's shape inside the area; a continuous roll's is as long as it needs, up to its longest page. */
const fitScale = (label: PageSizeMm, printable: Rect, stock: LabelStock): number => {
  const alongMm = stock.continuous ? CONTINUOUS_MAX_MM - 2 * stock.endMarginMm : printable.heightMm;
  return Math.min(printable.widthMm / label.widthMm, alongMm / label.heightMm);
};

/** The smallest whole-dot scale (k dots a pixel, or a pixel every k dots) at least `mmPerPx`. */
const wholeDotAbove = (mmPerPx: number, dpi: PrinterDpi): number => {
  const dot = dotMm(dpi);
  return mmPerPx >= dot ? Math.ceil(mmPerPx / dot - 1e-9) * dot : dot / Math.floor(dot / mmPerPx + 1e-9);
};

/**
 * The scale the label prints at: 1, or the fit's; an image's snapped to whole printer dots a pixel where that is close:
 * up to 10 % larger when the label still fits the label stock itself (a carrier's image has white edges of its own, so
 * its 203-dpi pixels print one dot each on a 4 × 6 label rather than resampled by 2 % to clear the safe margin), else smaller.
 */
const scaleOf = (input: FitInput, label: PageSizeMm, printable: Rect, actualSize: boolean): number => {
  if (actualSize) return 1;
  const fitted = fitScale(label, printable, input.stock);
  const pxPerMm = input.imagePxPerMm;
  if (pxPerMm === undefined) return fitted;
  const mmPerPx = fitted / pxPerMm;
  const above = wholeDotAbove(mmPerPx, input.dpi);
  const within = (scale: number) => label.widthMm * scale <= input.slot.widthMm + 1e-6 && (input.stock.continuous || label.heightMm * scale <= input.slot.heightMm + 1e-6);
  if (above <= WHOLE_DOT_SHARE_ABOVE * mmPerPx && within(above * pxPerMm)) return above * pxPerMm;
  return wholeDotMmPerPx(mmPerPx, input.dpi) * pxPerMm;
};

/** A continuous roll's page: `lengthMm` long, to the tenth above, between the roll's shortest label and 1 m. */
const rollPageMm = (stock: LabelStock, lengthMm: number): PageSizeMm => ({
  widthMm: stock.pageMm.width,
  heightMm: Math.min(CONTINUOUS_MAX_MM, Math.max(stock.pageMm.height, Math.ceil(lengthMm * 10 - 1e-6) / 10)),
});

/** Whether the label prints too small for its barcodes: a vector one by its scale, an image by printer dots a pixel. */
const shrinksBarcodes = (scale: number, input: FitInput): boolean =>
  input.imagePxPerMm === undefined ? scale < SHRINK_WARNING_SCALE : scale / input.imagePxPerMm / dotMm(input.dpi) < SHRINK_WARNING_SCALE;

/** Where a cropped label lands on the stock: its turns, scale, box and clip on the output page, and whether to warn. */
export const fitLabel = (input: FitInput): LabelPlacement => {
  const { stock, slot } = input;
  const printable = inset(slot, stock.safeMarginMm, stock.endMarginMm);
  const turns = totalTurns(input, printable);
  const label = turnedSize(input.crop, turns);
  const actualSize = input.mode === 'actual' && isActualSize(label, slot, stock.continuous);
  const scale = scaleOf(input, label, printable, actualSize);
  const size = scaled(label, scale);
  const pageMm = stock.continuous
    ? rollPageMm(stock, actualSize ? size.heightMm : size.heightMm + 2 * stock.endMarginMm)
    : { widthMm: stock.pageMm.width, heightMm: stock.pageMm.height };
  // A roll's slot is its whole page, so on a continuous roll it grows with the page.
  const clip = stock.continuous ? { ...slot, heightMm: pageMm.heightMm } : slot;
  const rect = centred(size, actualSize ? clip : inset(clip, stock.safeMarginMm, stock.endMarginMm));
  return { turns, scale, rect, clip, pageMm, actualSize, shrinks: shrinksBarcodes(scale, input) };
};
