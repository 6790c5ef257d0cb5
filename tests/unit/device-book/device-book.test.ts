import { setupI18n } from '@lingui/core';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_NAME, BOOK_VERSION } from '../../../src/features/device-book/book-schema';
import { BookRefusal, BookUnavailableError, createDeviceBook } from '../../../src/features/device-book';
import { english } from '../../support/english';
import { databaseNames, stubEmptyIndexedDb } from '../../support/fake-indexeddb';
import { forgetReportText } from '../../../src/features/device-book/forget-everything';
import { makeParty } from '../../support/make-party';
import { testLogo } from '../../support/test-logo';

// The site in English, as a page would speak it.
const englishI18n = setupI18n({ locale: 'en', messages: { en: {} } });

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
    const refusal = await device.renameSender(shop.id, 'home').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BookRefusal);
    expect(english((refusal as BookRefusal).problem)).toBe('Another sender is already called “Home”.');
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
    expect(await device.forgetEverything()).toEqual({ senders: 2, logos: 0, addresses: 0 });
    expect(await databaseNames()).toEqual([]);
    expect(await device.readSenders()).toEqual({ senders: [], defaultId: null });
    expect(await book().forgetEverything()).toEqual({ senders: 0, logos: 0, addresses: 0 });
  });

  it('keeps a sender’s logo with it, saving again without one removes it, and forgets it with everything', async () => {
    const device = book();
    const logo = await testLogo();
    const shop = await device.saveSender('Shop', makeParty(), { asDefault: true, logo });
    expect((await device.readSenders()).senders.find((sender) => sender.id === shop.id)?.logo).toEqual(logo);
    await device.saveSender('Home', makeParty(), { asDefault: false, logo });
    await device.saveSender('home', makeParty(), { asDefault: false });
    expect((await device.readSenders()).senders.map((sender) => [sender.shortName, sender.logo !== undefined]).sort()).toEqual([['Shop', true], ['home', false]]);
    expect(await device.forgetEverything()).toEqual({ senders: 2, logos: 1, addresses: 0 });
    expect(forgetReportText({ senders: 2, logos: 1, addresses: 3 }, englishI18n)).toBe('Removed 2 saved senders, 1 logo and 3 addresses from this device.');
    expect(forgetReportText({ senders: 1, logos: 0, addresses: 0 }, englishI18n)).toBe('Removed 1 saved sender from this device.');
    expect(forgetReportText({ senders: 0, logos: 0, addresses: 2 }, englishI18n)).toBe('Removed 2 addresses from this device.');
    expect(forgetReportText({ senders: 0, logos: 0, addresses: 0 }, englishI18n)).toBe('Nothing was saved on this device: there was nothing to forget.');
  });

  it('reads a stored logo that is not a PNG ShipLabel made as no logo, keeping the sender', async () => {
    const device = book();
    await device.saveSender('Shop', makeParty(), { asDefault: true });
    const db = await openDB(BOOK_NAME);
    const [stored] = await db.getAll('senders');
    await db.put('senders', { ...stored, logo: { png: new TextEncoder().encode('<svg onload="x()"/>'), widthPx: 10, heightPx: 10 } });
    db.close();
    const [sender] = (await device.readSenders()).senders;
    expect(sender?.shortName).toBe('Shop');
    expect(sender?.logo).toBeUndefined();
  });

  it('is forgotten even while another page holds it open', async () => {
    const otherTab = book();
    await otherTab.saveSender('Shop', makeParty(), { asDefault: false });
    await otherTab.readSenders();
    expect(await book().forgetEverything()).toEqual({ senders: 1, logos: 0, addresses: 0 });
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
