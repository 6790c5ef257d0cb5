import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { SavedAddress } from '../../address-book/saved-address';
import type { SavedSender } from '../../address-book/saved-sender';

/** The one IndexedDB database ShipLabel keeps, and only once the visitor has saved something. */
export const BOOK_NAME = 'shiplabel-book';

/** The book's settings: which sender is the default, and whether printed recipients are remembered. */
export type BookSettings = { defaultSender: string; rememberPrints: boolean };

/** What the book holds, by store: the senders, the address book, and the book's settings. */
export interface BookSchema extends DBSchema {
  senders: { key: string; value: SavedSender };
  addresses: { key: string; value: SavedAddress };
  settings: { key: keyof BookSettings; value: BookSettings[keyof BookSettings] };
}

type Upgrade = (db: IDBPDatabase<BookSchema>, transaction: IDBPTransaction<BookSchema, StoreNames<BookSchema>[], 'versionchange'>) => void;

/**
 * Each version's change to the database, in order: a database made by an older ShipLabel is brought up to date one
 * version at a time, keeping what it holds. A new version adds an entry here; an entry never changes once released.
 */
export const UPGRADES: readonly Upgrade[] = [
  // Version 1: saved senders and the book's settings.
  (db) => {
    db.createObjectStore('senders', { keyPath: 'id' });
    db.createObjectStore('settings');
  },
  // Version 2: the address book (saved recipients, and those remembered when printed).
  (db) => {
    db.createObjectStore('addresses', { keyPath: 'id' });
  },
];

export const BOOK_VERSION = UPGRADES.length;
