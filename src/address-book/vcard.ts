import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_COUNTRY_CODES } from '../address/country-codes';
import { countryName } from '../address/country-names';
import { countryCode } from './country-code';
import { hasParty, type PartyRecord } from './party-record';
import { postcodeOf } from './saved-address';

// vCard 4.0 (RFC 6350): the address book written as contacts any address book reads, and read back from them.

/** A property's value as RFC 6350 escapes text: backslash, comma, semicolon and line breaks. */
const escaped = (text: string) => text.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets, as RFC 6350 §3.2 asks (never inside a UTF-8 character). */
function folded(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One card: the name (or the company), the company, the address with its postcode and country, the phone. */
function card(party: PartyRecord): string {
  const fullName = party.name.trim() || party.company.trim();
  const country = party.country === null ? '' : countryName(party.country);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escaped(fullName)}`,
    ...(party.company.trim() ? [`ORG:${escaped(party.company)}`] : []),
    // The address as typed is its label; the components hold it whole as the street, with its postcode and country.
    `ADR;LABEL="${party.address.replace(/"/g, "'").replace(/\r?\n/g, '\\n')}":;;${escaped(party.address)};;;${escaped(postcodeOf(party.address))};${escaped(country)}`,
    ...(party.phone.trim() ? [`TEL;VALUE=text:${escaped(party.phone)}`] : []),
    ...(party.country === null ? [] : [`X-SHIPLABEL-COUNTRY:${party.country}`]),
    'END:VCARD',
  ];
  return lines.map(folded).join('\r\n');
}

/** The addresses as one vCard 4.0 file (CRLF line ends, as the RFC has them). */
export const vCardFile = (parties: readonly PartyRecord[]): string => `${parties.map(card).join('\r\n')}\r\n`;

/** What reading a vCard file found: the addresses, and the cards left out for holding no name or address. */
export type VCardReading = { parties: PartyRecord[]; skipped: number };

/** Why a file cannot be read as vCards: `problem` is the visitor's message, which the page words. */
export class VCardProblem extends Error {
  constructor(readonly problem: MessageDescriptor) {
    // The message is for a developer's console; the visitor reads `problem`, in the page's language.
    super(`The vCard file cannot be read (${problem.id})`);
  }
}

/** A value with RFC 6350's escapes undone. */
const unescaped = (text: string) => text.replace(/\\([\\,;nN])/g, (_, character: string) => (character === 'n' || character === 'N' ? '\n' : character));

/** A structured value's components (split at unescaped semicolons), each unescaped. */
const components = (value: string): string[] => value.split(/(?<!\\);/).map(unescaped);

type Property = { name: string; parameters: string; value: string };

/** A content line's name (group and case aside), parameters and value. */
function property(line: string): Property | null {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon < 0) return null;
  const head = line.slice(0, colon);
  const [name = '', ...parameters] = head.split(';');
  return { name: name.replace(/^.*\./, '').toUpperCase(), parameters: parameters.join(';'), value: line.slice(colon + 1) };
}

/** The address a card's ADR holds: its LABEL as written, else its components in a posted order. */
function addressOf(adr: Property): { address: string; country: string } {
  const label = /(?:^|;)LABEL="([^"]*)"/i.exec(adr.parameters)?.[1];
  const [poBox = '', extended = '', street = '', locality = '', region = '', code = '', country = ''] = components(adr.value);
  if (label !== undefined) return { address: label.replace(/\\n/gi, '\n'), country };
  const cityLine = [locality, [region, code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { address: [poBox, extended, street, cityLine].filter((part) => part.trim() !== '').join('\n'), country };
}

/** The party one card holds, or null when it holds no name, company or address. */
function partyOfCard(properties: readonly Property[]): PartyRecord | null {
  const first = (name: string) => properties.find((candidate) => candidate.name === name);
  const nameParts = first('N') ? components(first('N')?.value ?? '') : [];
  const fullName = first('FN') ? unescaped(first('FN')?.value ?? '') : [nameParts[1], nameParts[0]].filter(Boolean).join(' ');
  const adr = first('ADR');
  const { address, country } = adr ? addressOf(adr) : { address: '', country: '' };
  const tel = first('TEL')?.value.replace(/^tel:/i, '') ?? '';
  const ownCountry = first('X-SHIPLABEL-COUNTRY')?.value.trim().toUpperCase();
  const party: PartyRecord = {
    name: fullName.trim(),
    company: unescaped(components(first('ORG')?.value ?? '')[0] ?? '').trim(),
    address: address.trim(),
    phone: unescaped(tel).trim(),
    country: ownCountry && ADDRESS_COUNTRY_CODES.includes(ownCountry) ? ownCountry : countryCode(country),
  };
  return hasParty(party) ? party : null;
}

/** The addresses in a vCard file (versions 3.0 and 4.0), or a VCardProblem saying why it cannot be read. */
export function readVCards(text: string): VCardReading {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const parties: PartyRecord[] = [];
  let skipped = 0;
  let open: Property[] | null = null;
  let cards = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const found = property(line);
    if (found?.name === 'BEGIN' && found.value.toUpperCase() === 'VCARD') {
      if (open !== null) throw new VCardProblem(msg`Card ${cards} has no END:VCARD before the next card begins: the file is damaged. Nothing was imported.`);
      open = [];
      cards += 1;
    } else if (found?.name === 'END' && found.value.toUpperCase() === 'VCARD') {
      if (open === null) throw new VCardProblem(msg`The file has an END:VCARD without its BEGIN:VCARD: it is damaged. Nothing was imported.`);
      const party = partyOfCard(open);
      if (party) parties.push(party);
      else skipped += 1;
      open = null;
    } else if (open !== null && found !== null) open.push(found);
    else if (open === null) throw new VCardProblem(msg`This is not a vCard file: it should begin with BEGIN:VCARD. Nothing was imported.`);
  }
  if (open !== null) throw new VCardProblem(msg`Card ${cards} has no END:VCARD: the file is cut short or damaged. Nothing was imported.`);
  if (cards === 0) throw new VCardProblem(msg`The file holds no vCard. Nothing was imported.`);
  return { parties, skipped };
}
