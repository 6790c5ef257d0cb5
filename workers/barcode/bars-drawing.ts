// Browser worker and Node: a bwip-js drawing for linear barcodes that marks bar pixels, nothing else.
import type { DrawingContext, RenderOptions } from 'bwip-js/browser';

/** Which pixels of the image are bars (1) and which are paper (0), row by row. */
export type BarsMask = { dark: Uint8Array; width: number; height: number };

type Padding = { paddingleft: number; paddingright: number; paddingtop: number; paddingbottom: number };

const notLinear = (): never => {
  throw new Error('The bars drawing draws linear barcodes only, without text');
};

/**
 * A bwip-js drawing object (its documented custom-drawing interface): bwip-js encodes the value and places every
 * bar; this marks the bars' pixels exactly as bwip-js's own rasteriser does (integer scale, a vertical line of
 * width lw covering lw − ⌊lw/2⌋ pixels left of x and ⌊lw/2⌋ right of it), without blending colours pixel by pixel,
 * which took most of a barcode's time.
 */
export function barsDrawing(): DrawingContext<BarsMask> {
  let options: Padding = { paddingleft: 0, paddingright: 0, paddingtop: 0, paddingbottom: 0 };
  let mask: BarsMask = { dark: new Uint8Array(0), width: 0, height: 0 };

  const mark = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = Math.max(0, y0 + options.paddingtop); y <= Math.min(mask.height - 1, y1 + options.paddingtop); y += 1) {
      const row = y * mask.width;
      const from = Math.max(0, x0 + options.paddingleft);
      const to = Math.min(mask.width - 1, x1 + options.paddingleft);
      if (to >= from) mask.dark.fill(1, row + from, row + to + 1);
    }
  };

  return {
    // bwip-js has set every padding, in pixels, by the time it calls this.
    setopts(next: RenderOptions): void {
      options = next as RenderOptions & Padding;
    },
    scale: (sx: number, sy: number): [number, number] => [sx | 0 || 1, sy | 0 || 1],
    measure: notLinear,
    init(width: number, height: number): void {
      const fullWidth = width + options.paddingleft + options.paddingright;
      const fullHeight = height + options.paddingtop + options.paddingbottom;
      mask = { dark: new Uint8Array(fullWidth * fullHeight), width: fullWidth, height: fullHeight };
    },
    line(x0: number, y0: number, x1: number, y1: number, lineWidth: number): void {
      let [left, top, right, bottom] = [Math.min(x0 | 0, x1 | 0), Math.min(y0 | 0, y1 | 0), Math.max(x0 | 0, x1 | 0), Math.max(y0 | 0, y1 | 0)];
      const width = Math.round(lineWidth) || 1;
      const half = (width / 2) | 0;
      if (left === right) {
        left = left - width + half;
        right = right + half - 1;
      } else {
        top -= half;
        bottom = bottom + width - half - 1;
      }
      mark(left, right, top, bottom);
    },
    polygon: notLinear,
    hexagon: notLinear,
    ellipse: notLinear,
    fill: notLinear,
    text: notLinear,
    end: (): BarsMask => mask,
  };
}
