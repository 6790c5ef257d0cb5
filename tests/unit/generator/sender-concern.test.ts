import { describe, expect, it } from 'vitest';
import { batchSenderConcern, senderConcernOf } from '../../../src/pages/generator/batch/sender-concern';
import { makeLabel } from '../../support/make-label';

const real = makeLabel({ fromName: 'Quayside Parcels', fromCompany: 'Harbour Thread Co', fromAddress: '410 Pier Road\nSeattle, WA 98101' });
const empty = makeLabel({ fromName: '', fromCompany: '', fromAddress: '' });

describe("a sender's second look", () => {
  it('names the example sender when its name, company and address are all the sample', () => {
    expect(senderConcernOf(makeLabel())).toBe('sample');
    expect(senderConcernOf(makeLabel({ fromPhone: '' })), 'the phone plays no part').toBe('sample');
  });

  it('takes a sender with any of the three changed as the visitor’s own', () => {
    expect(senderConcernOf(makeLabel({ fromName: 'Quayside Parcels' }))).toBeNull();
    expect(senderConcernOf(makeLabel({ fromCompany: '' }))).toBeNull();
    expect(senderConcernOf(makeLabel({ fromAddress: '77 Orchard Street\nAustin, TX 78701' }))).toBeNull();
  });

  it('calls a sender with neither a name nor an address empty, blanks included, even with a company', () => {
    expect(senderConcernOf(empty)).toBe('empty');
    expect(senderConcernOf(makeLabel({ fromName: '  ', fromCompany: 'Harbour Thread Co', fromAddress: '\n' }))).toBe('empty');
    expect(senderConcernOf(makeLabel({ fromName: '', fromAddress: '410 Pier Road' }))).toBeNull();
    expect(senderConcernOf(makeLabel({ fromName: 'Quayside Parcels', fromAddress: '' }))).toBeNull();
  });
});

describe('what Create asks', () => {
  it("asks about the form's sender when the file has none: every label carries it", () => {
    expect(batchSenderConcern(makeLabel(), [real], false)).toBe('sample');
    expect(batchSenderConcern(empty, [], false)).toBe('empty');
    expect(batchSenderConcern(real, [makeLabel()], false)).toBeNull();
  });

  it("asks when the file has senders only if a label still carries the form's", () => {
    expect(batchSenderConcern(makeLabel(), [real, real], true), 'every row has its own').toBeNull();
    expect(batchSenderConcern(makeLabel(), [real, makeLabel()], true), 'one row takes the form’s').toBe('sample');
    expect(batchSenderConcern(empty, [real, empty], true)).toBe('empty');
    expect(batchSenderConcern(empty, [real], true)).toBeNull();
  });
});
