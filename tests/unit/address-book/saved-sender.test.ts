import { describe, expect, it } from 'vitest';
import { partyFields, partyOf } from '../../../src/address-book/party-record';
import { renameProblem, shortNameProblem, sortedSenders, withSender, type SavedSender } from '../../../src/address-book/saved-sender';
import { english } from '../../support/english';
import { makeLabel } from '../../support/make-label';
import { makeParty } from '../../support/make-party';

const said = (problem: ReturnType<typeof shortNameProblem>) => (problem === null ? null : english(problem));

const sender = (shortName: string, id = shortName.toLowerCase()): SavedSender => ({ id, shortName, party: makeParty(), savedAt: 1 });

describe('a saved sender', () => {
  it('takes the sender card and its country from the label, and gives them back to either side', () => {
    const label = makeLabel({ fromName: 'Ana Lima', fromCompany: '', fromAddress: '1 Rua Augusta\n1100-048 Lisboa', fromPhone: '' });
    const party = partyOf(label, 'from', 'PT');
    expect(party).toEqual({ name: 'Ana Lima', company: '', address: '1 Rua Augusta\n1100-048 Lisboa', phone: '', country: 'PT' });
    expect(partyFields(party, 'to')).toEqual({ toName: 'Ana Lima', toCompany: '', toAddress: '1 Rua Augusta\n1100-048 Lisboa', toPhone: '' });
  });

  it('needs a short name of at most 30 characters', () => {
    expect(said(shortNameProblem('  '))).toBe('Give this sender a short name, such as Shop or Home.');
    expect(said(shortNameProblem('x'.repeat(31)))).toBe('Keep the short name to 30 characters or fewer.');
    expect(shortNameProblem(' Shop ')).toBeNull();
    expect(shortNameProblem('🏠'.repeat(30))).toBeNull();
  });

  it('saved again under its name (any case) replaces the sender of that name, keeping its id', () => {
    const saved = [sender('Shop'), sender('Home')];
    const { senders, kept } = withSender(saved, { shortName: 'shop ', party: makeParty({ name: 'New name' }), savedAt: 2 }, () => 'fresh');
    expect(kept).toMatchObject({ id: 'shop', shortName: 'shop', savedAt: 2 });
    expect(senders.map((one) => one.party.name).sort()).toEqual(['Ana Lima', 'New name']);
    expect(withSender(saved, { shortName: 'Warehouse', party: makeParty(), savedAt: 2 }, () => 'fresh').kept.id).toBe('fresh');
  });

  it('is not renamed to an empty name or to another sender’s', () => {
    const saved = [sender('Shop'), sender('Home')];
    expect(said(renameProblem(saved, 'home', 'SHOP'))).toBe('Another sender is already called “Shop”.');
    expect(renameProblem(saved, 'shop', 'shop')).toBeNull();
    expect(said(renameProblem(saved, 'shop', ''))).toBe('Give this sender a short name, such as Shop or Home.');
  });

  it('is listed by short name as a person sorts them', () => {
    expect(sortedSenders([sender('shop 10'), sender('Éclair'), sender('shop 9'), sender('Atelier')]).map((one) => one.shortName)).toEqual([
      'Atelier',
      'Éclair',
      'shop 9',
      'shop 10',
    ]);
  });
});
