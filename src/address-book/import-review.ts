import type { PartyRecord } from './party-record';
import { duplicateKey, type SavedAddress } from './saved-address';

/** What an import will do, shown before anything is kept: new addresses, saved ones it updates, and what it merged. */
export type ImportReview = {
  readonly added: readonly PartyRecord[];
  readonly updated: readonly { id: string; party: PartyRecord }[];
  /** Addresses already saved exactly so. */
  readonly unchanged: number;
  /** Rows of the file that were the same address as an earlier row (same name and postcode), merged into it. */
  readonly mergedInFile: number;
};

const FIELDS = ['name', 'company', 'address', 'phone'] as const;

/** Two records of one address as one: the newer's fields, and the older's where the newer has none. */
const merged = (older: PartyRecord, newer: PartyRecord): PartyRecord => ({
  ...Object.fromEntries(FIELDS.map((field) => [field, newer[field].trim() === '' ? older[field] : newer[field]])),
  country: newer.country ?? older.country,
} as PartyRecord);

const same = (a: PartyRecord, b: PartyRecord) => FIELDS.every((field) => a[field] === b[field]) && a.country === b.country;

/**
 * What importing `incoming` into the book will do. Duplicates (same name and postcode, accents, case and spacing
 * aside) are merged, not doubled: within the file, and with what is saved.
 */
export function reviewImport(saved: readonly SavedAddress[], incoming: readonly PartyRecord[]): ImportReview {
  const byKey = new Map<string, PartyRecord>();
  let mergedInFile = 0;
  for (const party of incoming) {
    const key = duplicateKey(party);
    const earlier = byKey.get(key);
    if (earlier) mergedInFile += 1;
    byKey.set(key, earlier ? merged(earlier, party) : party);
  }
  const savedByKey = new Map(saved.map((address) => [duplicateKey(address.party), address]));
  const added: PartyRecord[] = [];
  const updated: { id: string; party: PartyRecord }[] = [];
  let unchanged = 0;
  for (const [key, party] of byKey) {
    const existing = savedByKey.get(key);
    if (!existing) added.push(party);
    else {
      const next = merged(existing.party, party);
      if (same(next, existing.party)) unchanged += 1;
      else updated.push({ id: existing.id, party: next });
    }
  }
  return { added, updated, unchanged, mergedInFile };
}
