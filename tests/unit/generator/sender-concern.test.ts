import { describe, expect, it } from 'vitest';
import { batchSenderConcern, senderConcernOf } from '../../../src/features/batch/sender-concern';
import { makeLabel } from '../../support/make-label';

const real = makeLabel({ fromName: 'Quayside Parcels', fromCompany: 'Harbour Thread Co', fromAddress: '410 Pier Road\nSeattle, WA 98101', fromPhone: '(206) 555-0111' });
const empty = makeLabel({ fromName: '', fromCompany: '', fromAddress: '', fromPhone: '' });

describe("a sender's second look", () => {
  it('names the example sender while any of its name, company, address or phone is still the sample', () => {
    expect(senderConcernOf(makeLabel())).toBe('sample');
    expect(senderConcernOf({ ...real, fromCompany: 'Maple Lane Crafts' }), 'the example company under a real name').toBe('partly-sample');
    expect(senderConcernOf({ ...real, fromPhone: '(512) 555-0193' }), 'the example phone').toBe('partly-sample');
    expect(senderConcernOf({ ...real, fromAddress: ' 77 Orchard Street\nAustin, TX 78701\nUnited States ' })).toBe('partly-sample');
    expect(senderConcernOf({ ...real, fromName: 'Daniel Brooks', fromCompany: 'Maple Lane Crafts' }), 'its name and company').toBe('sample');
  });

  it('takes a sender with every example value replaced (or left empty) as the visitor’s own', () => {
    expect(senderConcernOf(real)).toBeNull();
    expect(senderConcernOf({ ...real, fromCompany: '', fromPhone: '' })).toBeNull();
  });

  it('calls a sender with neither a name nor an address empty, blanks included, even with a company', () => {
    expect(senderConcernOf(empty)).toBe('empty');
    expect(senderConcernOf(makeLabel({ fromName: '  ', fromCompany: 'Harbour Thread Co', fromAddress: '\n' }))).toBe('empty');
    expect(senderConcernOf({ ...real, fromName: '', fromAddress: '410 Pier Road' })).toBeNull();
    expect(senderConcernOf({ ...real, fromName: 'Quayside Parcels', fromAddress: '' })).toBeNull();
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
