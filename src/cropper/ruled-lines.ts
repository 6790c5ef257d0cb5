import type { InkMask } from './ink-mask';
import type { PixelBox } from './pixel-box';

// The thin straight lines of a page: the solid ones that may border a label, and the fold and cut lines that
// cross the paper between a label and what is printed around it.

/** Solid lines (horizontal and vertical, as pixel boxes) and the pixels of fold and cut lines. */
export type RuledLines = { horizontal: PixelBox[]; vertical: PixelBox[]; foldPixels: Uint8Array };

/** A line's sizes in pixels at one resolution. */
type LineSizes = { maxThickness: number; clearance: number; minLength: number; bridge: number; maxDashGap: number };

// A border or a fold line is at most this thick; a barcode's bars are thicker or have no paper beside them.
const MAX_THICKNESS_MM = 1.6;
// Paper on both sides of a line, so the bars of a barcode (with narrow spaces) are not taken for lines.
const CLEARANCE_MM = 0.6;
const MIN_LINE_MM = 8;
// A dashed line's dashes are at most this far apart.
const MAX_DASH_GAP_MM = 8;
// Fold and cut lines cross much of the page: dashed ones at least this share of it, solid ones this share.
const DASHED_FOLD_SHARE_OF_PAGE = 0.4;
const SOLID_FOLD_SHARE_OF_PAGE = 0.75;
const MIN_DASH_BREAKS = 3;
// Ink along a dashed line: dots and dashes, not a solid line with a few crossings.
const DASHED_COVER = { min: 0.12, max: 0.9 };
// A solid line is drawn over this much of its length (the rest is where other lines cross it).
const SOLID_COVER = 0.8;

const lineSizes = (pxPerMm: number): LineSizes => ({
  maxThickness: Math.max(2, Math.round(MAX_THICKNESS_MM * pxPerMm)),
  clearance: Math.max(1, Math.round(CLEARANCE_MM * pxPerMm)),
  minLength: Math.round(MIN_LINE_MM * pxPerMm),
  // A line crossing another loses the crossing's pixels (they are not thin there); bridge gaps that wide.
  bridge: Math.max(2, Math.round(MAX_THICKNESS_MM * pxPerMm)),
  maxDashGap: Math.round(MAX_DASH_GAP_MM * pxPerMm),
});

/** How to walk the raster line by line: along its rows (for horizontal lines) or down its columns. */
type Walk = { lines: number; length: number; lineStep: number; step: number };

const rowsOf = (mask: InkMask): Walk => ({ lines: mask.height, length: mask.width, lineStep: mask.width, step: 1 });

const columnsOf = (mask: InkMask): Walk => ({ lines: mask.width, length: mask.height, lineStep: 1, step: mask.width });

/** A stretch of one walked line: which line, and from where to where along it (pixels, inclusive). */
type Run = { line: number; from: number; to: number };

/** Whether an ink run from `from` to `to` is thin with paper `clearance` pixels before it and after it. */
const thinAndClear = (from: number, to: number, previousEnd: number, nextStart: number, sizes: LineSizes): boolean =>
  to - from < sizes.maxThickness && from - previousEnd > sizes.clearance && nextStart - to > sizes.clearance;

/** Where the next ink after `after` is along a row, looking no further than `clearance` pixels (or beyond it). */
const nextInkInRow = (ink: Uint8Array, rowStart: number, width: number, after: number, clearance: number): number => {
  for (let x = after + 1; x <= after + clearance && x < width; x += 1) if (ink[rowStart + x] === 1) return x;
  return after + clearance + 1;
};

/** Marks the row-wise thin runs with paper either side: the cross-sections of vertical lines. */
const markThinInRows = (mask: InkMask, marks: Uint8Array, sizes: LineSizes): void => {
  const { width, height, ink } = mask;
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    let previousEnd = -sizes.clearance - 1;
    let x = 0;
    while (x < width) {
      if (ink[rowStart + x] !== 1) {
        x += 1;
        continue;
      }
      const from = x;
      while (x < width && ink[rowStart + x] === 1) x += 1;
      const to = x - 1;
      if (thinAndClear(from, to, previousEnd, nextInkInRow(ink, rowStart, width, to, sizes.clearance), sizes)) marks.fill(1, rowStart + from, rowStart + to + 1);
      previousEnd = to;
    }
  }
};

