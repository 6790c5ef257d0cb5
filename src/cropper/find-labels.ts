import { borderBoxes } from './border-boxes';
import { inkMaskOf } from './ink-mask';
import { chooseLabels } from './label-choice';
import { findLabelSigns } from './label-signs';
import type { PixelBox } from './pixel-box';
import { findPrintedRegions } from './printed-regions';
import { findRuledLines } from './ruled-lines';
import type { CropRect, GrayRaster } from './source-page';

// Finding the labels on a page that a carrier laid out for office paper, without knowing the carrier: the page's
// printed regions and bordered boxes, and the ones among them that hold a label's large barcode.

/** The resolution pages are rendered at for finding labels: a Letter page is 648 × 838 pixels (0.54 Mpx). */
export const FIND_PX_PER_MM = 3;

/** What is on a page: its labels (in reading order, mm from its top-left corner), nothing at all, or no label. */
export type PageFinding = { kind: 'labels'; labels: CropRect[] } | { kind: 'blank' } | { kind: 'no-label' };

// Ink less than this many mm² (specks, a stray dot) leaves a page blank.
const BLANK_INK_MM2 = 3;
// Ink closer together than this is one printed region: a label's parts are closer, the instructions beside it further.
const REGION_GAP_MM = 6;
// A border box's sides: a small label's short side to a large label's long side.
const BORDER_SIDE_MM = { min: 40, max: 230 };
// A border's lines may miss each other at a corner by this much (a rounded corner, or a line stopping short).
const CORNER_SLACK_MM = 4;

const roundDown = (mm: number): number => Math.floor(mm * 10 + 1e-6) / 10;
const roundUp = (mm: number): number => Math.ceil(mm * 10 - 1e-6) / 10;

/** A box of pixels as a crop in mm, rounded outwards to 0.1 mm and kept on the page. */
const cropRectOf = (box: PixelBox, raster: GrayRaster): CropRect => {
  const { pxPerMm } = raster;
  const left = roundDown(box.x0 / pxPerMm);
  const top = roundDown(box.y0 / pxPerMm);
  const right = Math.min(roundUp((box.x1 + 1) / pxPerMm), roundDown(raster.width / pxPerMm));
  const bottom = Math.min(roundUp((box.y1 + 1) / pxPerMm), roundDown(raster.height / pxPerMm));
  return { xMm: left, yMm: top, widthMm: Math.round((right - left) * 10) / 10, heightMm: Math.round((bottom - top) * 10) / 10 };
};

const shareHeight = (a: CropRect, b: CropRect): boolean =>
  Math.min(a.yMm + a.heightMm, b.yMm + b.heightMm) - Math.max(a.yMm, b.yMm) >= Math.min(a.heightMm, b.heightMm) / 2;

/** Top to bottom, then left to right: crops side by side (sharing most of their height) are read left first. */
export const inReadingOrder = (crops: readonly CropRect[]): CropRect[] => {
  const rows: CropRect[][] = [];
  for (const crop of [...crops].sort((a, b) => a.yMm - b.yMm)) {
    const row = rows.find((candidates) => candidates.some((other) => shareHeight(crop, other)));
    if (row) row.push(crop);
    else rows.push([crop]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.xMm - b.xMm));
};

/** Finds the labels on a page rendered small (at about FIND_PX_PER_MM). */
export function findLabels(raster: GrayRaster): PageFinding {
  const { pxPerMm } = raster;
  const blankInk = BLANK_INK_MM2 * pxPerMm * pxPerMm;
  const mask = inkMaskOf(raster);
  if (mask.inkCount < blankInk) return { kind: 'blank' };
  const lines = findRuledLines(mask, pxPerMm);
  const regions = findPrintedRegions(mask, lines.foldPixels, pxPerMm, REGION_GAP_MM);
  if (regions.inkPixels < blankInk) return { kind: 'blank' };
  const boxes = borderBoxes(lines.horizontal, lines.vertical, {
    minSide: BORDER_SIDE_MM.min * pxPerMm,
    maxSide: BORDER_SIDE_MM.max * pxPerMm,
    slack: Math.round(CORNER_SLACK_MM * pxPerMm),
  });
  const signs = findLabelSigns(raster, mask);
  const labels = chooseLabels({ signs, boxes, regions, pxPerMm, width: raster.width, height: raster.height });
  if (labels.length === 0) return { kind: 'no-label' };
  return { kind: 'labels', labels: inReadingOrder(labels.map((box) => cropRectOf(box, raster))) };
}
