import { describe, expect, it } from 'vitest';
import { breakLongWords } from '../../../workers/pdf/break-long-words';
import { helveticaTextWidth } from '../../../workers/pdf/helvetica-widths';

const WIDTH_PT = 100;
const FONT_PT = 12;

describe('breakLongWords', () => {
  it('leaves text whose words all fit untouched', () => {
    const text = 'Fragile items inside\nHandle with care';

    expect(breakLongWords(text, WIDTH_PT, FONT_PT)).toBe(text);
  });

  it('splits an over-long word with line breaks, never a hyphen, losing no character', () => {
    const word = 'W'.repeat(40);
    const broken = breakLongWords(`Ref ${word} end`, WIDTH_PT, FONT_PT);

    expect(broken.replaceAll('\n', '')).toBe(`Ref ${word} end`);
    expect(broken).not.toContain('-');
    expect(broken.split('\n').length).toBeGreaterThan(2);
  });

  it('makes every piece of a broken word fit the column', () => {
    const broken = breakLongWords('a@b.'.repeat(30), WIDTH_PT, FONT_PT);

    for (const piece of broken.split('\n')) expect(helveticaTextWidth(piece, FONT_PT)).toBeLessThanOrEqual(WIDTH_PT);
  });

  it('measures characters outside ASCII as wide, so they break early rather than overflow', () => {
    expect(helveticaTextWidth('ß', FONT_PT)).toBe(12);
    expect(helveticaTextWidth('i', FONT_PT)).toBeCloseTo(2.664);
  });
});
