import { describe, expect, it, vi } from 'vitest';
import type { RasterizeCode128 } from '../../../workers/barcode/barcode-png';
import { measureOptions } from '../../../workers/barcode/code128-options';
import { rememberingRasterizer } from '../../../workers/barcode/remembering-rasterizer';

const png = { bytes: new Uint8Array([1]), widthPx: 1, heightPx: 1 };

describe('remembering rasterizer', () => {
  it('draws each barcode once while it is remembered', async () => {
    const draw = vi.fn<RasterizeCode128>(async () => png);
    const remembering = rememberingRasterizer(draw);
    await remembering(measureOptions('ABC'));
    await remembering(measureOptions('ABC'));
    await remembering(measureOptions('XYZ'));
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest barcode beyond its capacity', async () => {
    const draw = vi.fn<RasterizeCode128>(async () => png);
    const remembering = rememberingRasterizer(draw, 2);
    for (const value of ['A', 'B', 'C', 'A']) await remembering(measureOptions(value));
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('tries again after a failed drawing', async () => {
    const draw = vi.fn<RasterizeCode128>().mockRejectedValueOnce(new Error('busy')).mockResolvedValue(png);
    const remembering = rememberingRasterizer(draw);
    await expect(remembering(measureOptions('A'))).rejects.toThrow('busy');
    await expect(remembering(measureOptions('A'))).resolves.toBe(png);
  });
});
