import type { LabelData } from '../../src/label/label-data';
import { SAMPLE_LABEL } from '../../src/label/sample-label';

/** A label fixture: the sample data with just the fields a test cares about changed. */
export const makeLabel = (overrides: Partial<LabelData> = {}): LabelData => ({ ...SAMPLE_LABEL, ...overrides });
