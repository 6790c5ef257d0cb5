import type { GrayRaster } from './source-page';

// Which pixels of a page are printed: all later steps look at this mask rather than at the shades.

/** 1 where a pixel is printed, 0 where it is paper; `paperLuma` is the paper's shade. */
export type InkMask = { width: number; height: number; ink: Uint8Array; inkCount: number; paperLuma: number };

// Ink is anything darker than 70 % of the paper: anti-aliased hairlines still count, a scan's paper grain does not.
const INK_SHARE_OF_PAPER = 0.7;
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
  let inkCount = 0;
  for (let index = 0; index < ink.length; index += 1) {
    if ((luma[index] ?? 255) < darkerThan) {
      ink[index] = 1;
      inkCount += 1;
    }
  }
  return { width, height, ink, inkCount, paperLuma };
};
