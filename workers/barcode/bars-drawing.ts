// Browser worker and Node: a bwip-js drawing for linear barcodes that marks bar pixels, nothing else.
import type { DrawingContext, RenderOptions } from 'bwip-js/browser';

/** A bar: the pixels from `left` to `right` and `top` to `bottom`, inclusive. */
export type Bar = { left: number; right: number; top: number; bottom: number };

/** The image's size and its bars, in pixels; everything else is paper. */
export type BarsMask = { width: number; height: number; bars: readonly Bar[] };

/** One byte a pixel, 1 for a bar, row by row: for checking a drawing against bwip-js's own. */
export function darkPixels({ width, height, bars }: BarsMask): Uint8Array {
  const dark = new Uint8Array(width * height);
  for (const bar of bars) for (let y = bar.top; y <= bar.bottom; y += 1) dark.fill(1, y * width + bar.left, y * width + bar.right + 1);
  return dark;
}

type Padding = { paddingleft: number; paddingright: number; paddingtop: number; paddingbottom: number };

const notLinear = (): never => {
  throw new Error('The bars drawing draws linear barcodes only, without text');
};

/**
 * A bwip-js drawing object (its documented custom-drawing interface): bwip-js encodes the value and places every
 * bar; this marks the bars' pixels exactly as bwip-js's own rasteriser does (integer scale, a vertical line of
 * width lw covering lw − ⌊lw/2⌋ pixels left of x and ⌊lw/2⌋ right of it), kept as rectangles rather than
 * colours blended pixel by pixel, which took most of a barcode's time.
 */
export function barsDrawing(): DrawingContext<BarsMask> {
  let options: Padding = { paddingleft: 0, paddingright: 0, paddingtop: 0, paddingbottom: 0 };
  let width = 0;
  let height = 0;
  const bars: Bar[] = [];

  // Inside the image only, as bwip-js's rasteriser clips.
  const mark = (x0: number, x1: number, y0: number, y1: number) => {
    const bar = {
      left: Math.max(0, x0 + options.paddingleft),
      right: Math.min(width - 1, x1 + options.paddingleft),
      top: Math.max(0, y0 + options.paddingtop),
      bottom: Math.min(height - 1, y1 + options.paddingtop),
    };
    if (bar.right >= bar.left && bar.bottom >= bar.top) bars.push(bar);
  };

  return {
    // bwip-js has set every padding, in pixels, by the time it calls this.
    setopts(next: RenderOptions): void {
      options = next as RenderOptions & Padding;
    },
    scale: (sx: number, sy: number): [number, number] => [sx | 0 || 1, sy | 0 || 1],
    measure: notLinear,
    init(barsWidth: number, barsHeight: number): void {
      width = barsWidth + options.paddingleft + options.paddingright;
      height = barsHeight + options.paddingtop + options.paddingbottom;
    },
    line(x0: number, y0: number, x1: number, y1: number, lineWidth: number): void {
      let [left, top, right, bottom] = [Math.min(x0 | 0, x1 | 0), Math.min(y0 | 0, y1 | 0), Math.max(x0 | 0, x1 | 0), Math.max(y0 | 0, y1 | 0)];
      const thickness = Math.round(lineWidth) || 1;
      const half = (thickness / 2) | 0;
      if (left === right) {
        left = left - thickness + half;
        right = right + half - 1;
      } else {
        top -= half;
        bottom = bottom + thickness - half - 1;
      }
      mark(left, right, top, bottom);
    },
    polygon: notLinear,
    hexagon: notLinear,
    ellipse: notLinear,
    fill: notLinear,
    text: notLinear,
    end: (): BarsMask => ({ width, height, bars }),
  };
}
