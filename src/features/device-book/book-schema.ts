import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { SavedSender } from '../../address-book/saved-sender';

/** The one IndexedDB database ShipLabel keeps, and only once the visitor has saved something. */
export const BOOK_NAME = 'shiplabel-book';

/** What the book holds, by store: the senders, and its settings (which sender is the default). */
export interface BookSchema extends DBSchema {
  senders: { key: string; value: SavedSender };
  settings: { key: 'defaultSender'; value: string };
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
];

export const BOOK_VERSION = UPGRADES.length;
