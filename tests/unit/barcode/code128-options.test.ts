import { describe, expect, it } from 'vitest';
import { QUIET_ZONE_MODULES } from '../../../src/label/barcode-fit';
import { barsOptions } from '../../../workers/barcode/code128-options';
import { rasterizeCode128Node } from '../../../workers/barcode/node-rasterize-code128';

describe('Code 128 bar options', () => {
  it('draws bars only, on white, with quiet zones of at least 10 modules', () => {
    const options = barsOptions('1Z999AA10123456784', 3, 144);

    expect(options).toMatchObject({ bcid: 'code128', text: '1Z999AA10123456784', includetext: false, backgroundcolor: 'FFFFFF', paddingwidth: QUIET_ZONE_MODULES });
    expect(QUIET_ZONE_MODULES).toBeGreaterThanOrEqual(10);
  });

  it.each([1, 2, 3, 5])('makes every module %i pixel(s) and the bars exactly as many pixels tall as asked', async (moduleDots) => {
    const png = await rasterizeCode128Node(barsOptions('SL-42', moduleDots, 150));

    expect(png.widthPx % moduleDots).toBe(0);
    expect(png.heightPx).toBe(150);
  });
});
