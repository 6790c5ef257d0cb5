import { describe, expect, it, vi } from 'vitest';
import { QUIET_ZONE_MODULES } from '../../../src/label/barcode-fit';
import { LabelTooLongError } from '../../../src/label/field-limits';
import { createBarcodePng, type BarcodeBox, type RasterizeCode128 } from '../../../workers/barcode/barcode-png';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const THERMAL_BOX: BarcodeBox = { widthMm: 91.6, heightMm: 18 };

/** The module count of a value, as bwip-js draws it at one pixel per module without quiet zones. */
const modulesOf = async (value: string) => (await rasterizeCode128Node({ bcid: 'code128', text: value, scale: 1, height: 1, includetext: false })).widthPx;

describe('createBarcodePng', () => {
  it('draws the sample tracking number as a PNG of one pixel per printer dot, at its printed size', async () => {
    const barcode = (await createBarcodePng('1Z999AA10123456784', THERMAL_BOX, 203, rasterizeCode128Node))!;

    expect([...barcode.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(barcode.widthMm).toBeCloseTo((barcode.widthPx * 25.4) / 203, 9);
    expect(barcode.heightMm).toBeCloseTo((barcode.heightPx * 25.4) / 203, 9);
    expect(barcode.heightMm).toBeCloseTo(18, 0);
  });

  it.each([
    ['an 18-character UPS-style value', '1Z999AA10123456784'],
    ['a 22-digit USPS-style value', '9400111899223197428490'],
    ['a 40-character value', 'AB12cd34EF56gh78IJ90kl12MN34op56QR78st90'],
  ])('spans as much of the box as whole-dot modules allow, with quiet zones, for %s', async (_name, value) => {
    for (const dpi of [203, 300] as const) {
      const barcode = (await createBarcodePng(value, THERMAL_BOX, dpi, rasterizeCode128Node))!;
      const totalModules = (await modulesOf(value)) + 2 * QUIET_ZONE_MODULES;

      expect(barcode.widthPx).toBe(totalModules * barcode.moduleDots);
      expect(barcode.widthMm).toBeLessThanOrEqual(THERMAL_BOX.widthMm);
      // One more dot per module would not fit (or would pass the 0.6 mm cap for short values).
      const wider = (totalModules * (barcode.moduleDots + 1) * 25.4) / dpi;
      expect(wider > THERMAL_BOX.widthMm || ((barcode.moduleDots + 1) * 25.4) / dpi > 0.6).toBe(true);
    }
  });

  it('draws a value shaped like one it has measured (a batch of one carrier’s numbers) in one pass, and just as wide', async () => {
    const calls: number[] = [];
    const counting: RasterizeCode128 = async (options) => {
      calls.push(options.scale);
      return rasterizeCode128Node(options);
    };
    await createBarcodePng('1Z999BB10123456001', THERMAL_BOX, 203, counting);
    calls.length = 0;
    const second = (await createBarcodePng('1Z999BB10123456002', THERMAL_BOX, 203, counting))!;
    expect(calls).toHaveLength(1);
    expect(second.widthPx).toBe(((await modulesOf('1Z999BB10123456002')) + 2 * QUIET_ZONE_MODULES) * second.moduleDots);
  });

  it('gives none when even one dot per module is too wide for the box', async () => {
    expect(await createBarcodePng('1Z999AA10123456784', { widthMm: 20, heightMm: 10 }, 203, rasterizeCode128Node)).toBeNull();
  });

  it('refuses text Code 128 cannot carry, before bwip-js can mangle it', async () => {
    const rasterize = vi.fn<RasterizeCode128>();

    await expect(createBarcodePng('PKG-ÄÖÜ', THERMAL_BOX, 203, rasterize)).rejects.toThrow(Error);
    await expect(createBarcodePng('', THERMAL_BOX, 203, rasterize)).rejects.toThrow(Error);
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('turns a string thrown by bwip-js into an Error that keeps the message', async () => {
    const throwsString: RasterizeCode128 = () => Promise.reject('bwipp.code128badCharacter: bad input');

    const failure = createBarcodePng('ABC', THERMAL_BOX, 203, throwsString);

    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toThrow('bwipp.code128badCharacter: bad input');
  });

  it('passes errors bwip-js throws as Errors through unchanged', async () => {
    const thrown = new RangeError('bwipp.renderFailed');
    await expect(createBarcodePng('ABC', THERMAL_BOX, 203, () => Promise.reject(thrown))).rejects.toBe(thrown);
  });

  it('refuses a tracking number over 40 characters with a typed error, before bwip-js draws anything', async () => {
    const rasterize = vi.fn<RasterizeCode128>();

    const failure = createBarcodePng('7'.repeat(41), THERMAL_BOX, 203, rasterize);

    await expect(failure).rejects.toBeInstanceOf(LabelTooLongError);
    await expect(failure).rejects.toMatchObject({ name: 'LabelTooLongError', fields: ['trackingNumber'] });
    expect(rasterize).not.toHaveBeenCalled();
  });
});
