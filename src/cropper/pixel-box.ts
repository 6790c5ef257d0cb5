// Rectangles of whole pixels on a page rendered for finding its labels.

/** A rectangle of whole pixels, edges included: columns x0…x1 and rows y0…y1. */
export type PixelBox = { x0: number; y0: number; x1: number; y1: number };

export const boxWidth = (box: PixelBox): number => box.x1 - box.x0 + 1;

export const boxHeight = (box: PixelBox): number => box.y1 - box.y0 + 1;

export const boxArea = (box: PixelBox): number => boxWidth(box) * boxHeight(box);

/** Whether `inner` lies inside `outer` grown by `slack` pixels on every side. */
export const boxContains = (outer: PixelBox, inner: PixelBox, slack = 0): boolean =>
  inner.x0 >= outer.x0 - slack && inner.y0 >= outer.y0 - slack && inner.x1 <= outer.x1 + slack && inner.y1 <= outer.y1 + slack;

/** How many pixels two boxes share (0 when they are apart). */
export const sharedArea = (a: PixelBox, b: PixelBox): number => {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + 1;
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
  return width > 0 && height > 0 ? width * height : 0;
};

/** The box grown by `by` pixels on every side, kept on a raster of `width` × `height` pixels. */
export const grownBox = (box: PixelBox, by: number, width: number, height: number): PixelBox => ({
  x0: Math.max(0, box.x0 - by),
  y0: Math.max(0, box.y0 - by),
  x1: Math.min(width - 1, box.x1 + by),
  y1: Math.min(height - 1, box.y1 + by),
});

/** The pixel at the box's centre. */
export const boxCentre = (box: PixelBox): { x: number; y: number } => ({ x: (box.x0 + box.x1) >> 1, y: (box.y0 + box.y1) >> 1 });
