import type { LabelData } from '../../src/label/label-data';
import { SAMPLE_LABEL } from '../../src/label/sample-label';

/** A label fixture: the sample data with just the fields a test cares about changed. */
export const makeLabel = (overrides: Partial<LabelData> = {}): LabelData => ({ ...SAMPLE_LABEL, ...overrides });

/** The sample with a message and 4-line addresses: what every label size must fit on one label. */
export const makeFullLabel = (overrides: Partial<LabelData> = {}): LabelData =>
  makeLabel({
    toAddress: '4821 Lakeview Avenue, Suite 210\nBuilding C, Floor 3\nPortland, OR 97205\nUnited States',
    fromAddress: '77 Orchard Street\nUnit 4\nAustin, TX 78701\nUnited States',
    customMessage: 'Fragile: glass inside. Please leave with the neighbour at number 12 if nobody is home.',
    ...overrides,
  });
