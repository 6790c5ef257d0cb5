import { code128 } from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barsByShape, type DrawBars } from '../../../workers/barcode/bars-by-shape';
import { barsDrawing, darkPixels, type BarsMask } from '../../../workers/barcode/bars-drawing';
import { barsOptions, measureOptions, type Code128Options } from '../../../workers/barcode/code128-options';
import { upsTrackingNumber } from '../../support/tracking-number-shapes';
import { propertyRuns } from '../../support/label-arbitrary';
import { sampled } from '../../support/test-depth';

/** bwip-js drawing the bars, counting its calls. */
function bwip() {
  let calls = 0;
  const draw: DrawBars = (options) => {
    calls += 1;
    return code128({ ...options } as never, barsDrawing() as never) as unknown as BarsMask;
  };
  return { draw, calls: () => calls };
}

const pixelsOf = (bars: BarsMask) => ({ width: bars.width, height: bars.height, dark: Buffer.from(darkPixels(bars)).toString('base64') });

// Characters by class, as Code 128's code sets see them: digits, upper case and punctuation, lower case, controls.
const CLASSES = [
  '0123456789',
  ' !"#$%&\'()*+,-./:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_',
  '`abcdefghijklmnopqrstuvwxyz{|}~\x7f',
  Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join(''),
];
const classOf = (char: string) => CLASSES.findIndex((members) => members.includes(char));
const pick = (members: string, seed: number) => members[seed % members.length] ?? '';

/** Two values of one shape: any ASCII value, and one with each character swapped for another of its class. */
const sameShapePair = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 0x7f }), fc.nat()), { minLength: 1, maxLength: 40 })
  .map((chars) => {
    const first = chars.map(([code]) => String.fromCharCode(code));
    const second = chars.map(([code, seed]) => pick(CLASSES[classOf(String.fromCharCode(code))] ?? '', seed));
    return [first.join(''), second.join('')] as const;
  });

const optionsFor = (value: string): Code128Options[] => [measureOptions(value), barsOptions(value, 2, 203), barsOptions(value, 3, 150)];

describe('bars by shape', () => {
  it(`draws ${sampled(200)} random ASCII values exactly as bwip-js does, without bwip-js, once bwip-js has drawn another of their shape`, () => {
    fc.assert(
      fc.property(sameShapePair, ([first, second]) => {
        for (const [learnt, asked] of optionsFor(first).map((options, index) => [options, optionsFor(second)[index] as Code128Options] as const)) {
          const counted = bwip();
          const bars = barsByShape(counted.draw);
          bars(learnt);
          expect(pixelsOf(bars(asked))).toEqual(pixelsOf(bwip().draw(asked)));
          expect(counted.calls(), 'bwip-js drew the first value only').toBe(1);
        }
      }),
      propertyRuns(200),
    );
  }, 120_000);

  it('asks bwip-js once for a batch of tracking numbers of one shape, and draws the rest itself', () => {
    const counted = bwip();
    const bars = barsByShape(counted.draw);
    for (let index = 0; index < 50; index += 1) {
      const options = barsOptions(upsTrackingNumber(index), 2, 203);
      expect(pixelsOf(bars(options))).toEqual(pixelsOf(bwip().draw(options)));
    }
    expect(counted.calls()).toBe(1);
  });

  it('asks bwip-js again for a value of another shape, or drawn at another size', () => {
    const counted = bwip();
    const bars = barsByShape(counted.draw);
    bars(barsOptions('1Z999AA10123456784', 2, 203));
    bars(barsOptions('9400111899223397658537', 2, 203));
    bars(barsOptions('1Z999AA10123456791', 3, 203));
    expect(counted.calls()).toBe(3);
  });
});
