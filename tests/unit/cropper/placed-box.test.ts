import { describe, expect, it } from 'vitest';
import { placedBox } from '../../../src/cropper/placed-box';

// A barcode's box on the source page, and where it lands once its label is cropped, turned and scaled onto the stock.

const CROP = { xMm: 10, yMm: 20, widthMm: 100, heightMm: 150 };
/** A code in the crop's top-left corner area: 10 mm in, 5 mm down, 40 × 20 mm. */
const CODE = { xMm: 20, yMm: 25, widthMm: 40, heightMm: 20 };

describe('placedBox', () => {
  it('moves a code with its crop, and scales it', () => {
    expect(placedBox(CODE, CROP, { turns: 0, scale: 1, rect: { xMm: 0, yMm: 0, widthMm: 100, heightMm: 150 } })).toEqual({ xMm: 10, yMm: 5, widthMm: 40, heightMm: 20 });
    expect(placedBox(CODE, CROP, { turns: 0, scale: 0.5, rect: { xMm: 3, yMm: 4, widthMm: 50, heightMm: 75 } })).toEqual({ xMm: 8, yMm: 6.5, widthMm: 20, heightMm: 10 });
  });

  it('turns a code a quarter clockwise with its label: the top-left corner goes to the top right', () => {
    // The turned crop is 150 wide and 100 tall; the code's top (5 mm down) is now 5 mm from the right edge.
    expect(placedBox(CODE, CROP, { turns: 1, scale: 1, rect: { xMm: 0, yMm: 0, widthMm: 150, heightMm: 100 } })).toEqual({ xMm: 125, yMm: 10, widthMm: 20, heightMm: 40 });
  });

  it('turns it half round to the bottom right, and three quarters to the bottom left', () => {
    expect(placedBox(CODE, CROP, { turns: 2, scale: 1, rect: { xMm: 0, yMm: 0, widthMm: 100, heightMm: 150 } })).toEqual({ xMm: 50, yMm: 125, widthMm: 40, heightMm: 20 });
    expect(placedBox(CODE, CROP, { turns: 3, scale: 1, rect: { xMm: 0, yMm: 0, widthMm: 150, heightMm: 100 } })).toEqual({ xMm: 5, yMm: 50, widthMm: 20, heightMm: 40 });
  });
});
