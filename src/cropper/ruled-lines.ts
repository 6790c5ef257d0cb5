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

/**
 * Marks the ink runs that are thin across `walk` with paper on both sides: the cross-sections of lines that run
 * the other way (a horizontal line is a short run in every column it crosses).
 */
const markThinRuns = (ink: Uint8Array, marks: Uint8Array, walk: Walk, sizes: LineSizes): void => {
  const { lines, length, lineStep, step } = walk;
  for (let line = 0; line < lines; line += 1) {
    const base = line * lineStep;
    let previousEnd = -sizes.clearance - 1;
    let position = 0;
    while (position < length) {
      if (ink[base + position * step] !== 1) {
        position += 1;
        continue;
      }
      const from = position;
      while (position < length && ink[base + position * step] === 1) position += 1;
      const to = position - 1;
      if (to - from < sizes.maxThickness && from - previousEnd > sizes.clearance && clearAfter(ink, base, walk, to, sizes.clearance)) {
        for (let at = from; at <= to; at += 1) marks[base + at * step] = 1;
      }
      previousEnd = to;
    }
  }
};

const clearAfter = (ink: Uint8Array, base: number, walk: Walk, end: number, clearance: number): boolean => {
  for (let at = end + 1; at <= end + clearance && at < walk.length; at += 1) if (ink[base + at * walk.step] === 1) return false;
  return true;
};

/** The solid lines of one walked line (short breaks bridged), and its fold lines: dashed, or solid across the page. */
const traceLine = (marks: Uint8Array, walk: Walk, line: number, sizes: LineSizes, found: { solid: Run[]; folds: Run[] }): void => {
  const base = line * walk.lineStep;
  const solid = { from: -1, to: -1, ink: 0 };
  const chain = { from: -1, to: -1, ink: 0, breaks: 0 };
  const closeSolid = (): void => {
    const span = solid.to - solid.from + 1;
    if (solid.ink < span * SOLID_COVER) return;
    if (span >= sizes.minLength) found.solid.push({ line, from: solid.from, to: solid.to });
    if (span >= walk.length * SOLID_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from: solid.from, to: solid.to });
  };
  const closeChain = (): void => {
    const span = chain.to - chain.from + 1;
    const cover = chain.ink / span;
    const dashed = chain.breaks >= MIN_DASH_BREAKS && cover >= DASHED_COVER.min && cover <= DASHED_COVER.max;
    if (dashed && span >= walk.length * DASHED_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from: chain.from, to: chain.to });
  };
  let position = 0;
  while (position < walk.length) {
    if (marks[base + position * walk.step] !== 1) {
      position += 1;
      continue;
    }
    const from = position;
    while (position < walk.length && marks[base + position * walk.step] === 1) position += 1;
    const to = position - 1;
    if (solid.to >= 0 && from - solid.to - 1 <= sizes.bridge) {
      solid.to = to;
      solid.ink += to - from + 1;
    } else {
      if (solid.to >= 0) closeSolid();
      Object.assign(solid, { from, to, ink: to - from + 1 });
    }
    const gap = from - chain.to - 1;
    if (chain.to >= 0 && gap <= sizes.maxDashGap) {
      chain.to = to;
      chain.ink += to - from + 1;
      if (gap > sizes.bridge) chain.breaks += 1;
    } else {
      if (chain.to >= 0) closeChain();
      Object.assign(chain, { from, to, ink: to - from + 1, breaks: 0 });
    }
  }
  if (solid.to >= 0) closeSolid();
  if (chain.to >= 0) closeChain();
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

/** The solid lines running along `along`, after painting its fold lines into `foldPixels`. */
const solidRunsAlong = (ink: Uint8Array, along: Walk, across: Walk, sizes: LineSizes, foldPixels: Uint8Array): Run[] => {
  const marks = new Uint8Array(ink.length);
  markThinRuns(ink, marks, across, sizes);
  const found = { solid: [] as Run[], folds: [] as Run[] };
  for (let line = 0; line < along.lines; line += 1) traceLine(marks, along, line, sizes, found);
  paintFolds(marks, along, found.folds, sizes.maxThickness, foldPixels);
  return found.solid;
};

/** The page's solid lines at least 8 mm long, and the pixels of its fold and cut lines. */
export const findRuledLines = (mask: InkMask, pxPerMm: number): RuledLines => {
  const sizes = lineSizes(pxPerMm);
  const rows = rowsOf(mask);
  const columns = columnsOf(mask);
  const foldPixels = new Uint8Array(mask.ink.length);
  const horizontal = joinedRuns(solidRunsAlong(mask.ink, rows, columns, sizes, foldPixels));
  const vertical = joinedRuns(solidRunsAlong(mask.ink, columns, rows, sizes, foldPixels));
  return {
    horizontal: horizontal.map((line) => ({ x0: line.from, x1: line.to, y0: line.first, y1: line.last })),
    vertical: vertical.map((line) => ({ x0: line.first, x1: line.last, y0: line.from, y1: line.to })),
    foldPixels,
  };
};
