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
  let inkPixels = 0;
  for (let y = 0; y < height; y += 1) {
    const cellRowStart = Math.floor(y / cellPx) * columns;
    for (let x = 0, index = y * width; x < width; x += 1, index += 1) {
      if (ink[index] !== 1 || skip[index] === 1) continue;
      const cell = cellRowStart + Math.floor(x / cellPx);
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
  for (let start = 0; start < marks.length; start += 1) {
    if (marks[start] !== 1 || numbers[start] !== NO_REGION) continue;
    numbers[start] = count;
    stack[0] = start;
    let depth = 1;
    while (depth > 0) {
      depth -= 1;
      const cell = stack[depth] ?? 0;
      const column = cell % columns;
      const neighbours = [column > 0 ? cell - 1 : -1, column < columns - 1 ? cell + 1 : -1, cell - columns, cell + columns];
      for (const neighbour of neighbours) {
        if (neighbour >= 0 && marks[neighbour] === 1 && numbers[neighbour] === NO_REGION) {
          numbers[neighbour] = count;
          stack[depth] = neighbour;
          depth += 1;
        }
      }
    }
    count += 1;
  }
  return { numbers, count };
};

/** The regions of the page's ink (less the `skip` pixels: fold lines), ink closer than `gapMm` joined. */
export const findPrintedRegions = (mask: InkMask, skip: Uint8Array, pxPerMm: number, gapMm: number): PrintedRegions => {
  const cellPx = Math.max(1, Math.round(CELL_MM * pxPerMm));
  const cells = inkCellsOf(mask, skip, cellPx);
  const { columns, rows, counts } = cells;
  const inked = Uint8Array.from(counts, (count) => (count > 0 ? 1 : 0));
  const reach = Math.max(1, Math.round(gapMm / CELL_MM / 2));
  const grown = grownAlong(grownAlong(inked, rows, columns, columns, 1, reach), columns, rows, 1, columns, reach);
  const { numbers, count } = numberedGroups(grown, columns);
  const regions: PrintedRegion[] = Array.from({ length: count }, () => ({ box: { x0: mask.width, y0: mask.height, x1: -1, y1: -1 }, inkPixels: 0 }));
  inked.forEach((isInked, cell) => {
    const region = regions[numbers[cell] ?? NO_REGION];
    if (isInked !== 1 || !region) return;
    region.inkPixels += counts[cell] ?? 0;
    region.box.x0 = Math.min(region.box.x0, cells.left[cell] ?? mask.width);
    region.box.y0 = Math.min(region.box.y0, cells.top[cell] ?? mask.height);
    region.box.x1 = Math.max(region.box.x1, cells.right[cell] ?? -1);
    region.box.y1 = Math.max(region.box.y1, cells.bottom[cell] ?? -1);
  });
  const regionAt = (x: number, y: number): PrintedRegion | null => {
    const number = numbers[Math.floor(y / cellPx) * columns + Math.floor(x / cellPx)] ?? NO_REGION;
    return regions[number] ?? null;
  };
  return { regions: regions.filter((region) => region.inkPixels > 0), regionAt, inkPixels: cells.inkPixels };
};