/** Where the next ink after row `after` is down column `x`, looking no further than `clearance` rows. */
const nextInkInColumn = (mask: InkMask, x: number, after: number, clearance: number): number => {
  for (let y = after + 1; y <= after + clearance && y < mask.height; y += 1) if (mask.ink[y * mask.width + x] === 1) return y;
  return after + clearance + 1;
};

/**
 * Marks the column-wise thin runs with paper above and below: the cross-sections of horizontal lines. Walks the
 * rows in order (as the raster is stored), keeping each column's current run.
 */
const markThinInColumns = (mask: InkMask, marks: Uint8Array, sizes: LineSizes): void => {
  const { width, height, ink } = mask;
  const runStart = new Int32Array(width).fill(-1);
  const previousEnd = new Int32Array(width).fill(-sizes.clearance - 1);
  const closeRun = (x: number, to: number): void => {
    const from = runStart[x] ?? 0;
    if (thinAndClear(from, to, previousEnd[x] ?? 0, nextInkInColumn(mask, x, to, sizes.clearance), sizes)) {
      for (let y = from; y <= to; y += 1) marks[y * width + x] = 1;
    }
    previousEnd[x] = to;
    runStart[x] = -1;
  };
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    for (let x = 0; x < width; x += 1) {
      if (ink[rowStart + x] === 1) {
        if (runStart[x] === -1) runStart[x] = y;
      } else if (runStart[x] !== -1) closeRun(x, y - 1);
    }
  }
  for (let x = 0; x < width; x += 1) if (runStart[x] !== -1) closeRun(x, height - 1);
};

/** What one walked line is found to hold: solid lines, and fold lines (dashed, or solid across the page). */
type Found = { solid: Run[]; folds: Run[] };

const closeSolid = (found: Found, walk: Walk, sizes: LineSizes, line: number, from: number, to: number, ink: number): void => {
  const span = to - from + 1;
  if (ink < span * SOLID_COVER) return;
  if (span >= sizes.minLength) found.solid.push({ line, from, to });
  if (span >= walk.length * SOLID_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from, to });
};

const closeChain = (found: Found, walk: Walk, line: number, from: number, to: number, ink: number, breaks: number): void => {
  const span = to - from + 1;
  const cover = ink / span;
  const dashed = breaks >= MIN_DASH_BREAKS && cover >= DASHED_COVER.min && cover <= DASHED_COVER.max;
  if (dashed && span >= walk.length * DASHED_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from, to });
};

/** The solid lines of one walked line (short breaks bridged), and its fold lines. */
const traceLine = (marks: Uint8Array, walk: Walk, line: number, sizes: LineSizes, found: Found): void => {
  const { length, step } = walk;
  const base = line * walk.lineStep;
  let [solidFrom, solidTo, solidInk] = [-1, -1, 0];
  let [chainFrom, chainTo, chainInk, chainBreaks] = [-1, -1, 0, 0];
  let position = 0;
  while (position < length) {
    if (marks[base + position * step] !== 1) {
      position += 1;
      continue;
    }
    const from = position;
    while (position < length && marks[base + position * step] === 1) position += 1;
    const to = position - 1;
    const pieceInk = to - from + 1;
    if (solidTo >= 0 && from - solidTo - 1 <= sizes.bridge) {
      [solidTo, solidInk] = [to, solidInk + pieceInk];
    } else {
      if (solidTo >= 0) closeSolid(found, walk, sizes, line, solidFrom, solidTo, solidInk);
      [solidFrom, solidTo, solidInk] = [from, to, pieceInk];
    }
    const gap = from - chainTo - 1;
    if (chainTo >= 0 && gap <= sizes.maxDashGap) {
      [chainTo, chainInk, chainBreaks] = [to, chainInk + pieceInk, chainBreaks + (gap > sizes.bridge ? 1 : 0)];
    } else {
      if (chainTo >= 0) closeChain(found, walk, line, chainFrom, chainTo, chainInk, chainBreaks);
      [chainFrom, chainTo, chainInk, chainBreaks] = [from, to, pieceInk, 0];
    }
  }
  if (solidTo >= 0) closeSolid(found, walk, sizes, line, solidFrom, solidTo, solidInk);
  if (chainTo >= 0) closeChain(found, walk, line, chainFrom, chainTo, chainInk, chainBreaks);
};

