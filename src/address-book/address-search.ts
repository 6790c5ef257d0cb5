import { countryName } from '../address/country-names';
import type { PartyRecord } from './party-record';

/** Text as the address book compares it: accents and case ignored ("Zoë" is "zoe"), spacing and punctuation as one space. */
export function foldedForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** An entry ready to be searched: its words worked out once, not at every key press. */
export type Searchable<Entry> = { readonly entry: Entry; readonly text: string };

/** What a search looks through: the name, company, address (its city and postcode) and country's name. */
export const searchableParty = (party: PartyRecord): string =>
  foldedForSearch([party.name, party.company, party.address, party.country === null ? '' : `${party.country} ${countryName(party.country)}`].join(' '));

/** Entries made searchable, in the order they are given (the order results keep). */
export const searchable = <Entry>(entries: readonly Entry[], partyOf: (entry: Entry) => PartyRecord): Searchable<Entry>[] =>
  entries.map((entry) => ({ entry, text: ` ${searchableParty(partyOf(entry))}` }));

/**
 * The entries whose text holds every word typed, each at the start of one of its words ("bos" finds Boston, "021"
 * finds 02134), in the given order, at most `limit` of them. Nothing typed gives the first `limit`.
 */
export function search<Entry>(entries: readonly Searchable<Entry>[], typed: string, limit: number): Entry[] {
  const words = foldedForSearch(typed)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => ` ${word}`);
  const found: Entry[] = [];
  for (const { entry, text } of entries) {
    if (words.every((word) => text.includes(word))) found.push(entry);
    if (found.length === limit) break;
  }
  return found;
}
