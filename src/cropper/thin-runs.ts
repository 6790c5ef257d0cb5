import { inkSpanOfRows, type InkMask } from './ink-mask';

// The cross-sections of lines: ink runs only a few pixels long with paper either side. A horizontal line is such
// a run in every column it crosses, a vertical line in every row. A barcode's bars have too little paper beside them.

/** How thin a run is at most, and how much paper it needs on either side, in pixels. */
export type ThinSizes = { maxThickness: number; clearance: number };

/** Whether an ink run from `from` to `to` is thin, with paper `clearance` pixels before it and after it. */
const thinAndClear = (from: number, to: number, previousEnd: number, nextStart: number, sizes: ThinSizes): boolean =>
  to - from < sizes.maxThickness && from - previousEnd > sizes.clearance && nextStart - to > sizes.clearance;

/** Where the next ink after `after` is along a row, looking no further than `clearance` pixels (or beyond it). */
const nextInkInRow = (ink: Uint8Array, rowStart: number, width: number, after: number, clearance: number): number => {
  for (let x = after + 1; x <= after + clearance && x < width; x += 1) if (ink[rowStart + x] === 1) return x;
  return after + clearance + 1;
};

/** Where the next ink after row `after` is down column `x`, looking no further than `clearance` rows. */
const nextInkInColumn = (mask: InkMask, x: number, after: number, clearance: number): number => {
  for (let y = after + 1; y <= after + clearance && y < mask.height; y += 1) if (mask.ink[y * mask.width + x] === 1) return y;
  return after + clearance + 1;
};

/** The pixels of row-wise thin runs (cross-sections of vertical lines), as keys `x * height + y`, sorted. */
export const thinInRows = (mask: InkMask, sizes: ThinSizes): Int32Array => {
  const { width, height, ink } = mask;
  const keys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    const end = Math.min(width, (mask.inkTo[y] ?? -1) + 1);
    let previousEnd = -sizes.clearance - 1;
    let x = mask.inkFrom[y] ?? width;
    while (x < end) {
      if (ink[rowStart + x] !== 1) {
        x += 1;
        continue;
      }
      const from = x;
      while (x < end && ink[rowStart + x] === 1) x += 1;
      const to = x - 1;
      if (thinAndClear(from, to, previousEnd, nextInkInRow(ink, rowStart, width, to, sizes.clearance), sizes)) {
        for (let at = from; at <= to; at += 1) keys.push(at * height + y);
      }
      previousEnd = to;
    }
  }
  return Int32Array.from(keys).sort();
};

/**
 * The pixels of column-wise thin runs (cross-sections of horizontal lines), as keys `y * width + x` (the pixel's
 * index), sorted. Walks the rows in order, as the raster is stored, keeping each column's current run.
 */
export const thinInColumns = (mask: InkMask, sizes: ThinSizes): Int32Array => {
  const { width, height, ink } = mask;
  const keys: number[] = [];
  const runStart = new Int32Array(width).fill(-1);
  const previousEnd = new Int32Array(width).fill(-sizes.clearance - 1);
  const closeRun = (x: number, to: number): void => {
    const from = runStart[x] ?? 0;
    if (thinAndClear(from, to, previousEnd[x] ?? 0, nextInkInColumn(mask, x, to, sizes.clearance), sizes)) {
      for (let y = from; y <= to; y += 1) keys.push(y * width + x);
    }
    previousEnd[x] = to;
    runStart[x] = -1;
  };
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    // Runs open or close only where this row or the one above has ink.
    const span = inkSpanOfRows(mask, y - 1, y, 0);
    for (let x = span.from; x <= span.to; x += 1) {
      if (ink[rowStart + x] === 1) {
        if (runStart[x] === -1) runStart[x] = y;
      } else if (runStart[x] !== -1) closeRun(x, y - 1);
    }
  }
  for (let x = 0; x < width; x += 1) if (runStart[x] !== -1) closeRun(x, height - 1);
  return Int32Array.from(keys).sort();
};
