import { describe, expect, it } from 'vitest';
import { planBarcode, QUIET_ZONE_MODULES, renderOptions } from '../../../workers/barcode/code128-options';

describe('Code 128 options', () => {
  it('prints the value centred beneath bars on a white background with a quiet zone', () => {
    const options = renderOptions('1Z999AA10123456784', planBarcode(189));

    expect(options).toMatchObject({
      bcid: 'code128',
      text: '1Z999AA10123456784',
      includetext: true,
      textxalign: 'center',
      backgroundcolor: 'FFFFFF',
      paddingwidth: QUIET_ZONE_MODULES,
    });
    expect(QUIET_ZONE_MODULES).toBeGreaterThanOrEqual(10);
  });

  it.each([20, 189, 365, 800])('chooses a whole-pixel scale reaching 300 dpi for %i bar modules', (modules) => {
    const plan = planBarcode(modules);

    expect(Number.isInteger(plan.scale)).toBe(true);
    expect((plan.scale * 25.4) / plan.moduleMm).toBeGreaterThanOrEqual(300);
    expect((modules + 2 * QUIET_ZONE_MODULES) * plan.moduleMm).toBeLessThanOrEqual(110 + 1e-9);
  });

  it('stops short values from being blown up to the full width', () => {
    expect(planBarcode(35).moduleMm).toBeLessThanOrEqual(0.6);
  });
});
