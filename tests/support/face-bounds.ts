import { expect } from 'vitest';
import { PT_PER_MM, type Face } from '../../src/label/face-items';
import type { LabelLayout } from '../../src/label/face-layout';
import { faceStyleFor } from '../../src/label/face-style-for';
import type { LabelStock } from '../../src/stock/label-stock';

// Helvetica's glyphs reach 0.931 em above the baseline (accented capitals) and 0.225 em below it (AFM FontBBox).
const ASCENT_EM = 0.931;
const DESCENT_EM = 0.225;
const TOLERANCE_MM = 1e-6;

/** The ink box of every item of a face, in mm from its top-left corner. */
export const inkBoxes = (face: Face) =>
  face.map((item) => {
    if (item.kind !== 'text') return { item, left: item.xMm, right: item.xMm + item.widthMm, top: item.yMm, bottom: item.yMm + item.heightMm };
    const sizeMm = item.sizePt / PT_PER_MM;
    const widthMm = item.textWidthMm;
    const left = { left: item.xMm, center: item.xMm + (item.widthMm - widthMm) / 2, right: item.xMm + item.widthMm - widthMm }[item.align];
    return { item, left, right: left + widthMm, top: item.baselineMm - ASCENT_EM * sizeMm, bottom: item.baselineMm + DESCENT_EM * sizeMm };
  });

/** The least margin the stock allows on the face: its safe margin, and its end margin at a roll's ends (the sides of a turned face). */
const stockMargins = (stock: LabelStock): { x: number; y: number } =>
  stock.feed === 'turned' ? { x: stock.endMarginMm, y: stock.safeMarginMm } : { x: stock.safeMarginMm, y: stock.endMarginMm };

/**
 * Every item of every face lies inside the label's margins (type may reach a hair above its line box), rows inside
 * their columns; and those margins are never narrower than the stock's own safe and end margins.
 */
export function expectInsideMargins(layout: LabelLayout, stock: LabelStock): void {
  const { marginMm } = faceStyleFor(stock);
  const least = stockMargins(stock);
  expect(marginMm.x, `${stock.id}: side margins`).toBeGreaterThanOrEqual(least.x);
  expect(marginMm.y, `${stock.id}: top and bottom margins`).toBeGreaterThanOrEqual(least.y);
  const { width, height } = layout.faceMm;
  for (const face of layout.faces) {
    for (const { item, left, right, top, bottom } of inkBoxes(face)) {
      const where = JSON.stringify(item);
      const slack = item.kind === 'text' ? 0.05 * (item.sizePt / PT_PER_MM) : 0;
      expect(left, where).toBeGreaterThanOrEqual(marginMm.x - TOLERANCE_MM);
      expect(right, where).toBeLessThanOrEqual(width - marginMm.x + TOLERANCE_MM);
      expect(top, where).toBeGreaterThanOrEqual(marginMm.y - slack - TOLERANCE_MM);
      expect(bottom, where).toBeLessThanOrEqual(height - marginMm.y + TOLERANCE_MM);
      if (item.kind === 'text') expect(right, where).toBeLessThanOrEqual(item.xMm + item.widthMm + TOLERANCE_MM);
      if (item.kind === 'text') expect(left, where).toBeGreaterThanOrEqual(item.xMm - TOLERANCE_MM);
    }
  }
}
