import { msg } from '@lingui/core/macro';
import type { IDBPDatabase } from 'idb';
import { latestFirst, withAddress, type KeptBy, type SavedAddress } from '../../address-book/saved-address';
import type { ImportReview } from '../../address-book/import-review';
import { hasParty, type PartyRecord } from '../../address-book/party-record';
import { BookRefusal } from './book-errors';
import type { BookSchema } from './book-schema';

type Opening = {
  /** The book if there is one (null when nothing was ever saved). */
  open: (create: false) => Promise<IDBPDatabase<BookSchema> | null>;
  /** The book, made if need be. */
  openToWrite: () => Promise<IDBPDatabase<BookSchema>>;
  now: () => number;
  newId: () => string;
};

/** The address book's side of the device book: recipients saved or remembered when printed, the latest first. */
export function addressShelf({ open, openToWrite, now, newId }: Opening) {
  const keep = async (db: IDBPDatabase<BookSchema>, party: PartyRecord, keptBy: KeptBy): Promise<SavedAddress> => {
    const transaction = db.transaction('addresses', 'readwrite');
    const store = transaction.objectStore('addresses');
    const { kept, removed } = withAddress(await store.getAll(), { party, keptBy, now: now(), newId });
    await Promise.all([store.put(kept), ...removed.map((id) => store.delete(id))]);
    await transaction.done;
    return kept;
  };

  return {
    /** Every address kept, the one used last first. */
    async readAddresses(): Promise<SavedAddress[]> {
      const db = await open(false);
      return db === null ? [] : latestFirst(await db.getAll('addresses'));
    },

    /** Saves a recipient; the same name and postcode already saved is updated, not doubled. */
    async saveAddress(party: PartyRecord): Promise<SavedAddress> {
      if (!hasParty(party)) throw new BookRefusal(msg`Type the recipient’s name or address first: there is nothing to save yet.`);
      return keep(await openToWrite(), party, 'saved');
    },

    /** Remembers a printed recipient, when the visitor asked for that; the last REMEMBERED_PRINTS are kept. */
    async rememberPrinted(party: PartyRecord): Promise<SavedAddress | null> {
      const db = await open(false);
      if (db === null || (await db.get('settings', 'rememberPrints')) !== true || !hasParty(party)) return null;
      return keep(db, party, 'printed');
    },

    /** Marks an address as just used, so that it is listed first. */
    async touchAddress(id: string): Promise<void> {
      const db = await open(false);
      const address = await db?.get('addresses', id);
      if (db && address) await db.put('addresses', { ...address, usedAt: now() });
    },

    /** Keeps what a reviewed import adds and updates, in one go (the file's first row listed first); says how many. */
    async importAddresses({ added, updated }: ImportReview): Promise<number> {
      const db = await openToWrite();
      const transaction = db.transaction('addresses', 'readwrite');
      const store = transaction.objectStore('addresses');
      const time = now();
      const kept = [...updated, ...added.map((party) => ({ id: newId(), party }))];
      await Promise.all(kept.map(({ id, party }, order) => store.put({ id, party, keptBy: 'saved', usedAt: time - order })));
      await transaction.done;
      return kept.length;
    },

    async deleteAddress(id: string): Promise<void> {
      await (await open(false))?.delete('addresses', id);
    },

    async remembersPrints(): Promise<boolean> {
      return (await (await open(false))?.get('settings', 'rememberPrints')) === true;
    },

    /** Turns "Remember recipients I print" on (which makes the book) or off. */
    async setRememberPrints(remember: boolean): Promise<void> {
      if (remember) await (await openToWrite()).put('settings', true, 'rememberPrints');
      else await (await open(false))?.put('settings', false, 'rememberPrints');
    },
  };
}
