import { openDB, type IDBPDatabase } from 'idb';
import { BOOK_NAME, BOOK_VERSION, UPGRADES, type BookSchema } from './book-schema';
import { BookUnavailableError } from './book-errors';

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
