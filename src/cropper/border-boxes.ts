import type { PixelBox } from './pixel-box';

// Closed rectangles of solid lines: the border a label is printed in, and any other box on the page.

/** The sides a box may have, and how far apart its lines may miss each other at the corners, in pixels. */
export type BoxLimits = { minSide: number; maxSide: number; slack: number };

// A page with more lines than this is a form or a table; its longest lines are enough to find a label's border.
const MOST_LINES = 120;

const longestFirst = (lines: readonly PixelBox[], length: (line: PixelBox) => number): PixelBox[] =>
  [...lines].sort((a, b) => length(b) - length(a)).slice(0, MOST_LINES);

/** Whether the horizontal line runs from the left side to the right side. */
const spans = (edge: PixelBox, left: PixelBox, right: PixelBox, slack: number): boolean =>
  edge.x0 <= left.x1 + slack && edge.x1 >= right.x0 - slack;

/**
 * Every closed rectangle of the lines with sides in the limits: two vertical lines and two horizontal lines that
 * each run from one to the other. Its box is the lines' outer edges.
 */
export const borderBoxes = (horizontal: readonly PixelBox[], vertical: readonly PixelBox[], limits: BoxLimits): PixelBox[] => {
  const sides = longestFirst(vertical, (line) => line.y1 - line.y0).sort((a, b) => a.x0 - b.x0);
  const edges = longestFirst(horizontal, (line) => line.x1 - line.x0).sort((a, b) => a.y0 - b.y0);
  const boxes: PixelBox[] = [];
  const { minSide, maxSide, slack } = limits;
  sides.forEach((left, index) => {
    for (const right of sides.slice(index + 1)) {
      const width = right.x1 - left.x0 + 1;
      if (width < minSide || width > maxSide) continue;
      // Both sides must reach both edges: the edges lie where the sides overlap.
      const top = Math.max(left.y0, right.y0) - slack;
      const bottom = Math.min(left.y1, right.y1) + slack;
      if (bottom - top < minSide) continue;
      const between = edges.filter((edge) => edge.y0 >= top && edge.y1 <= bottom && spans(edge, left, right, slack));
      between.forEach((upper, upperIndex) => {
        for (const lower of between.slice(upperIndex + 1)) {
          const height = lower.y1 - upper.y0 + 1;
          if (height >= minSide && height <= maxSide) boxes.push({ x0: left.x0, y0: upper.y0, x1: right.x1, y1: lower.y1 });
        }
      });
    }
  });
  return boxes;
};
