import * as fakeIndexedDb from 'fake-indexeddb';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

// Node has no IndexedDB: fake-indexeddb's, its classes too (idb checks what it is given against them).
const IDB_CLASSES = ['IDBCursor', 'IDBCursorWithValue', 'IDBDatabase', 'IDBIndex', 'IDBKeyRange', 'IDBObjectStore', 'IDBRequest', 'IDBTransaction'] as const;

/** A fresh, empty IndexedDB, as a first visit has (undo with vi.unstubAllGlobals). */
export function stubEmptyIndexedDb(): void {
  for (const name of IDB_CLASSES) vi.stubGlobal(name, fakeIndexedDb[name]);
  vi.stubGlobal('indexedDB', new IDBFactory());
}

/** The names of the databases the fake IndexedDB holds. */
export const databaseNames = async (): Promise<(string | undefined)[]> => (await indexedDB.databases()).map((database) => database.name);
