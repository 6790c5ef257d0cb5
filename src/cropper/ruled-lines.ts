import type { InkMask } from './ink-mask';
import type { PixelBox } from './pixel-box';
import { thinInColumns, thinInRows } from './thin-runs';

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
// Fold and cut lines cross most of the page: dashed ones at least this share of it, solid ones this share. (Less,
// and the left edge of a long left-aligned text, its letters' stems one under another, would pass for a dashed line.)
const DASHED_FOLD_SHARE_OF_PAGE = 0.6;
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

/** The raster as lines (rows for horizontal lines, columns for vertical ones): how many, how long, which pixel. */
type Walk = { lines: number; length: number; pixelOf: (line: number, position: number) => number };

const rowsOf = (mask: InkMask): Walk => ({ lines: mask.height, length: mask.width, pixelOf: (y, x) => y * mask.width + x });

const columnsOf = (mask: InkMask): Walk => ({ lines: mask.width, length: mask.height, pixelOf: (x, y) => y * mask.width + x });

/** A stretch of one walked line: which line, and from where to where along it (pixels, inclusive). */
type Run = { line: number; from: number; to: number };

/** What the walked lines are found to hold: solid lines, and fold lines (dashed, or solid across the page). */
type Found = { solid: Run[]; folds: Run[] };

/**
 * Follows one walked line's thin pieces: the current solid line (its small breaks bridged) and the current
 * chain of dashes (breaks up to a dash gap), each from, to, and how much of it is ink.
 */
type Tracer = { line: number; solid: { from: number; to: number; ink: number }; chain: { from: number; to: number; ink: number; breaks: number } };

const closeSolid = (tracer: Tracer, walk: Walk, sizes: LineSizes, found: Found): void => {
  const { line, solid } = tracer;
  const span = solid.to - solid.from + 1;
  if (solid.to < 0 || solid.ink < span * SOLID_COVER) return;
  if (span >= sizes.minLength) found.solid.push({ line, from: solid.from, to: solid.to });
  if (span >= walk.length * SOLID_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from: solid.from, to: solid.to });
};

const closeChain = (tracer: Tracer, walk: Walk, found: Found): void => {
  const { line, chain } = tracer;
  const span = chain.to - chain.from + 1;
  const cover = chain.ink / span;
  const dashed = chain.to >= 0 && chain.breaks >= MIN_DASH_BREAKS && cover >= DASHED_COVER.min && cover <= DASHED_COVER.max;
  if (dashed && span >= walk.length * DASHED_FOLD_SHARE_OF_PAGE) found.folds.push({ line, from: chain.from, to: chain.to });
};

/** Adds a thin piece (from, to) of the tracer's line to its solid line and its chain, closing them where it breaks off. */
const addPiece = (tracer: Tracer, from: number, to: number, walk: Walk, sizes: LineSizes, found: Found): void => {
  const { solid, chain } = tracer;
  const ink = to - from + 1;
  if (solid.to >= 0 && from - solid.to - 1 <= sizes.bridge) {
    solid.to = to;
    solid.ink += ink;
  } else {
    closeSolid(tracer, walk, sizes, found);
    Object.assign(solid, { from, to, ink });
  }
  const gap = from - chain.to - 1;
  if (chain.to >= 0 && gap <= sizes.maxDashGap) {
    if (gap > sizes.bridge) chain.breaks += 1;
    chain.to = to;
    chain.ink += ink;
  } else {
    closeChain(tracer, walk, found);
    Object.assign(chain, { from, to, ink, breaks: 0 });
  }
};

/** Follows the thin pixels (keys `line * length + position`, sorted) line by line into solid lines and fold lines. */
const traceKeys = (keys: Int32Array, walk: Walk, sizes: LineSizes): Found => {
  const found: Found = { solid: [], folds: [] };
  const tracer: Tracer = { line: -1, solid: { from: -1, to: -1, ink: 0 }, chain: { from: -1, to: -1, ink: 0, breaks: 0 } };
  let index = 0;
  while (index < keys.length) {
    const key = keys[index] ?? 0;
    const line = Math.floor(key / walk.length);
    const from = key - line * walk.length;
    let to = from;
    index += 1;
    while (index < keys.length && keys[index] === key + to - from + 1 && to + 1 < walk.length) {
      to += 1;
      index += 1;
    }
    if (line !== tracer.line) {
      closeSolid(tracer, walk, sizes, found);
      closeChain(tracer, walk, found);
      Object.assign(tracer, { line, solid: { from: -1, to: -1, ink: 0 }, chain: { from: -1, to: -1, ink: 0, breaks: 0 } });
    }
    addPiece(tracer, from, to, walk, sizes, found);
  }
  closeSolid(tracer, walk, sizes, found);
  closeChain(tracer, walk, found);
  return found;
};

/** The first index in the sorted keys holding `value` or more. */
const lowerBound = (keys: Int32Array, value: number): number => {
  let [low, high] = [0, keys.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Marks the thin pixels of each fold line, on its own walked line and on the neighbours a thick line covers. */
const paintFolds = (keys: Int32Array, walk: Walk, folds: readonly Run[], reach: number, foldPixels: Uint8Array): void => {
  for (const fold of folds) {
    for (let line = Math.max(0, fold.line - reach); line <= Math.min(walk.lines - 1, fold.line + reach); line += 1) {
      const last = line * walk.length + fold.to;
      for (let index = lowerBound(keys, line * walk.length + fold.from); index < keys.length && (keys[index] ?? 0) <= last; index += 1) {
        foldPixels[walk.pixelOf(line, (keys[index] ?? 0) - line * walk.length)] = 1;
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

/** The solid lines along `walk` among the thin pixels, after painting its fold lines into `foldPixels`. */
const solidRunsAlong = (keys: Int32Array, walk: Walk, sizes: LineSizes, foldPixels: Uint8Array): Run[] => {
  const found = traceKeys(keys, walk, sizes);
  paintFolds(keys, walk, found.folds, sizes.maxThickness, foldPixels);
  return found.solid;
};

/** The page's solid lines at least 8 mm long, and the pixels of its fold and cut lines. */
export const findRuledLines = (mask: InkMask, pxPerMm: number): RuledLines => {
  const sizes = lineSizes(pxPerMm);
  const foldPixels = new Uint8Array(mask.ink.length);
  const horizontal = joinedRuns(solidRunsAlong(thinInColumns(mask, sizes), rowsOf(mask), sizes, foldPixels));
  const vertical = joinedRuns(solidRunsAlong(thinInRows(mask, sizes), columnsOf(mask), sizes, foldPixels));
  return {
    horizontal: horizontal.map((line) => ({ x0: line.from, x1: line.to, y0: line.first, y1: line.last })),
    vertical: vertical.map((line) => ({ x0: line.first, x1: line.last, y0: line.from, y1: line.to })),
    foldPixels,
  };
};
