import { describe, expect, it } from 'vitest';
import { readVCards, vCardFile, VCardProblem } from '../../../src/address-book/vcard';
import { english } from '../../support/english';
import { makeParty } from '../../support/make-party';

const zoe = makeParty({ name: 'Zoë Müller; "Z"', company: 'Café, Olé', address: 'Hauptstraße 5\n80331 München', phone: '+49 89 123456', country: 'DE' });
const ana = makeParty();

describe('vCard 4.0, written', () => {
  it('is one card per address, version 4.0, CRLF line ends, text escaped and lines folded at 75 octets', () => {
    const file = vCardFile([zoe, makeParty({ address: `${'Very long street name '.repeat(8)}\nPortland, OR 97205` })]);
    expect(file.match(/BEGIN:VCARD\r\nVERSION:4\.0\r\n/g)).toHaveLength(2);
    expect(file).toContain('FN:Zoë Müller\\; "Z"\r\n');
    expect(file).toContain('ORG:Café\\, Olé\r\n');
    expect(file).toContain('X-SHIPLABEL-COUNTRY:DE\r\n');
    expect(file.endsWith('END:VCARD\r\n')).toBe(true);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('reads back exactly what it wrote', () => {
    expect(readVCards(vCardFile([zoe, ana]))).toEqual({ parties: [zoe, ana], skipped: 0 });
  });
});

describe('vCards from other address books', () => {
  it('reads a 3.0 card: N when there is no FN, the ADR components in posted order, a country by name, a tel: URI', () => {
    const card = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Chen;Bo;;;', 'item1.ADR;TYPE=HOME:;;9 Pine Ave;Springfield;IL;62704;United States', 'TEL;VALUE=uri:tel:+1-217-555-0100', 'END:VCARD'].join('\n');
    expect(readVCards(card)).toEqual({
      parties: [{ name: 'Bo Chen', company: '', address: '9 Pine Ave\nSpringfield, IL 62704', phone: '+1-217-555-0100', country: 'US' }],
      skipped: 0,
    });
  });

  it('unfolds folded lines, and leaves out a card with no name, company or address', () => {
    const file = ['BEGIN:VCARD', 'VERSION:4.0', 'FN:Ana', '  Lima', 'END:VCARD', 'BEGIN:VCARD', 'VERSION:4.0', 'EMAIL:someone@example.com', 'END:VCARD'].join('\r\n');
    expect(readVCards(file)).toMatchObject({ parties: [{ name: 'Ana Lima' }], skipped: 1 });
  });

  it('says what is wrong with a file that is not a vCard, or is cut short, and imports nothing', () => {
    const problem = (text: string): string => {
      try {
        readVCards(text);
      } catch (error) {
        if (error instanceof VCardProblem) return english(error.problem);
        throw error;
      }
      throw new Error('read as vCards');
    };
    expect(problem('name,address\nAna,1 Elm St')).toBe('This is not a vCard file: it should begin with BEGIN:VCARD. Nothing was imported.');
    expect(problem('BEGIN:VCARD\r\nFN:Ana\r\n')).toBe('Card 1 has no END:VCARD: the file is cut short or damaged. Nothing was imported.');
    expect(problem('BEGIN:VCARD\r\nFN:Ana\r\nBEGIN:VCARD\r\nFN:Bo\r\nEND:VCARD')).toMatch(/^Card 1 has no END:VCARD before the next card begins/);
    expect(problem('BEGIN:VCARD\r\nFN:Ana\r\nEND:VCARD\r\nEND:VCARD')).toBe('The file has an END:VCARD without its BEGIN:VCARD: it is damaged. Nothing was imported.');
    expect(problem('')).toBe('The file holds no vCard. Nothing was imported.');
  });
});
