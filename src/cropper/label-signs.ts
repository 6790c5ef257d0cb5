import { cellGroups, type CellGroup } from './cell-groups';
import { textureOf, type Texture } from './edge-texture';
import type { InkMask } from './ink-mask';
import { sharedArea, type PixelBox } from './pixel-box';
import type { GrayRaster } from './source-page';

// What only a label prints: a large linear barcode (its bars upright, or turned with the label) or a 2D code,
// found from the page's texture: a barcode's bar edges run straight for millimetres, a letter's do not; a 2D
// code is dense with edges both ways.

/** A barcode at least 25 mm long (bars either way), or a two-dimensional code (PDF417, DataMatrix, QR). */
export type LabelSign = { kind: 'barcode' | 'matrix'; box: PixelBox };

// The least share of a cell's pixels on long straight edges for the cell to be part of a barcode (bars 2 mm wide have few).
const BAR_CELL_EDGE_SHARE = 0.1;
// A barcode is about half ink; large bold letters, whose stems also run straight, are well under that.
const BARCODE = { minLengthMm: 25, minHeightMm: 6, minFill: 0.5, minInk: 0.3 };
// A 2D code's cells are about half ink and full of edges across and down.
const MATRIX_CELL = { minInk: 0.3, maxInk: 0.8, minEdgesEachWay: 0.12 };
const MATRIX = { minSideMm: 8, maxSideMm: 80, maxAspect: 6, minFill: 0.6 };

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

/** The page's large barcodes (either way up) and its 2D codes (those that are not part of a barcode). */
export const findLabelSigns = (raster: GrayRaster, mask: InkMask): LabelSign[] => {
  const texture = textureOf(raster, mask);
  const linear = [...barcodes(texture, raster, false), ...barcodes(texture, raster, true)];
  const matrices = matrixCodes(texture, raster).filter((matrix) => !linear.some((barcode) => sharedArea(barcode.box, matrix.box) > 0));
  return [...linear, ...matrices];
};
