import { expect } from 'vitest';
import type { Rect } from '../../src/stock/sheet-slots';
import type { PdfWord } from './pdf-words';
import { holdsText } from './read-pdf';

// Whether a value read back from a PDF landed in the box its layout named.

// poppler boxes a word from its font's ascent to its descent, not its ink: the ascent of the CJK and Arabic fonts
// stands above the row the layout gives it, so a word may reach a third of its box's height above its area.
const ABOVE_SHARE = 1 / 3;
const SIDE_MM = 0.3;

/** The words whose centres lie in the rect. */
export const wordsCentredIn = (words: readonly PdfWord[], rect: Rect): PdfWord[] =>
  words.filter((word) => {
    const [x, y] = [(word.leftMm + word.rightMm) / 2, (word.topMm + word.bottomMm) / 2];
    return x >= rect.xMm && x <= rect.xMm + rect.widthMm && y >= rect.yMm && y <= rect.yMm + rect.heightMm;
  });

/** The box's words hold the value, and each lies inside the box (its font's ascent aside). */
export function expectWordsInBox(words: readonly PdfWord[], rect: Rect, value: string, where: string): void {
  const inside = wordsCentredIn(words, rect);
  const read = inside.map((word) => word.text).join(' ');
  expect(holdsText(read, value), `${where}: "${value}" in "${read}"`).toBe(true);
  for (const word of inside) {
    const height = word.bottomMm - word.topMm;
    expect(word.leftMm, `${where}: ${word.text}`).toBeGreaterThanOrEqual(rect.xMm - SIDE_MM);
    expect(word.rightMm, `${where}: ${word.text}`).toBeLessThanOrEqual(rect.xMm + rect.widthMm + SIDE_MM);
    expect(word.topMm, `${where}: ${word.text}`).toBeGreaterThanOrEqual(rect.yMm - ABOVE_SHARE * height);
    expect(word.bottomMm, `${where}: ${word.text}`).toBeLessThanOrEqual(rect.yMm + rect.heightMm + SIDE_MM);
  }
}
