import { openDB, type IDBPDatabase } from 'idb';
import { BOOK_NAME, BOOK_VERSION, UPGRADES, type BookSchema } from './book-schema';

/** The browser keeps nothing for this site: storage switched off, a private window that refuses it, or a failure. */
export class BookUnavailableError extends Error {
  constructor(cause: unknown) {
    super('This browser is not keeping anything for ShipLabel on this device (a private window or a setting may stop it).', { cause });
    this.name = 'BookUnavailableError';
  }
}

/**
 * Opens the book, brought up to the current version. With `create` false, a device that never saved anything gets
 * null and keeps no database: the upgrade that would have made one is aborted, which leaves nothing behind.
 * `onCreated` hears that this call made the database; `onClose` hears that the connection was closed: for another tab's newer version, or "Forget everything".
 */
type OpenOptions = { create: boolean; onCreated: () => void; onClose: () => void };

export async function openBook({ create, onCreated, onClose }: OpenOptions): Promise<IDBPDatabase<BookSchema> | null> {
  let refusedToCreate = false;
  try {
    return await openDB<BookSchema>(BOOK_NAME, BOOK_VERSION, {
      upgrade(db, oldVersion, _newVersion, transaction) {
        if (oldVersion === 0 && !create) {
          refusedToCreate = true;
          // The transaction's own promise rejects with the abort, which is meant: heard here, not left unhandled.
          transaction.done.catch(() => undefined);
          transaction.abort();
          return;
        }
        UPGRADES.slice(oldVersion).forEach((upgrade) => upgrade(db, transaction));
        if (oldVersion === 0) onCreated();
      },
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        onClose();
      },
      terminated: onClose,
    });
  } catch (error) {
    if (refusedToCreate) return null;
    throw new BookUnavailableError(error);
  }
}
