// react-pdf hands the PDF document's `glyphs` method a run's glyphs and positions but not its characters, which
// the text layer needs in typed order. A laid-out line still holds them: each run's slice of the line's string,
// reversed (code point by code point) where bidi reordering turned a right-to-left run around for drawing.
// The positions array is the one object that reaches `glyphs` unchanged, so it is the key.

type LaidOutRun = { start: number; end: number; positions?: object; attributes?: { bidiLevel?: number } };
type LaidOutLine = { string: string; runs: LaidOutRun[] };
type LaidOutNode = { lines?: LaidOutLine[]; children?: LaidOutNode[] };

/** A run's characters as typed, and whether it runs right to left (drawn reversed). */
export type TypedRun = { text: string; rightToLeft: boolean };

const typedRuns = new WeakMap<object, TypedRun>();

/** Notes the typed text of every run of a laid-out react-pdf document, before its pages are drawn. */
export function rememberTypedText(node: LaidOutNode): void {
  for (const line of node.lines ?? []) {
    for (const run of line.runs) {
      if (run.positions === undefined) continue;
      const drawn = line.string.slice(run.start, run.end);
      const rightToLeft = (run.attributes?.bidiLevel ?? 0) % 2 === 1;
      typedRuns.set(run.positions, { text: rightToLeft ? Array.from(drawn).reverse().join('') : drawn, rightToLeft });
    }
  }
  for (const child of node.children ?? []) rememberTypedText(child);
}

/** The run drawn with these positions as typed, if its document was laid out through rememberTypedText. */
export const typedRunOf = (positions: object): TypedRun | undefined => typedRuns.get(positions);
