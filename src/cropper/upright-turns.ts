import type { CropRect, QuarterTurns } from './source-page';

/** A run of text on a page as the page is shown: where it starts (mm from the top-left), its baseline's direction (degrees clockwise from reading left to right) and its length in characters. */
export type TextRun = { xMm: number; yMm: number; angleDegrees: number; characters: number };

/**
 * The clockwise quarter turns that make a label's text read upright: the direction most of its characters run in,
 * from the runs that start inside the label. A label of no text (or an image) is taken as upright.
 */
export function uprightTurns(runs: readonly TextRun[], label: CropRect): QuarterTurns {
  const characters = [0, 0, 0, 0];
  for (const run of runs) {
    const inside = run.xMm >= label.xMm && run.xMm <= label.xMm + label.widthMm && run.yMm >= label.yMm && run.yMm <= label.yMm + label.heightMm;
    if (!inside) continue;
    const quarter = ((Math.round(run.angleDegrees / 90) % 4) + 4) % 4;
    characters[quarter] = (characters[quarter] ?? 0) + run.characters;
  }
  const most = characters.indexOf(Math.max(...characters));
  // Text running a quarter turn clockwise (down the page) reads upright after three more.
  return ((4 - most) % 4) as QuarterTurns;
}
