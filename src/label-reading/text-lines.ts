import type { TextPiece } from './page-reading';

// Text pieces put back into lines as a person reads them: pieces running the same way, on the same baseline, in
// order along it. A line keeps its cells (pieces close enough to be one phrase), which is how a table's columns show.

/** A phrase on a line: its text and where it runs in the line's own frame (u along the line, v down the lines), in mm. */
export type Cell = { text: string; u: number; end: number };

/** A line of text in its reading frame: its quarter turn on the page, its baseline's place, its letters' size, its cells. */
export type TextLine = { text: string; quarter: 0 | 1 | 2 | 3; v: number; sizeMm: number; cells: Cell[] };

/** A piece in its reading frame. */
type Framed = { text: string; quarter: 0 | 1 | 2 | 3; u: number; v: number; width: number; size: number };

/** Pieces on one baseline differ by less than this share of their letters' size. */
const SAME_BASELINE = 0.4;
/** A gap along a line wider than this share of the letters' size is a space… */
const WORD_GAP = 0.15;
/** …and wider than this, a new cell (a table's next column, a label beside its value). */
const CELL_GAP = 1.2;

const quarterOf = (degrees: number): 0 | 1 | 2 | 3 => ((((Math.round(degrees / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3);

/** A piece turned into its reading frame: a page turned back by the piece's own angle, so that it reads left to right. */
const framed = (piece: TextPiece): Framed => {
  const quarter = quarterOf(piece.angleDegrees);
  const radians = (quarter * Math.PI) / 2;
  const [cos, sin] = [Math.round(Math.cos(radians)), Math.round(Math.sin(radians))];
  return { text: piece.text, quarter, u: piece.xMm * cos + piece.yMm * sin, v: -piece.xMm * sin + piece.yMm * cos, width: piece.widthMm, size: piece.sizeMm };
};

/** The pieces as lines, top to bottom in each reading direction; blank pieces are left out. */
export function linesOf(pieces: readonly TextPiece[]): TextLine[] {
  const sorted = pieces
    .filter((piece) => piece.text.trim() !== '')
    .map(framed)
    .sort((a, b) => a.quarter - b.quarter || a.v - b.v || a.u - b.u);
  const groups: Framed[][] = [];
  for (const piece of sorted) {
    const line = groups.find((group) => {
      const first = group[0];
      return first !== undefined && first.quarter === piece.quarter && Math.abs(first.v - piece.v) < SAME_BASELINE * Math.max(first.size, piece.size);
    });
    if (line) line.push(piece);
    else groups.push([piece]);
  }
  return groups.map(lineOf);
}

function lineOf(group: Framed[]): TextLine {
  const along = [...group].sort((a, b) => a.u - b.u);
  const sizeMm = Math.max(...along.map((piece) => piece.size));
  const cells: Cell[] = [];
  for (const piece of along) {
    const last = cells.at(-1);
    const gap = last === undefined ? Infinity : piece.u - last.end;
    if (last !== undefined && gap < CELL_GAP * sizeMm) {
      last.text += (gap > WORD_GAP * sizeMm ? ' ' : '') + piece.text;
      last.end = Math.max(last.end, piece.u + piece.width);
    } else {
      cells.push({ text: piece.text, u: piece.u, end: piece.u + piece.width });
    }
  }
  const first = along[0] as Framed;
  return { text: cells.map((cell) => cell.text.trim()).join('  '), quarter: first.quarter, v: first.v, sizeMm, cells: cells.map((cell) => ({ ...cell, text: cell.text.trim() })) };
}
