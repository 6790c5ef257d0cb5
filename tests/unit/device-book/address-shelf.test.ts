import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_PRINTS } from '../../../src/address-book/saved-address';
import { BOOK_NAME, BOOK_VERSION, UPGRADES } from '../../../src/features/device-book/book-schema';
import { BookRefusal, createDeviceBook } from '../../../src/features/device-book';
import { databaseNames, stubEmptyIndexedDb } from '../../support/fake-indexeddb';
import { makeParty } from '../../support/make-party';

let clock = 1_700_000_000_000;
let ids = 0;
const book = () => createDeviceBook({ now: () => ++clock, newId: () => `id-${++ids}`, askToPersist: () => undefined });

beforeEach(() => {
  stubEmptyIndexedDb();
});
afterEach(() => vi.unstubAllGlobals());

const recipient = (name: string, address = `1 Main St\nSpringfield, IL ${String(62700 + name.length)}`) => makeParty({ name, company: '', address });

describe('the address book on this device', () => {
  it('saves recipients, lists the latest used first, and updates a duplicate (same name and postcode) in place', async () => {
    const device = book();
    const ana = await device.saveAddress(recipient('Ana Lima', '12 Harbour Road\nPortland, OR 97205'));
    await device.saveAddress(recipient('Bo Chen'));
    const again = await device.saveAddress(recipient('ana lima', '12 Harbour Rd, Suite 4\nPortland OR 97205'));
    expect(again.id).toBe(ana.id);
    const names = (await device.readAddresses()).map((address) => address.party.name);
    expect(names).toEqual(['ana lima', 'Bo Chen']);
    await device.touchAddress((await device.readAddresses())[1]!.id);
    expect((await device.readAddresses())[0]!.party.name).toBe('Bo Chen');
  });

  it('refuses an empty recipient, and makes no database for it', async () => {
    await expect(book().saveAddress(makeParty({ name: ' ', company: '', address: '' }))).rejects.toThrow(BookRefusal);
    expect(await databaseNames()).toEqual([]);
  });

  it('remembers printed recipients only once asked, and only the last 50, never dropping a saved one', async () => {
    const device = book();
    expect(await device.rememberPrinted(recipient('Never kept'))).toBeNull();
    expect(await databaseNames()).toEqual([]);
    await device.saveAddress(recipient('Saved first'));
    await device.setRememberPrints(true);
    expect(await device.remembersPrints()).toBe(true);
    for (let printed = 0; printed < REMEMBERED_PRINTS + 5; printed += 1) await device.rememberPrinted(recipient(`Customer ${printed}`, `${printed} Elm St\nDayton, OH ${45400 + printed}`));
    const kept = await device.readAddresses();
    expect(kept).toHaveLength(REMEMBERED_PRINTS + 1);
    expect(kept.map((address) => address.party.name)).toContain('Saved first');
    expect(kept.map((address) => address.party.name)).not.toContain('Customer 4');
    expect(kept[0]!.party.name).toBe(`Customer ${REMEMBERED_PRINTS + 4}`);
    // A saved address printed again stays saved.
    await device.rememberPrinted(recipient('Saved first'));
    expect((await device.readAddresses()).find((address) => address.party.name === 'Saved first')?.keptBy).toBe('saved');
    await device.setRememberPrints(false);
    expect(await device.rememberPrinted(recipient('Later'))).toBeNull();
  });

  it('deletes one address, and forgetting everything says how many it held', async () => {
    const device = book();
    const ana = await device.saveAddress(recipient('Ana Lima'));
    await device.saveAddress(recipient('Bo Chen'));
    await device.saveSender('Shop', makeParty(), { asDefault: true });
    await device.deleteAddress(ana.id);
    expect((await device.readAddresses()).map((address) => address.party.name)).toEqual(['Bo Chen']);
    expect(await device.forgetEverything()).toEqual({ senders: 1, logos: 0, addresses: 1 });
    expect(await databaseNames()).toEqual([]);
  });
});

describe('the book schema', () => {
  it('brings a version 1 book (senders only) up to date, keeping its senders and default', async () => {
    // A book as the first release of saved senders left it.
    const v1 = await openDB(BOOK_NAME, 1, { upgrade: (db, _old, _new, transaction) => UPGRADES[0]!(db as never, transaction as never) });
    await v1.put('senders', { id: 'shop', shortName: 'Shop', party: makeParty(), savedAt: 1 });
    await v1.put('settings', 'shop', 'defaultSender');
    v1.close();

    const device = book();
    expect(await device.readSenders()).toMatchObject({ defaultId: 'shop', senders: [{ shortName: 'Shop' }] });
    await device.saveAddress(recipient('Ana Lima'));
    expect(await device.readAddresses()).toHaveLength(1);
    const db = await openDB(BOOK_NAME);
    expect(db.version).toBe(BOOK_VERSION);
    expect(BOOK_VERSION).toBe(2);
    db.close();
  });
});
