import { describe, expect, it } from 'vitest';
import { uprightTurns, type TextRun } from '../../../src/cropper/upright-turns';

const label = { xMm: 10, yMm: 10, widthMm: 100, heightMm: 150 };
const run = (angleDegrees: number, characters = 10, xMm = 50, yMm = 50): TextRun => ({ xMm, yMm, angleDegrees, characters });

describe('the turn that makes a label read upright', () => {
  it('is none for text that already reads left to right', () => {
    expect(uprightTurns([run(0), run(0.4)], label)).toBe(0);
  });

  it('is three quarters clockwise for text running down the page, one for text running up it', () => {
    expect(uprightTurns([run(90)], label)).toBe(3);
    expect(uprightTurns([run(-90)], label)).toBe(1);
  });

  it('is a half turn for text upside down', () => {
    expect(uprightTurns([run(180), run(-179.6)], label)).toBe(2);
  });

  it('follows most of the characters, not most of the runs', () => {
    expect(uprightTurns([run(0, 3), run(0, 3), run(90, 40)], label)).toBe(3);
  });

  it('reads only the text inside the label: the instructions beside it do not count', () => {
    expect(uprightTurns([run(90, 10), run(0, 500, 160, 50)], label)).toBe(3);
  });

  it('is none for a label without text', () => {
    expect(uprightTurns([], label)).toBe(0);
  });
});
