import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_NAME, BOOK_VERSION } from '../../../src/features/device-book/book-schema';
import { BookRefusal, BookUnavailableError, createDeviceBook } from '../../../src/features/device-book';
import { databaseNames, stubEmptyIndexedDb } from '../../support/fake-indexeddb';
import { makeParty } from '../../support/make-party';

let ids = 0;
const book = (askToPersist = vi.fn()) => createDeviceBook({ now: () => 1_700_000_000_000, newId: () => `id-${++ids}`, askToPersist });


beforeEach(() => {
  stubEmptyIndexedDb();
});
afterEach(() => vi.unstubAllGlobals());

describe('the book on this device', () => {
  it('is not made by reading it: a device that never saved anything keeps no database', async () => {
    expect(await book().readSenders()).toEqual({ senders: [], defaultId: null });
    expect(await databaseNames()).toEqual([]);
  });

  it('is made by the first save, which asks the browser to keep it; the first sender saved is the default', async () => {
    const askToPersist = vi.fn();
    const device = book(askToPersist);
    const shop = await device.saveSender('Shop', makeParty(), { asDefault: false });
    await device.saveSender('Home', makeParty({ name: 'Ana at home' }), { asDefault: false });
    expect(askToPersist).toHaveBeenCalledTimes(1);
    expect(await databaseNames()).toEqual([BOOK_NAME]);
    // A later visit (a new page) reads what was kept.
    const later = await book().readSenders();
    expect(later.defaultId).toBe(shop.id);
    expect(later.senders.map((sender) => [sender.shortName, sender.party.name]).sort()).toEqual([
      ['Home', 'Ana at home'],
      ['Shop', 'Ana Lima'],
    ]);
  });

  it('makes a sender the default when asked, and passes the default on when its sender is deleted', async () => {
    const device = book();
    const shop = await device.saveSender('Shop', makeParty(), { asDefault: false });
    const home = await device.saveSender('Home', makeParty(), { asDefault: true });
    expect((await device.readSenders()).defaultId).toBe(home.id);
    await device.setDefaultSender(shop.id);
    expect((await device.readSenders()).defaultId).toBe(shop.id);
    await device.deleteSender(shop.id);
    expect(await device.readSenders()).toMatchObject({ defaultId: home.id, senders: [{ shortName: 'Home' }] });
    await device.deleteSender(home.id);
    expect(await device.readSenders()).toEqual({ senders: [], defaultId: null });
  });

  it('renames a sender, but not to a name another sender has', async () => {
    const device = book();
    const shop = await device.saveSender('Shop', makeParty(), { asDefault: false });
    await device.saveSender('Home', makeParty(), { asDefault: false });
    await expect(device.renameSender(shop.id, 'home')).rejects.toThrow(new BookRefusal('Another sender is already called “Home”.'));
    expect((await device.renameSender(shop.id, ' Market stall ')).shortName).toBe('Market stall');
    expect((await device.readSenders()).senders.map((sender) => sender.shortName).sort()).toEqual(['Home', 'Market stall']);
  });

  it('refuses a sender without a short name, and keeps nothing for it', async () => {
    await expect(book().saveSender(' ', makeParty(), { asDefault: true })).rejects.toThrow(BookRefusal);
    expect(await databaseNames()).toEqual([]);
  });

  it('forgets everything: says how many senders it held, and leaves no database', async () => {
    const device = book();
    await device.saveSender('Shop', makeParty(), { asDefault: false });
    await device.saveSender('Home', makeParty(), { asDefault: false });
    expect(await device.forgetEverything()).toEqual({ senders: 2, addresses: 0 });
    expect(await databaseNames()).toEqual([]);
    expect(await device.readSenders()).toEqual({ senders: [], defaultId: null });
    expect(await book().forgetEverything()).toEqual({ senders: 0, addresses: 0 });
  });

  it('is forgotten even while another page holds it open', async () => {
    const otherTab = book();
    await otherTab.saveSender('Shop', makeParty(), { asDefault: false });
    await otherTab.readSenders();
    expect(await book().forgetEverything()).toEqual({ senders: 1, addresses: 0 });
    expect(await databaseNames()).toEqual([]);
    // The other page still works: it simply finds nothing now.
    expect(await otherTab.readSenders()).toEqual({ senders: [], defaultId: null });
  });

  it('opens a book made by this version as it is, at the current version', async () => {
    await book().saveSender('Shop', makeParty(), { asDefault: false });
    const db = await openDB(BOOK_NAME);
    expect(db.version).toBe(BOOK_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['addresses', 'senders', 'settings']);
    db.close();
  });

  it('says the browser keeps nothing when IndexedDB is missing or refuses, on reading and on saving', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(book().readSenders()).rejects.toThrow(BookUnavailableError);
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('indexedDB', refusing);
    await expect(book().saveSender('Shop', makeParty(), { asDefault: true })).rejects.toThrow(
      'This browser is not keeping anything for ShipLabel on this device (a private window or a setting may stop it).',
    );
  });
});
