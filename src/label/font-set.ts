import type { FontRun } from './label-fonts';
import { drawsWithHelvetica, type DrawsCluster } from './printable-text';
import { measureHelvetica, type MeasureText } from './text-measure';

/**
 * The fonts a label is laid out and printed with: which characters they draw, the font of each stretch of a
 * row, and how wide a row is set. The layout reads only this, so the page (Helvetica alone) and the worker
 * (with the embedded fonts a label needs) lay a label out by the same rules.
 */
export type FontSet = {
  draws: DrawsCluster;
  /** The runs a printable row is drawn in, in the order typed; the PDF orders right-to-left text itself. */
  runsOf: (row: string) => FontRun[];
  measure: MeasureText;
};

/** Helvetica alone: every Latin-only label, laid out on the page without waiting for the worker. */
export const HELVETICA_SET: FontSet = {
  draws: drawsWithHelvetica,
  runsOf: (text) => [{ text, font: 'Helvetica' }],
  measure: measureHelvetica,
};
