import { countryName } from '../address/country-names';
import type { PartyRecord } from './party-record';

const PLAIN_ASCII = /^[\x20-\x7e\n\r\t]*$/;

/** Text as the address book compares it: accents and case ignored ("Zoë" is "zoe"), spacing and punctuation as one space. */
export function foldedForSearch(text: string): string {
  // Most addresses are plain ASCII: folded without Unicode's tables, four times faster (10,000 of them load at once).
  if (PLAIN_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** Entries ready to be searched: their words worked out once, not at every key press, in one text. */
export type SearchIndex<Entry> = {
  readonly entries: readonly Entry[];
  /** Every entry's folded words, each entry's beginning with a space and ending with a line break. */
  readonly text: string;
  /** Where each entry's words begin in `text`, in order. */
  readonly starts: readonly number[];
};

const countryWords = new Map<string, string>();
/** A country as searched: its code and English name ("de germany"), worked out once a country. */
function countryText(code: string | null): string {
  if (code === null) return '';
  let words = countryWords.get(code);
  if (words === undefined) countryWords.set(code, (words = foldedForSearch(`${code} ${countryName(code)}`)));
  return words;
}

/** What a search looks through: the name, company, address (its city and postcode) and country's name. */
export const searchableParty = (party: PartyRecord): string => `${foldedForSearch(`${party.name} ${party.company} ${party.address}`)} ${countryText(party.country)}`;

/** Makes entries searchable one at a time (a long book can be read in slices, between other work), in order. */
export function indexBuilder<Entry>(partyOf: (entry: Entry) => PartyRecord) {
  const entries: Entry[] = [];
  const starts: number[] = [];
  const texts: string[] = [];
  let length = 0;
  return {
    add(entry: Entry): void {
      const text = ` ${searchableParty(partyOf(entry))}\n`;
      entries.push(entry);
      starts.push(length);
      texts.push(text);
      length += text.length;
    },
    get size(): number {
      return entries.length;
    },
    /** The index of the entries added so far, its text joined once (one flat string, quick to search). */
    index: (): SearchIndex<Entry> => ({ entries: [...entries], text: texts.join(''), starts: [...starts] }),
  };
}

/** Entries made searchable, in the order they are given (the order results keep). */
export function searchable<Entry>(entries: readonly Entry[], partyOf: (entry: Entry) => PartyRecord): SearchIndex<Entry> {
  const builder = indexBuilder(partyOf);
  entries.forEach((entry) => builder.add(entry));
  return builder.index();
}

/** The entry whose words hold position `at` (the last start at or before it). */
function entryAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The entries whose words hold every word typed, each at the start of one of its words ("bos" finds Boston, "021"
 * finds 02134), in the given order, at most `limit` of them. Nothing typed gives the first `limit`. The longest word
 * likely rarest is looked for through the whole text at once (native string search); only the entries it is in are read.
 */
export function search<Entry>({ entries, text, starts }: SearchIndex<Entry>, typed: string, limit: number): Entry[] {
  const words = foldedForSearch(typed)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => ` ${word}`);
  if (words.length === 0) return entries.slice(0, limit);
  // A word found nowhere finds nothing; otherwise the word found first latest is likely the rarest, so is looked for.
  const firstAt = words.map((word) => text.indexOf(word));
  if (firstAt.includes(-1)) return [];
  const rarest = firstAt.indexOf(Math.max(...firstAt));
  const first = words[rarest] ?? '';
  const rest = words.filter((_, index) => index !== rarest);
  const found: Entry[] = [];
  for (let at = firstAt[rarest] ?? -1; at >= 0 && found.length < limit; ) {
    const index = entryAt(starts, at);
    const end = starts[index + 1] ?? text.length;
    const words = text.slice(starts[index], end);
    const entry = entries[index];
    if (entry !== undefined && rest.every((word) => words.includes(word))) found.push(entry);
    at = text.indexOf(first, end);
  }
  return found;
}
