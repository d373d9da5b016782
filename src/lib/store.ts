// One jotai store for the app, and the one helper for atoms persisted to IndexedDB (idb-keyval,
// a named database so our keys never mix with another library's default store).
import { createStore as createIdbStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { atom, createStore, type WritableAtom } from 'jotai';

export const appStore = createStore();

/** Keys of member data start with this; logout deletes them from the device. */
export const MEMBER_KEY_PREFIX = 'member:';
/** CacheStorage caches holding member data carry this prefix; logout deletes them too. */
export const MEMBER_CACHE_PREFIX = 'member-';

let idb: UseStore | undefined;
// Created lazily: the prerender step runs in Node, where there is no indexedDB.
function idbStore(): UseStore {
  idb ??= createIdbStore('harbor-point', 'kv');
  return idb;
}

export interface PersistedAtom<T> {
  valueAtom: WritableAtom<T, [T], void>;
  /** True once the stored value was read (or a newer value was written). */
  loadedAtom: WritableAtom<boolean, [boolean], void>;
  /** Reads the stored value into the atom; call once on start in the browser. */
  loadAtom: WritableAtom<null, [], Promise<void>>;
}

export function atomWithIdb<T>(key: string, initial: T): PersistedAtom<T> {
  const baseAtom = atom<T>(initial);
  const loadedAtom = atom(false);
  const valueAtom = atom(
    (read) => read(baseAtom),
    (_read, write, next: T) => {
      write(baseAtom, next);
      write(loadedAtom, true);
      const saved = next === null || next === undefined ? del(key, idbStore()) : set(key, next, idbStore());
      saved.catch((error: unknown) => console.error(`[store] could not save ${key}`, error));
    },
  );
  const loadAtom = atom(null, async (read, write) => {
    let stored: T | undefined;
    try {
      stored = await get<T>(key, idbStore());
    } catch (error) {
      console.error(`[store] could not read ${key}`, error);
    }
    // A value written while we were reading is newer than the stored one: keep it.
    if (!read(loadedAtom)) write(baseAtom, stored ?? initial);
    write(loadedAtom, true);
  });
  return { valueAtom, loadedAtom, loadAtom };
}

export async function readIdb<T>(key: string): Promise<T | undefined> {
  return get<T>(key, idbStore());
}

/** Removes member data from this device: IndexedDB entries and member-* caches. */
export async function clearMemberData(): Promise<void> {
  const all = await keys(idbStore());
  await Promise.all(
    all.filter((key) => String(key).startsWith(MEMBER_KEY_PREFIX)).map((key) => del(key, idbStore())),
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  }
}
