import type { InkMask } from './ink-mask';
import type { PixelBox } from './pixel-box';

// The page's printed regions: ink closer together than a few millimetres is one region (a label, a paragraph,
// a receipt). Worked out on 1 mm cells: the cells with ink are grown by half the gap and joined where they touch.

/** One region: the box around its ink (exact to the pixel), and how many ink pixels it has. */
export type PrintedRegion = { box: PixelBox; inkPixels: number };

/** The page's regions, which region covers a pixel (null for paper far from any), and the ink counted. */
export type PrintedRegions = { regions: PrintedRegion[]; regionAt: (x: number, y: number) => PrintedRegion | null; inkPixels: number };

const CELL_MM = 1;
const NO_REGION = -1;

/** Each cell's ink pixels, and the box around them in pixels (left > right while a cell has none). */
type InkCells = {
  columns: number;
  rows: number;
  counts: Uint16Array;
  left: Int32Array;
  top: Int32Array;
  right: Int32Array;
  bottom: Int32Array;
  inkPixels: number;
};

const inkCellsOf = (mask: InkMask, skip: Uint8Array, cellPx: number): InkCells => {
  const { width, height, ink } = mask;
  const columns = Math.ceil(width / cellPx);
  const rows = Math.ceil(height / cellPx);
  const counts = new Uint16Array(columns * rows);
  const [left, top] = [new Int32Array(counts.length).fill(width), new Int32Array(counts.length).fill(height)];
  const [right, bottom] = [new Int32Array(counts.length).fill(-1), new Int32Array(counts.length).fill(-1)];
  const cellColumnOf = Int32Array.from({ length: width }, (_, x) => Math.floor(x / cellPx));
  let inkPixels = 0;
  for (let y = 0; y < height; y += 1) {
    const cellRowStart = Math.floor(y / cellPx) * columns;
    const rowStart = y * width;
    for (let x = mask.inkFrom[y] ?? width; x <= (mask.inkTo[y] ?? -1); x += 1) {
      if (ink[rowStart + x] !== 1 || skip[rowStart + x] === 1) continue;
      const cell = cellRowStart + (cellColumnOf[x] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
      if (x < (left[cell] ?? 0)) left[cell] = x;
      if (y < (top[cell] ?? 0)) top[cell] = y;
      if (x > (right[cell] ?? 0)) right[cell] = x;
      if (y > (bottom[cell] ?? 0)) bottom[cell] = y;
      inkPixels += 1;
    }
  }
  return { columns, rows, counts, left, top, right, bottom, inkPixels };
};

/**
 * 1 for each cell within `reach` cells of a marked one along the walked lines (rows: step 1; columns: step
 * `columns`): one half of growing the marks by `reach` in both directions.
 */
const grownAlong = (marks: Uint8Array, lines: number, length: number, lineStep: number, step: number, reach: number): Uint8Array => {
  const grown = new Uint8Array(marks.length);
  for (let line = 0; line < lines; line += 1) {
    const base = line * lineStep;
    let lastMarked = -reach - 1;
    for (let at = 0; at < length; at += 1) {
      if (marks[base + at * step] === 1) lastMarked = at;
      if (at - lastMarked <= reach) grown[base + at * step] = 1;
    }
    let nextMarked = length + reach;
    for (let at = length - 1; at >= 0; at -= 1) {
      if (marks[base + at * step] === 1) nextMarked = at;
      if (nextMarked - at <= reach) grown[base + at * step] = 1;
    }
  }
  return grown;
};

/** Numbers the 4-connected groups of marked cells (NO_REGION elsewhere); returns the numbers and how many. */
const numberedGroups = (marks: Uint8Array, columns: number): { numbers: Int32Array; count: number } => {
  const numbers = new Int32Array(marks.length).fill(NO_REGION);
  const stack = new Int32Array(marks.length);
  let count = 0;
  const visit = (cell: number, depth: number): number => {
    if (marks[cell] !== 1 || numbers[cell] !== NO_REGION) return depth;
    numbers[cell] = count;
    stack[depth] = cell;
    return depth + 1;
  };
  for (let start = 0; start < marks.length; start += 1) {
    let depth = visit(start, 0);
    while (depth > 0) {
      depth -= 1;
      const cell = stack[depth] ?? 0;
      const column = cell % columns;
      if (column > 0) depth = visit(cell - 1, depth);
      if (column < columns - 1) depth = visit(cell + 1, depth);
      if (cell >= columns) depth = visit(cell - columns, depth);
      if (cell + columns < marks.length) depth = visit(cell + columns, depth);
    }
    if (numbers[start] === count) count += 1;
  }
  return { numbers, count };
};

/** Adds a cell's ink to its region. */
const addCell = (region: PrintedRegion, cells: InkCells, cell: number): void => {
  region.inkPixels += cells.counts[cell] ?? 0;
  region.box.x0 = Math.min(region.box.x0, cells.left[cell] ?? region.box.x0);
  region.box.y0 = Math.min(region.box.y0, cells.top[cell] ?? region.box.y0);
  region.box.x1 = Math.max(region.box.x1, cells.right[cell] ?? region.box.x1);
  region.box.y1 = Math.max(region.box.y1, cells.bottom[cell] ?? region.box.y1);
};

/** The regions of the page's ink (less the `skip` pixels: fold lines), ink closer than `gapMm` joined. */
export const findPrintedRegions = (mask: InkMask, skip: Uint8Array, pxPerMm: number, gapMm: number): PrintedRegions => {
  const cellPx = Math.max(1, Math.round(CELL_MM * pxPerMm));
  const cells = inkCellsOf(mask, skip, cellPx);
  const { columns, rows, counts } = cells;
  const inked = new Uint8Array(counts.length);
  for (let cell = 0; cell < counts.length; cell += 1) if ((counts[cell] ?? 0) > 0) inked[cell] = 1;
  const reach = Math.max(1, Math.round(gapMm / CELL_MM / 2));
  const grown = grownAlong(grownAlong(inked, rows, columns, columns, 1, reach), columns, rows, 1, columns, reach);
  const { numbers, count } = numberedGroups(grown, columns);
  const regions: PrintedRegion[] = Array.from({ length: count }, () => ({ box: { x0: mask.width, y0: mask.height, x1: -1, y1: -1 }, inkPixels: 0 }));
  for (let cell = 0; cell < counts.length; cell += 1) {
    const region = inked[cell] === 1 ? regions[numbers[cell] ?? NO_REGION] : undefined;
    if (region) addCell(region, cells, cell);
  }
  const regionAt = (x: number, y: number): PrintedRegion | null => {
    const number = numbers[Math.floor(y / cellPx) * columns + Math.floor(x / cellPx)] ?? NO_REGION;
    return regions[number] ?? null;
  };
  return { regions: regions.filter((region) => region.inkPixels > 0), regionAt, inkPixels: cells.inkPixels };
};
