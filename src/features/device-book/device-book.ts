import { msg } from '@lingui/core/macro';
import { deleteDB, type IDBPDatabase } from 'idb';
import type { PartyRecord } from '../../address-book/party-record';
import { renameProblem, senderAsRead, shortNameProblem, sortedSenders, withSender, type SavedSender } from '../../address-book/saved-sender';
import type { SenderLogo } from '../../label/sender-logo';
import { addressShelf } from './address-shelf';
import { BookRefusal } from './book-errors';
import { BOOK_NAME, type BookSchema } from './book-schema';
import { openBook } from './open-book';

/** The senders kept on this device, in no order, and which one is the default (null when none is). */
export type SendersRead = { senders: SavedSender[]; defaultId: string | null };

/** What "Forget everything on this device" removed. */
export type ForgetReport = { senders: number; logos: number; addresses: number };

type Dependencies = { now: () => number; newId: () => string; askToPersist: () => void };

const browserDependencies: Dependencies = {
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  // Kept through storage pressure where the browser allows it; a refusal changes nothing here.
  askToPersist: () => void navigator.storage?.persist?.().catch(() => undefined),
};

export type DeviceBook = ReturnType<typeof createDeviceBook>;

/**
 * The visitor's book on this device (IndexedDB): saved senders and which one is the default, and the address book. Reading never creates
 * the database; the first save does, and asks the browser to keep it. Every method rejects with BookUnavailableError
 * when the browser keeps nothing, and with BookRefusal when what was asked cannot be done (a name taken, say).
 */
export function createDeviceBook(dependencies: Dependencies = browserDependencies) {
  let connection: Promise<IDBPDatabase<BookSchema> | null> | null = null;
  const forgetConnection = () => {
    connection = null;
  };

  const open = async (create: boolean): Promise<IDBPDatabase<BookSchema> | null> => {
    const existing = connection === null ? null : await connection.catch(() => null);
    if (existing !== null) return existing;
    connection = openBook({ create, onCreated: dependencies.askToPersist, onClose: forgetConnection });
    const db = await connection.catch((error: unknown) => {
      forgetConnection();
      throw error;
    });
    if (db === null) forgetConnection();
    return db;
  };

  /** The book to write to, made if need be (opening with `create` gives a database or throws). */
  const openToWrite = async (): Promise<IDBPDatabase<BookSchema>> => {
    const db = await open(true);
    if (db === null) throw new BookRefusal(msg`The book on this device could not be made.`);
    return db;
  };

  const readSenders = async (): Promise<SendersRead> => {
    const db = await open(false);
    if (db === null) return { senders: [], defaultId: null };
    const [stored, defaultId] = await Promise.all([db.getAll('senders'), db.get('settings', 'defaultSender')]);
    const senders = stored.map(senderAsRead);
    const found = senders.find((sender) => sender.id === defaultId);
    return { senders, defaultId: found?.id ?? null };
  };

  return {
    readSenders,
    ...addressShelf({ open, openToWrite, now: dependencies.now, newId: dependencies.newId }),

    /** Keeps the sender under its short name (replacing the sender of that name), the default if asked or the first. */
    /** Saves the sender under its short name, with its logo (or none: saving again without one removes it). */
    async saveSender(shortName: string, party: PartyRecord, { asDefault, logo = null }: { asDefault: boolean; logo?: SenderLogo | null }): Promise<SavedSender> {
      const problem = shortNameProblem(shortName);
      if (problem !== null) throw new BookRefusal(problem);
      const db = await openToWrite();
      const { senders, defaultId } = await readSenders();
      const { kept } = withSender(senders, { shortName, party, savedAt: dependencies.now(), ...(logo === null ? {} : { logo }) }, dependencies.newId);
      const transaction = db.transaction(['senders', 'settings'], 'readwrite');
      await transaction.objectStore('senders').put(kept);
      if (asDefault || defaultId === null) await transaction.objectStore('settings').put(kept.id, 'defaultSender');
      await transaction.done;
      return kept;
    },

    async renameSender(id: string, shortName: string): Promise<SavedSender> {
      const db = await openToWrite();
      const { senders } = await readSenders();
      const sender = senders.find((candidate) => candidate.id === id);
      if (sender === undefined) throw new BookRefusal(msg`That sender is no longer saved on this device.`);
      const problem = renameProblem(senders, id, shortName);
      if (problem !== null) throw new BookRefusal(problem);
      const renamed = { ...sender, shortName: shortName.trim(), savedAt: dependencies.now() };
      await db.put('senders', renamed);
      return renamed;
    },

    /** Removes the sender; when it was the default, the sender that sorts first becomes the default, if any is left. */
    async deleteSender(id: string): Promise<void> {
      const db = await open(false);
      if (db === null) return;
      const { senders, defaultId } = await readSenders();
      const left = senders.filter((sender) => sender.id !== id);
      const transaction = db.transaction(['senders', 'settings'], 'readwrite');
      await transaction.objectStore('senders').delete(id);
      if (defaultId === id) {
        const next = sortedSenders(left)[0];
        if (next) await transaction.objectStore('settings').put(next.id, 'defaultSender');
        else await transaction.objectStore('settings').delete('defaultSender');
      }
      await transaction.done;
    },

    async setDefaultSender(id: string): Promise<void> {
      const db = await open(false);
      if (db === null || (await db.get('senders', id)) === undefined) throw new BookRefusal(msg`That sender is no longer saved on this device.`);
      await db.put('settings', id, 'defaultSender');
    },

    /** Deletes the whole book from this device and says what it held. */
    async forgetEverything(): Promise<ForgetReport> {
      const db = await open(false);
      const [senders, addresses] = db === null ? [[], 0] : await Promise.all([db.getAll('senders'), db.count('addresses')]);
      db?.close();
      forgetConnection();
      await deleteDB(BOOK_NAME);
      return { senders: senders.length, logos: senders.filter((sender) => sender.logo !== undefined).length, addresses };
    },
  };
}
