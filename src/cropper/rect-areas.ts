import type { Rect } from '../stock/sheet-slots';

/** `rect` grown by `marginMm` on every side, then cut to `within`; null when nothing of it is left. */
export function grownWithin(rect: Rect, marginMm: number, within: Rect): Rect | null {
  const left = Math.max(within.xMm, rect.xMm - marginMm);
  const top = Math.max(within.yMm, rect.yMm - marginMm);
  const right = Math.min(within.xMm + within.widthMm, rect.xMm + rect.widthMm + marginMm);
  const bottom = Math.min(within.yMm + within.heightMm, rect.yMm + rect.heightMm + marginMm);
  return right > left && bottom > top ? { xMm: left, yMm: top, widthMm: right - left, heightMm: bottom - top } : null;
}

/** The smallest rectangle holding them all. */
export function unionOf(rects: readonly Rect[]): Rect {
  const left = Math.min(...rects.map((rect) => rect.xMm));
  const top = Math.min(...rects.map((rect) => rect.yMm));
  const right = Math.max(...rects.map((rect) => rect.xMm + rect.widthMm));
  const bottom = Math.max(...rects.map((rect) => rect.yMm + rect.heightMm));
  return { xMm: left, yMm: top, widthMm: right - left, heightMm: bottom - top };
}
