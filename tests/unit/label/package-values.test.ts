import { describe, expect, it } from 'vitest';
import { packageValues } from '../../../src/label/package-values';
import { makeLabel } from '../../support/make-label';

describe('package values', () => {
  it('shows weight and dimensions trimmed', () => {
    expect(packageValues(makeLabel({ weight: ' 3.2 lbs ', dimensions: '12 x 10 x 8 in' }))).toEqual({
      weight: '3.2 lbs',
      dimensions: '12 x 10 x 8 in',
    });
  });

  it('leaves out a blank weight or dimensions line', () => {
    expect(packageValues(makeLabel({ weight: '   ', dimensions: '' }))).toEqual({ weight: null, dimensions: null });
  });
});
