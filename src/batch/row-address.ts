// A row's address as the destination's post reads it: its parts laid out by the country's format, with notes on what
// looks wrong. Pure, used by batchRowsFrom; the country formats are loaded by the caller (they are a lazy table).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressReading } from '../address/address-reading';
import { formatAddress, nameComesFirst } from '../address/format-address';
import { postcodeAdvice } from '../address/postcode-check';
import { joinFilled } from '../label/join-filled';

/**
 * The country formats, a reader of country names, the country the form's sender is in (null: not known), and the
 * language the notes name countries in (the page's; English when not given).
 */
export type Addressing = AddressReading & { senderCountry: string | null; locale?: string };

/** A party's cells as the file has them, cleaned. */
export type AddressCells = { name: string; company: string; lines: readonly string[]; city: string; state: string; postcode: string; country: string };

/** Name, company and address as the label prints them, and advice on the address for the review. */
export type PostedAddress = { name: string; company: string; address: string; notes: readonly MessageDescriptor[] };

/** The parts joined as before country formats: "Portland, OR 97205" on one line, then the country as written. */
export const plainAddress = (cells: AddressCells): string =>
  joinFilled([...cells.lines, joinFilled([joinFilled([cells.city, cells.state], ', '), cells.postcode], ' '), cells.country], '\n');

const unreadCountry = (country: string): MessageDescriptor =>
  msg`Country “${country}” is not one ShipLabel recognises: it prints as written and the address keeps the file's order`;
const ambiguousCountry = (country: string): MessageDescriptor =>
  msg`Country “${country}” could be more than one country: it prints as written and the address keeps the file's order`;

/**
 * The address of a party whose destination is `otherCountry`'s post (for the recipient: the sender's country; for the
 * sender: the recipient's). A country the reader knows lays the parts out by its format; no country, or one it cannot
 * read, keeps the plain join, with a note for the latter.
 */
export function postedAddress(addressing: Addressing | null, cells: AddressCells, otherCountry: string | null): PostedAddress & { country: string | null } {
  const plain = { name: cells.name, company: cells.company, address: plainAddress(cells), country: null };
  if (addressing === null || cells.country === '') return { ...plain, notes: [] };
  const reading = addressing.readCountry(cells.country);
  if (reading.kind === 'unknown') return { ...plain, notes: [unreadCountry(cells.country)] };
  if (reading.kind === 'ambiguous') return { ...plain, notes: [ambiguousCountry(cells.country)] };
  if (reading.kind !== 'country') return { ...plain, notes: [] };
  const { formats } = addressing;
  const country = reading.code;
  const parts = { name: cells.name, company: cells.company, lines: cells.lines, city: cells.city, state: cells.state, postcode: cells.postcode };
  const advice = postcodeAdvice(formats, cells.postcode, country, otherCountry, addressing.locale);
  const notes = advice === null ? [] : [advice];
  // Japanese, Chinese and Korean in their scripts end with the name: the whole block is the address then.
  if (!nameComesFirst(formats, country, parts)) {
    return { name: '', company: '', address: formatAddress(formats, country, parts, otherCountry).join('\n'), notes, country };
  }
  const address = formatAddress(formats, country, { ...parts, name: '', company: '' }, otherCountry).join('\n');
  return { name: cells.name, company: cells.company, address, notes, country };
}
