import type { LabelStock } from '../stock/label-stock';
import { faceMm } from '../stock/stock-geometry';
import { COMPACT_STYLE, HALF_SHEET_STYLE, PAGE_STYLE, SCANNABLE_BARS_MM, SMALL_STYLE, type FaceStyle } from './face-styles';

// Faces this wide take a page's layout when as tall as a page, a half sheet's when this tall (Avery 5126, L7168);
// faces at least COMPACT_MM each way, the compact one; smaller ones (however wide), the small one.
const WIDE_MM = 180;
const TALL_PAGE_MM = 250;
const HALF_SHEET_MM = 120;
const COMPACT_MM = 80;
// The small form's bars take this share of the face's height, within a scannable height and the style's.
const BARS_SHARE = 1 / 6;

/** The family of layout a face of this size takes. */
const baseStyle = (stock: LabelStock): FaceStyle => {
  const { width, height } = faceMm(stock);
  if (stock.group === 'pages' || (width >= WIDE_MM && height >= TALL_PAGE_MM)) return PAGE_STYLE;
  if (width >= WIDE_MM && height >= HALF_SHEET_MM) return HALF_SHEET_STYLE;
  return width >= COMPACT_MM && height >= COMPACT_MM ? COMPACT_STYLE : SMALL_STYLE;
};

/**
 * How tall the small form's bars are on this stock: a sixth of the face, never below a scannable height nor
 * above the style's; a continuous roll grows to fit, so the style's. The stock alone decides it, so the
 * worker draws the barcode image for the very box the face leaves it (barcodeBox).
 */
const smallBarsMm = (stock: LabelStock, style: FaceStyle): number =>
  stock.continuous ? style.barcode.barsHeightMm : Math.min(style.barcode.barsHeightMm, Math.max(SCANNABLE_BARS_MM, faceMm(stock).height * BARS_SHARE));

/**
 * How a face on this stock is set: its family's layout, its margins at least the stock's safe margin, and on a
 * roll's leading and trailing ends (the face's top and bottom, or its sides when turned) at least the end margin.
 */
export function faceStyleFor(stock: LabelStock): FaceStyle {
  const style = baseStyle(stock);
  const [across, along] = [stock.safeMarginMm, stock.endMarginMm];
  const needed = stock.feed === 'turned' ? { x: along, y: across } : { x: across, y: along };
  const marginMm = { x: Math.max(style.marginMm.x, needed.x), y: Math.max(style.marginMm.y, needed.y) };
  if (style.form !== 'small') return marginMm.x === style.marginMm.x && marginMm.y === style.marginMm.y ? style : { ...style, marginMm };
  return { ...style, marginMm, barcode: { ...style.barcode, barsHeightMm: smallBarsMm(stock, style) } };
}
