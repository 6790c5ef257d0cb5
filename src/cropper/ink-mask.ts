import type { GrayRaster } from './source-page';

// Which pixels of a page are printed: all later steps look at this mask rather than at the shades.

/**
 * 1 where a pixel is printed, 0 where it is paper; `paperLuma` is the paper's shade. `inkFrom` and `inkTo` are
 * each row's first and last printed pixel (from > to on a row without ink), so that later passes skip paper.
 */
export type InkMask = { width: number; height: number; ink: Uint8Array; inkCount: number; paperLuma: number; inkFrom: Int32Array; inkTo: Int32Array };

// Ink is anything darker than 70 % of the paper: anti-aliased hairlines still count, a scan's paper grain does not.
export const INK_SHARE_OF_PAPER = 0.7;
// A page with its paper darker than this is not a page of printed labels; it is read as white paper.
const DARKEST_PAPER = 128;

// Every few pixels are plenty to tell the paper's shade, at a fraction of the time.
const PAPER_SAMPLE_STEP = 5;

/** The paper's shade: the commonest light shade (a scan's paper is seldom pure white). */
export const paperLumaOf = (luma: Uint8Array): number => {
  const counts = new Uint32Array(256);
  for (let index = 0; index < luma.length; index += PAPER_SAMPLE_STEP) {
    const value = luma[index] ?? 0;
    counts[value] = (counts[value] ?? 0) + 1;
  }
  let paper = 255;
  for (let value = DARKEST_PAPER; value < 256; value += 1) if ((counts[value] ?? 0) > (counts[paper] ?? 0)) paper = value;
  return paper;
};

/** The printed pixels of a rendered page. */
export const inkMaskOf = (raster: GrayRaster): InkMask => {
  const { width, height, luma } = raster;
  const paperLuma = paperLumaOf(luma);
  const darkerThan = paperLuma * INK_SHARE_OF_PAPER;
  const ink = new Uint8Array(width * height);
  const inkFrom = new Int32Array(height).fill(width);
  const inkTo = new Int32Array(height).fill(-1);
  let inkCount = 0;
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * width;
    let first = width;
    let last = -1;
    for (let x = 0; x < width; x += 1) {
      if ((luma[rowStart + x] ?? 255) < darkerThan) {
        ink[rowStart + x] = 1;
        if (first === width) first = x;
        last = x;
      }
    }
    inkFrom[y] = first;
    inkTo[y] = last;
    if (last >= 0) for (let x = first; x <= last; x += 1) inkCount += ink[rowStart + x] ?? 0;
  }
  return { width, height, ink, inkCount, paperLuma, inkFrom, inkTo };
};

/** The columns from the first to the last printed pixel of rows `fromRow` to `toRow` (clipped to the raster), widened by `margin`. */
export const inkSpanOfRows = (mask: InkMask, fromRow: number, toRow: number, margin: number): { from: number; to: number } => {
  let [from, to] = [mask.width, -1];
  for (let y = Math.max(0, fromRow); y <= Math.min(mask.height - 1, toRow); y += 1) {
    from = Math.min(from, mask.inkFrom[y] ?? mask.width);
    to = Math.max(to, mask.inkTo[y] ?? -1);
  }
  return from > to ? { from, to } : { from: Math.max(0, from - margin), to: Math.min(mask.width - 1, to + margin) };
};
