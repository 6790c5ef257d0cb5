import type { CropRect, GrayRaster } from '../../../src/cropper/source-page';

// Pages painted pixel by pixel, for testing the parts of label finding on one thing at a time: boxes, fold
// lines, paragraphs of letter-like marks, barcodes (upright or turned) and 2D codes. Mm from the top-left corner.

/** A white page `widthMm` × `heightMm` at `pxPerMm`, with painting tools. */
export type SyntheticPage = {
  raster: GrayRaster;
  fill: (rect: CropRect) => void;
  /** A rectangle's outline, `lineMm` thick, its outer edge on the rectangle. */
  outline: (rect: CropRect, lineMm: number) => void;
  /** A horizontal (or `vertical`) dashed line from `fromMm` to `toMm` at `atMm`. */
  dashedLine: (at: { atMm: number; fromMm: number; toMm: number; vertical?: boolean }, dashMm: number, gapMm: number) => void;
  /** Lines of letter-like marks 2.5 mm tall, 4.5 mm apart, across `rect`; returns the box of what it painted. */
  paragraph: (rect: CropRect) => CropRect;
  /** A linear barcode's bars filling `rect`: upright bars, or (`turned`) bars across. */
  barcode: (rect: CropRect, turned?: boolean) => void;
  /** A 2D code: random square modules, `moduleMm` each, filling the square at (x, y). */
  matrix: (xMm: number, yMm: number, sizeMm: number, moduleMm: number) => void;
};

/** A small deterministic random number generator (mulberry32), so synthetic pages are the same on every run. */
const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

export const syntheticPage = (widthMm: number, heightMm: number, pxPerMm = 3, seed = 1): SyntheticPage => {
  const [width, height] = [Math.round(widthMm * pxPerMm), Math.round(heightMm * pxPerMm)];
  const luma = new Uint8Array(width * height).fill(255);
  const random = seededRandom(seed);
  const px = (mm: number): number => Math.round(mm * pxPerMm);
  /** Paints the pixels from (x0, y0) up to, not including, (x1, y1). */
  const paint = (x0: number, y0: number, x1: number, y1: number): void => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y += 1) luma.fill(0, y * width + Math.max(0, x0), y * width + Math.min(width, x1));
  };
  const fill = (rect: CropRect): void => paint(px(rect.xMm), px(rect.yMm), px(rect.xMm + rect.widthMm), px(rect.yMm + rect.heightMm));
  /** A letter-like mark in a box of pixels: a stem, a ring, an E or a bar, one pixel thick. */
  const letter = (x: number, y: number, w: number, h: number): void => {
    const shape = Math.floor(random() * 4);
    if (shape === 0) paint(x, y, x + 1, y + h);
    else if (shape === 1) {
      paint(x, y, x + w, y + 1);
      paint(x, y + h - 1, x + w, y + h);
      paint(x, y, x + 1, y + h);
      paint(x + w - 1, y, x + w, y + h);
    } else if (shape === 2) {
      paint(x, y, x + 1, y + h);
      for (const row of [y, y + (h >> 1), y + h - 1]) paint(x, row, x + w, row + 1);
    } else paint(x, y + (h >> 1), x + w, y + (h >> 1) + 1);
  };
  return {
    raster: { width, height, pxPerMm, luma },
    fill,
    outline: (rect, lineMm) => {
      const { xMm, yMm, widthMm: w, heightMm: h } = rect;
      fill({ xMm, yMm, widthMm: w, heightMm: lineMm });
      fill({ xMm, yMm: yMm + h - lineMm, widthMm: w, heightMm: lineMm });
      fill({ xMm, yMm, widthMm: lineMm, heightMm: h });
      fill({ xMm: xMm + w - lineMm, yMm, widthMm: lineMm, heightMm: h });
    },
    dashedLine: ({ atMm, fromMm, toMm, vertical = false }, dashMm, gapMm) => {
      for (let at = fromMm; at < toMm; at += dashMm + gapMm) {
        const length = Math.min(dashMm, toMm - at);
        fill(vertical ? { xMm: atMm, yMm: at, widthMm: 0.3, heightMm: length } : { xMm: at, yMm: atMm, widthMm: length, heightMm: 0.3 });
      }
    },
    paragraph: (rect) => {
      const [letterWidth, letterHeight, pitch] = [px(1.6), px(2.5), px(2.2)];
      const painted = { x0: width, y0: height, x1: 0, y1: 0 };
      for (let top = px(rect.yMm); top + letterHeight <= px(rect.yMm + rect.heightMm); top += px(4.5)) {
        for (let x = px(rect.xMm); x + letterWidth <= px(rect.xMm + rect.widthMm); x += pitch) {
          // A word break now and then, as in text (never at a line's start).
          if (x > px(rect.xMm) && random() < 0.15) continue;
          letter(x, top, letterWidth, letterHeight);
          Object.assign(painted, { x0: Math.min(painted.x0, x), y0: Math.min(painted.y0, top), x1: Math.max(painted.x1, x + letterWidth), y1: top + letterHeight });
        }
      }
      return { xMm: painted.x0 / pxPerMm, yMm: painted.y0 / pxPerMm, widthMm: (painted.x1 - painted.x0) / pxPerMm, heightMm: (painted.y1 - painted.y0) / pxPerMm };
    },
    barcode: (rect, turned = false) => {
      const [from, to] = turned ? [px(rect.yMm), px(rect.yMm + rect.heightMm)] : [px(rect.xMm), px(rect.xMm + rect.widthMm)];
      let at = from;
      while (at < to) {
        // Bars and spaces of one to four modules, a module one pixel (a third of a mm).
        const bar = 1 + Math.floor(random() * 4);
        if (turned) paint(px(rect.xMm), at, px(rect.xMm + rect.widthMm), Math.min(to, at + bar));
        else paint(at, px(rect.yMm), Math.min(to, at + bar), px(rect.yMm + rect.heightMm));
        at += bar + 1 + Math.floor(random() * 4);
      }
    },
    matrix: (xMm, yMm, sizeMm, moduleMm) => {
      const modules = Math.round(sizeMm / moduleMm);
      for (let row = 0; row < modules; row += 1) {
        for (let column = 0; column < modules; column += 1) {
          // The finder pattern's solid left and bottom edges, as on a DataMatrix, and random modules inside.
          if (column === 0 || row === modules - 1 || random() < 0.5) fill({ xMm: xMm + column * moduleMm, yMm: yMm + row * moduleMm, widthMm: moduleMm, heightMm: moduleMm });
        }
      }
    },
  };
};
