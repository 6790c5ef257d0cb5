import { cellGroups, type CellGroup } from './cell-groups';
import { INK_SHARE_OF_PAPER, inkSpanOfRows, type InkMask } from './ink-mask';
import type { PixelBox } from './pixel-box';
import type { GrayRaster } from './source-page';

// What only a label prints: a large linear barcode (its bars upright, or turned with the label) or a 2D code.
// Found from the texture of 2 mm cells: a barcode's bar edges run straight for millimetres, a letter's do not;
// a 2D code is dense with edges both ways.

/** A barcode at least 25 mm long (bars either way), or a two-dimensional code (PDF417, DataMatrix, QR). */
export type LabelSign = { kind: 'barcode' | 'matrix'; box: PixelBox };

const CELL_MM = 2;
// A step in shade this big (a share of the paper's) is an edge; a bar's edge at this resolution is one or two.
const EDGE_SHARE_OF_PAPER = 0.2;
// Anti-aliased pixels too light to be ink still make edges, this close to the ink.
const EDGE_REACH_PX = 2;
// A bar's edge runs at least this far straight; a letter's stem is shorter up to headings of 20 pt.
const BAR_EDGE_MM = 5;
// The least share of a cell's pixels on long straight edges for the cell to be part of a barcode (bars 2 mm wide have few).
const BAR_CELL_EDGE_SHARE = 0.1;
// A barcode is about half ink; large bold letters, whose stems also run straight, are well under that.
const BARCODE = { minLengthMm: 25, minHeightMm: 6, minFill: 0.5, minInk: 0.3 };
// A 2D code's cells are about half ink and full of edges across and down.
const MATRIX_CELL = { minInk: 0.3, maxInk: 0.8, minEdgesEachWay: 0.12 };
const MATRIX = { minSideMm: 8, maxSideMm: 80, maxAspect: 6, minFill: 0.6 };

/** Counts per 2 mm cell: edges on long straight runs (bars upright or turned), all edges each way, and ink. */
type Texture = {
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
const textureOf = (raster: GrayRaster, mask: InkMask): Texture => {
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
      let [inkCount, across, down] = [0, 0, 0];
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

/** 1 for each cell that passes `test`, given the cell's index and how many pixels it has. */
const cellMarks = (texture: Texture, raster: GrayRaster, test: (cell: number, pixels: number) => boolean): Uint8Array => {
  const { columns, cellPx } = texture;
  const marks = new Uint8Array(texture.ink.length);
  for (let cell = 0; cell < marks.length; cell += 1) {
    const column = cell % columns;
    const row = (cell - column) / columns;
    const pixels = Math.min(cellPx, raster.width - column * cellPx) * Math.min(cellPx, raster.height - row * cellPx);
    if (test(cell, pixels)) marks[cell] = 1;
  }
  return marks;
};

/** A group's box in pixels of the page. */
const pixelBoxOf = (group: CellGroup, texture: Texture, raster: GrayRaster): PixelBox => ({
  x0: group.box.x0 * texture.cellPx,
  y0: group.box.y0 * texture.cellPx,
  x1: Math.min(raster.width - 1, group.box.x1 * texture.cellPx + texture.cellPx - 1),
  y1: Math.min(raster.height - 1, group.box.y1 * texture.cellPx + texture.cellPx - 1),
});

/** The share of ink over the cells of a group's box. */
const inkShareOf = (group: CellGroup, texture: Texture, raster: GrayRaster): number => {
  let ink = 0;
  for (let row = group.box.y0; row <= group.box.y1; row += 1) {
    for (let column = group.box.x0; column <= group.box.x1; column += 1) ink += texture.ink[row * texture.columns + column] ?? 0;
  }
  const box = pixelBoxOf(group, texture, raster);
  return ink / ((box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1));
};

const fillOf = (group: CellGroup): number => group.cells / ((group.box.x1 - group.box.x0 + 1) * (group.box.y1 - group.box.y0 + 1));

/** Barcodes with bars upright (`turned` false) or turned a quarter: long across the bars, tall enough along them. */
const barcodes = (texture: Texture, raster: GrayRaster, turned: boolean): LabelSign[] => {
  const edges = turned ? texture.turnedBarEdges : texture.uprightBarEdges;
  const marks = cellMarks(texture, raster, (cell, pixels) => (edges[cell] ?? 0) >= pixels * BAR_CELL_EDGE_SHARE);
  // Reach two cells across the bars: a wide space can leave a column of cells without an edge.
  const groups = cellGroups(marks, texture.columns, turned ? 1 : 2, turned ? 2 : 1);
  const mm = texture.cellPx / raster.pxPerMm;
  return groups
    .filter((group) => {
      const acrossMm = (turned ? group.box.y1 - group.box.y0 + 1 : group.box.x1 - group.box.x0 + 1) * mm;
      const alongMm = (turned ? group.box.x1 - group.box.x0 + 1 : group.box.y1 - group.box.y0 + 1) * mm;
      const sized = acrossMm >= BARCODE.minLengthMm && alongMm >= BARCODE.minHeightMm;
      return sized && fillOf(group) >= BARCODE.minFill && inkShareOf(group, texture, raster) >= BARCODE.minInk;
    })
    .map((group) => ({ kind: 'barcode', box: pixelBoxOf(group, texture, raster) }));
};

/** 2D codes: square-ish blocks of cells about half ink and full of edges both ways. */
const matrixCodes = (texture: Texture, raster: GrayRaster): LabelSign[] => {
  const { ink, edgesAcross, edgesDown } = texture;
  const marks = cellMarks(texture, raster, (cell, pixels) => {
    const inkShare = (ink[cell] ?? 0) / pixels;
    const minEdges = pixels * MATRIX_CELL.minEdgesEachWay;
    return inkShare >= MATRIX_CELL.minInk && inkShare <= MATRIX_CELL.maxInk && (edgesAcross[cell] ?? 0) >= minEdges && (edgesDown[cell] ?? 0) >= minEdges;
  });
  const mm = texture.cellPx / raster.pxPerMm;
  return cellGroups(marks, texture.columns, 1, 1)
    .filter((group) => {
      const widthMm = (group.box.x1 - group.box.x0 + 1) * mm;
      const heightMm = (group.box.y1 - group.box.y0 + 1) * mm;
      const sides = [Math.min(widthMm, heightMm), Math.max(widthMm, heightMm)] as const;
      return sides[0] >= MATRIX.minSideMm && sides[1] <= MATRIX.maxSideMm && sides[1] <= sides[0] * MATRIX.maxAspect && fillOf(group) >= MATRIX.minFill;
    })
    .map((group) => ({ kind: 'matrix', box: pixelBoxOf(group, texture, raster) }));
};

const overlaps = (a: PixelBox, b: PixelBox): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;

/** The page's large barcodes (either way up) and its 2D codes (those that are not part of a barcode). */
export const findLabelSigns = (raster: GrayRaster, mask: InkMask): LabelSign[] => {
  const texture = textureOf(raster, mask);
  const linear = [...barcodes(texture, raster, false), ...barcodes(texture, raster, true)];
  const matrices = matrixCodes(texture, raster).filter((matrix) => !linear.some((barcode) => overlaps(barcode.box, matrix.box)));
  return [...linear, ...matrices];
};
