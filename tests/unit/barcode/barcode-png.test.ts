import { describe, expect, it, vi } from 'vitest';
import { LabelTooLongError } from '../../../src/label/field-limits';
import { createBarcodePng } from '../../../workers/barcode/barcode-png';
import type { RasterizeCode128 } from '../../../workers/barcode/barcode-png';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dpiOf = (widthPx: number, widthMm: number) => widthPx / (widthMm / 25.4);

describe('createBarcodePng', () => {
  it('draws the sample tracking number as a PNG about 110 × 30 mm', async () => {
    const barcode = await createBarcodePng('1Z999AA10123456784', rasterizeCode128Node);

    expect([...barcode.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(barcode.widthMm).toBeCloseTo(110, 5);
    expect(barcode.heightMm).toBeGreaterThan(22);
    expect(barcode.heightMm).toBeLessThanOrEqual(32);
  });

  it.each(['A', '1Z999AA10123456784', `1Z${'9876543210'.repeat(3)}ABCDEFGH`, '~'.repeat(40)])(
    'is at least 300 dpi at its placed size and never wider than 110 mm (%s)',
    async (value) => {
      const barcode = await createBarcodePng(value, rasterizeCode128Node);

      expect(dpiOf(barcode.widthPx, barcode.widthMm)).toBeGreaterThanOrEqual(300);
      expect(barcode.widthMm).toBeLessThanOrEqual(110 + 1e-9);
      expect(barcode.heightMm / barcode.widthMm).toBeCloseTo(barcode.heightPx / barcode.widthPx, 9);
    },
  );

  it('gives every bar module the same whole number of pixels', async () => {
    const options: Parameters<RasterizeCode128>[0][] = [];
    const recording: RasterizeCode128 = async (opts) => {
      options.push(opts);
      return rasterizeCode128Node(opts);
    };
    const barcode = await createBarcodePng('1Z999AA10123456784', recording);
    const scale = options[1]?.scale ?? 0;

    expect(Number.isInteger(scale)).toBe(true);
    expect(barcode.widthPx % scale).toBe(0);
  });

  it('refuses text Code 128 cannot carry, before bwip-js can mangle it', async () => {
    const rasterize = vi.fn<RasterizeCode128>();

    await expect(createBarcodePng('PKG-ÄÖÜ', rasterize)).rejects.toThrow(Error);
    await expect(createBarcodePng('', rasterize)).rejects.toThrow(Error);
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('turns a string thrown by bwip-js into an Error that keeps the message', async () => {
    const throwsString: RasterizeCode128 = () => Promise.reject('bwipp.code128badCharacter: bad input');

    const failure = createBarcodePng('ABC', throwsString);

    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toThrow('bwipp.code128badCharacter: bad input');
  });

  it('passes errors bwip-js throws as Errors through unchanged', async () => {
    const thrown = new RangeError('bwipp.renderFailed');
    await expect(createBarcodePng('ABC', () => Promise.reject(thrown))).rejects.toBe(thrown);
  });

  it('refuses a tracking number over 40 characters with a typed error, before bwip-js draws anything', async () => {
    const rasterize = vi.fn<RasterizeCode128>();

    const failure = createBarcodePng('7'.repeat(41), rasterize);

    await expect(failure).rejects.toBeInstanceOf(LabelTooLongError);
    await expect(failure).rejects.toMatchObject({ name: 'LabelTooLongError', fields: ['trackingNumber'] });
    expect(rasterize).not.toHaveBeenCalled();
  });
});
