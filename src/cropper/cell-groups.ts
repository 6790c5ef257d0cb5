import type { PixelBox } from './pixel-box';

// Grouping the marked cells of a coarse grid laid over a page: cells that lie within reach of each other form a group.

/** A group of marked cells: the box of cells it covers, and how many of them are marked. */
export type CellGroup = { box: PixelBox; cells: number };

/**
 * The groups of marked cells (`marks[row * columns + column] === 1`), each cell joined to the marked cells at most
 * `reachX` columns and `reachY` rows away: a reach of 1 is the usual eight neighbours, a longer one bridges holes.
 */
export const cellGroups = (marks: Uint8Array, columns: number, reachX: number, reachY: number): CellGroup[] => {
  const rows = Math.floor(marks.length / columns);
  const seen = new Uint8Array(marks.length);
  const stack = new Int32Array(marks.length);
  const groups: CellGroup[] = [];
  for (let start = 0; start < marks.length; start += 1) {
    if (marks[start] !== 1 || seen[start] === 1) continue;
    seen[start] = 1;
    stack[0] = start;
    let depth = 1;
    const box = { x0: start % columns, y0: Math.floor(start / columns), x1: start % columns, y1: Math.floor(start / columns) };
    let cells = 0;
    while (depth > 0) {
      depth -= 1;
      const cell = stack[depth] ?? 0;
      const column = cell % columns;
      const row = (cell - column) / columns;
      cells += 1;
      box.x0 = Math.min(box.x0, column);
      box.x1 = Math.max(box.x1, column);
      box.y0 = Math.min(box.y0, row);
      box.y1 = Math.max(box.y1, row);
      for (let near = Math.max(0, row - reachY); near <= Math.min(rows - 1, row + reachY); near += 1) {
        for (let beside = Math.max(0, column - reachX); beside <= Math.min(columns - 1, column + reachX); beside += 1) {
          const neighbour = near * columns + beside;
          if (marks[neighbour] === 1 && seen[neighbour] === 0) {
            seen[neighbour] = 1;
            stack[depth] = neighbour;
            depth += 1;
          }
        }
      }
    }
    groups.push({ box, cells });
  }
  return groups;
};
