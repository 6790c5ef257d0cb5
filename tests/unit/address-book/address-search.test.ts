import { describe, expect, it } from 'vitest';
import { foldedForSearch, search, searchable } from '../../../src/address-book/address-search';
import { duplicateKey, postcodeOf } from '../../../src/address-book/saved-address';
import { makeParty } from '../../support/make-party';

const parties = [
  makeParty({ name: 'Zoë Müller', company: '', address: 'Hauptstraße 5\n80331 München', country: 'DE' }),
  makeParty({ name: 'José Álvarez', company: 'Café Olé', address: 'Calle Mayor 1\n28013 Madrid', country: 'ES' }),
  makeParty({ name: 'Ana Lima', company: 'Lima Ceramics', address: '12 Harbour Road\nPortland, OR 97205', country: 'US' }),
];
const index = searchable(parties, (party) => party);
const names = (typed: string, limit = 10) => search(index, typed, limit).map((party) => party.name);

describe('finding a saved address', () => {
  it('ignores accents and case, both ways', () => {
    expect(names('zoe')).toEqual(['Zoë Müller']);
    expect(names('MUNCHEN')).toEqual(['Zoë Müller']);
    expect(names('jose')).toEqual(['José Álvarez']);
    expect(names('álvarez')).toEqual(['José Álvarez']);
  });

  it('finds by company, city, postcode and country name, each word at the start of a word', () => {
    expect(names('cafe')).toEqual(['José Álvarez']);
    expect(names('portland')).toEqual(['Ana Lima']);
    expect(names('972')).toEqual(['Ana Lima']);
    expect(names('germany')).toEqual(['Zoë Müller']);
    expect(names('spain madrid')).toEqual(['José Álvarez']);
    expect(names('ortland')).toEqual([]);
  });

  it('keeps the order given (the latest used first) and stops at the limit; nothing typed lists the first', () => {
    expect(names('')).toEqual(['Zoë Müller', 'José Álvarez', 'Ana Lima']);
    expect(names('', 2)).toEqual(['Zoë Müller', 'José Álvarez']);
  });

  it('folds text once for comparing', () => {
    expect(foldedForSearch('  Ça  va,  CAFÉ! ')).toBe('ca va cafe');
  });
});

describe('one address, however it is typed', () => {
  it('reads the postcode from the last line that has a digit', () => {
    expect(postcodeOf('1 Main St\nBoston, MA 02134')).toBe('02134');
    expect(postcodeOf('10 Downing Street\nLondon\nSW1A 2AA')).toBe('SW1A2AA');
    expect(postcodeOf('Hauptstraße 5\n80331 München')).toBe('80331');
    expect(postcodeOf('Farm Lane\nNowhere')).toBe('');
  });

  it('takes the same name and postcode as the same address, and tells others apart', () => {
    const ana = makeParty({ name: 'Ana Lima', address: '12 Harbour Road\nPortland, OR 97205' });
    expect(duplicateKey(makeParty({ name: 'ANA  LIMA', address: 'Apt 3, 12 Harbour Rd\nPortland OR 97205' }))).toBe(duplicateKey(ana));
    expect(duplicateKey(makeParty({ name: 'Ana Lima', address: '12 Harbour Road\nPortland, OR 97209' }))).not.toBe(duplicateKey(ana));
    expect(duplicateKey(makeParty({ name: 'Bo Chen', address: '12 Harbour Road\nPortland, OR 97205' }))).not.toBe(duplicateKey(ana));
  });
});
