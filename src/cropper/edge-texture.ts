import { INK_SHARE_OF_PAPER, inkSpanOfRows, type InkMask } from './ink-mask';
import type { GrayRaster } from './source-page';

// The texture of a page in cells of 2 mm, counted in one pass: how much ink, how many edges across and down, and
// how many of those edges run on straight for millimetres, as the sides of a barcode's bars do and a letter's don't.

const CELL_MM = 2;
// A step in shade this big (a share of the paper's) is an edge; a bar's edge at this resolution is one or two.
const EDGE_SHARE_OF_PAPER = 0.2;
// Anti-aliased pixels too light to be ink still make edges, this close to the ink.
const EDGE_REACH_PX = 2;
// A bar's edge runs at least this far straight; a letter's stem is shorter up to headings of 20 pt.
const BAR_EDGE_MM = 5;

/** Counts per 2 mm cell: edges on long straight runs (bars upright or turned), all edges each way, and ink. */
export type Texture = {
  columns: number;
  cellPx: number;
  uprightBarEdges: Uint16Array;
  turnedBarEdges: Uint16Array;
  edgesAcross: Uint16Array;
  edgesDown: Uint16Array;
  ink: Uint16Array;
};

/** Adds a straight run of edge pixels, from `from` to `to` along one row or column, to the cells it crosses. */
const creditRun = (counts: Uint16Array, texture: Texture, fixedCell: number, from: number, to: number, upright: boolean): void => {
  const { cellPx, columns } = texture;
  for (let at = from; at <= to; ) {
    const cell = Math.floor(at / cellPx);
    const last = Math.min(to, cell * cellPx + cellPx - 1);
    const index = upright ? cell * columns + fixedCell : fixedCell * columns + cell;
    counts[index] = (counts[index] ?? 0) + last - at + 1;
    at = last + 1;
  }
};

/** Empty counts for the cells of a raster. */
const emptyTexture = (raster: GrayRaster, cellPx: number): Texture => {
  const columns = Math.ceil(raster.width / cellPx);
  const cells = columns * Math.ceil(raster.height / cellPx);
  return {
    columns,
    cellPx,
    uprightBarEdges: new Uint16Array(cells),
    turnedBarEdges: new Uint16Array(cells),
    edgesAcross: new Uint16Array(cells),
    edgesDown: new Uint16Array(cells),
    ink: new Uint16Array(cells),
  };
};

/**
 * One pass over the page counting each cell's edges and ink. An edge is a step in shade to the next pixel to the
 * right (or below); it is part of an upright bar's side while it runs on down the column (a turned bar's side
 * while it runs on along the row), and counted as such once it has run far enough.
 */
export const textureOf = (raster: GrayRaster, mask: InkMask): Texture => {
  const { width, height, luma, pxPerMm } = raster;
  const { paperLuma } = mask;
  const texture = emptyTexture(raster, Math.max(2, Math.round(CELL_MM * pxPerMm)));
  const { cellPx, columns, uprightBarEdges, turnedBarEdges, edgesAcross, edgesDown, ink } = texture;
  const minStep = paperLuma * EDGE_SHARE_OF_PAPER;
  const inkBelow = paperLuma * INK_SHARE_OF_PAPER;
  const minRun = Math.round(BAR_EDGE_MM * pxPerMm);
  // How far each column's edge has run straight down, up to the row above.
  const runDown = new Int32Array(width);
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    const cellRow = Math.floor(y / cellPx);
    // The last row has no row below: it is compared with itself, which makes no edge.
    const below = y + 1 < height ? width : 0;
    let runAcross = 0;
    // Edges lie next to ink: where this row, the one above (whose runs end here) or the one below has some.
    const span = inkSpanOfRows(mask, y - 1, y + 1, EDGE_REACH_PX);
    for (let column = Math.floor(span.from / cellPx); column <= Math.floor(span.to / cellPx); column += 1) {
      let inkCount = 0;
      let across = 0;
      let down = 0;
      const end = Math.min(span.to + 1, column * cellPx + cellPx);
      for (let x = Math.max(span.from, column * cellPx); x < end; x += 1) {
        const index = rowStart + x;
        const shade = luma[index] ?? 0;
        if (shade < inkBelow) inkCount += 1;
        const right = x + 1 < width ? (luma[index + 1] ?? 0) : shade;
        if (Math.abs(right - shade) >= minStep) {
          across += 1;
          runDown[x] = (runDown[x] ?? 0) + 1;
        } else if (runDown[x] !== 0) {
          const run = runDown[x] ?? 0;
          if (run >= minRun) creditRun(uprightBarEdges, texture, column, y - run, y - 1, true);
          runDown[x] = 0;
        }
        if (Math.abs((luma[index + below] ?? 0) - shade) >= minStep) {
          down += 1;
          runAcross += 1;
        } else if (runAcross !== 0) {
          if (runAcross >= minRun) creditRun(turnedBarEdges, texture, cellRow, x - runAcross, x - 1, false);
          runAcross = 0;
        }
      }
      const cell = cellRow * columns + column;
      ink[cell] = (ink[cell] ?? 0) + inkCount;
      edgesAcross[cell] = (edgesAcross[cell] ?? 0) + across;
      edgesDown[cell] = (edgesDown[cell] ?? 0) + down;
    }
    if (runAcross >= minRun) creditRun(turnedBarEdges, texture, cellRow, width - runAcross, width - 1, false);
  }
  runDown.forEach((run, x) => {
    if (run >= minRun) creditRun(uprightBarEdges, texture, Math.floor(x / cellPx), height - run, height - 1, true);
  });
  return texture;
};