/** Marks the thin pixels of each fold line, on its own walked line and on the neighbours a thick line covers. */
const paintFolds = (marks: Uint8Array, walk: Walk, folds: readonly Run[], reach: number, foldPixels: Uint8Array): void => {
  for (const fold of folds) {
    for (let line = Math.max(0, fold.line - reach); line <= Math.min(walk.lines - 1, fold.line + reach); line += 1) {
      const base = line * walk.lineStep;
      for (let at = fold.from; at <= fold.to; at += 1) {
        const index = base + at * walk.step;
        if (marks[index] === 1) foldPixels[index] = 1;
      }
    }
  }
};

/** Joins the runs that one line leaves on neighbouring walked lines (a line two pixels thick is two runs). */
const joinedRuns = (runs: readonly Run[]): { first: number; last: number; from: number; to: number }[] => {
  const joined: { first: number; last: number; from: number; to: number }[] = [];
  let active: typeof joined = [];
  for (const run of runs) {
    active = active.filter((line) => line.last >= run.line - 1);
    const shared = (line: (typeof joined)[number]): number => Math.min(line.to, run.to) - Math.max(line.from, run.from) + 1;
    const same = active.find((line) => line.last === run.line - 1 && shared(line) * 2 >= Math.min(line.to - line.from, run.to - run.from) + 1);
    if (same) {
      Object.assign(same, { last: run.line, from: Math.min(same.from, run.from), to: Math.max(same.to, run.to) });
    } else {
      const line = { first: run.line, last: run.line, from: run.from, to: run.to };
      joined.push(line);
      active.push(line);
    }
  }
  return joined;
};

/** The solid lines along `walk` in the marked cross-sections, after painting its fold lines into `foldPixels`. */
const solidRunsAlong = (marks: Uint8Array, walk: Walk, sizes: LineSizes, foldPixels: Uint8Array): Run[] => {
  const found: Found = { solid: [], folds: [] };
  for (let line = 0; line < walk.lines; line += 1) traceLine(marks, walk, line, sizes, found);
  paintFolds(marks, walk, found.folds, sizes.maxThickness, foldPixels);
  return found.solid;
};

/** The page's solid lines at least 8 mm long, and the pixels of its fold and cut lines. */
export const findRuledLines = (mask: InkMask, pxPerMm: number): RuledLines => {
  const sizes = lineSizes(pxPerMm);
  const foldPixels = new Uint8Array(mask.ink.length);
  const thinDown = new Uint8Array(mask.ink.length);
  markThinInColumns(mask, thinDown, sizes);
  const horizontal = joinedRuns(solidRunsAlong(thinDown, rowsOf(mask), sizes, foldPixels));
  const thinAcross = new Uint8Array(mask.ink.length);
  markThinInRows(mask, thinAcross, sizes);
  const vertical = joinedRuns(solidRunsAlong(thinAcross, columnsOf(mask), sizes, foldPixels));
  return {
    horizontal: horizontal.map((line) => ({ x0: line.from, x1: line.to, y0: line.first, y1: line.last })),
    vertical: vertical.map((line) => ({ x0: line.first, x1: line.last, y0: line.from, y1: line.to })),
    foldPixels,
  };
};
