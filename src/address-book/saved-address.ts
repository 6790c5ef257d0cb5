import { foldedForSearch } from './address-search';
import type { PartyRecord } from './party-record';

/** How an address came to be kept: saved by the visitor, or remembered when a label to it was printed. */
export type KeptBy = 'saved' | 'printed';

/** A recipient kept in the address book on this device. */
export type SavedAddress = {
  readonly id: string;
  readonly party: PartyRecord;
  readonly keptBy: KeptBy;
  /** When it was saved, printed or chosen last (ms since the epoch): the book lists the latest first. */
  readonly usedAt: number;
};

/** How many printed recipients are remembered: the oldest beyond these are forgotten (saved ones never are). */
export const REMEMBERED_PRINTS = 50;

/**
 * The postcode of an address as typed, for telling one person's address from another's: the words with a digit on
 * the last line that has one ("Boston, MA 02134" → 02134, "London / SW1A 1AA" → SW1A1AA), upper case, without spaces.
 * Empty when no line has a digit.
 */
export function postcodeOf(address: string): string {
  const line = address
    .split(/\r?\n/)
    .filter((text) => /\d/.test(text))
    .at(-1);
  if (line === undefined) return '';
  return line
    .split(/[\s,]+/)
    .filter((word) => /\d/.test(word) && word.length <= 10)
    .join('')
    .toUpperCase();
}

/**
 * Two records are one address when their names and postcodes match, accents, case and spacing aside; an address
 * with no postcode matches only the same address.
 */
export function duplicateKey(party: PartyRecord): string {
  const postcode = postcodeOf(party.address);
  return `${foldedForSearch(party.name)}|${postcode === '' ? foldedForSearch(party.address) : postcode}`;
}

/** The addresses, the one used last first. */
export const latestFirst = (addresses: readonly SavedAddress[]): SavedAddress[] => [...addresses].sort((a, b) => b.usedAt - a.usedAt);

type Keeping = { party: PartyRecord; keptBy: KeptBy; now: number; newId: () => string };

/**
 * The book once `party` is kept. A duplicate (same name and postcode) is replaced by the new fields, keeping its id,
 * and stays saved if it was; printed ones beyond the last REMEMBERED_PRINTS are forgotten.
 */
export function withAddress(addresses: readonly SavedAddress[], { party, keptBy, now, newId }: Keeping): { kept: SavedAddress; removed: string[] } {
  const key = duplicateKey(party);
  const existing = addresses.find((address) => duplicateKey(address.party) === key);
  const kept: SavedAddress = {
    id: existing?.id ?? newId(),
    party,
    keptBy: existing?.keptBy === 'saved' ? 'saved' : keptBy,
    usedAt: now,
  };
  const others = addresses.filter((address) => address.id !== kept.id);
  const printed = latestFirst([kept, ...others].filter((address) => address.keptBy === 'printed'));
  return { kept, removed: printed.slice(REMEMBERED_PRINTS).map((address) => address.id) };
}
