import type { LabelFacts } from '../../src/label-reading/label-facts';
import type { CodeFormat, ReadCode, TextPiece } from '../../src/label-reading/page-reading';
import type { Rect } from '../../src/stock/sheet-slots';

// Builders for what the cropper's worker reads on a page: text pieces laid out as a PDF would draw them, barcodes
// found at a place, and a label's facts.

/** A piece of text whose baseline starts at (x, y) mm, letters `sizeMm` tall, about half as wide as tall each. */
export const piece = (text: string, xMm: number, yMm: number, options: { sizeMm?: number; angleDegrees?: number } = {}): TextPiece => {
  const sizeMm = options.sizeMm ?? 3;
  return { text, xMm, yMm, angleDegrees: options.angleDegrees ?? 0, widthMm: text.length * sizeMm * 0.5, sizeMm };
};

/** Rows of cells, each row `stepMm` below the last from `top`, each cell starting at its column's x. */
export const table = (rows: readonly (readonly string[])[], columnsXMm: readonly number[], top: number, stepMm = 5, sizeMm = 3): TextPiece[] =>
  rows.flatMap((row, index) => row.flatMap((text, column) => (text === '' ? [] : [piece(text, columnsXMm[column] ?? 0, top + index * stepMm, { sizeMm })])));

export const code = (format: CodeFormat, text: string, box: Rect, decoded = true): ReadCode => ({ format, text: decoded ? text : '', decoded, box });

export const rect = (xMm: number, yMm: number, widthMm: number, heightMm: number): Rect => ({ xMm, yMm, widthMm, heightMm });

/** A label's facts: nothing read unless given. */
export const makeFacts = (facts: Partial<LabelFacts> = {}): LabelFacts => ({
  text: 'read',
  codes: [],
  damaged: 0,
  tracking: null,
  barcode: null,
  order: null,
  items: [],
  postcode: null,
  ...facts,
});
