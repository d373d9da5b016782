// One jotai store for the app, and the one helper for atoms persisted to IndexedDB (idb-keyval,
// a named database so our keys never mix with another library's default store).
import { createStore as createIdbStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { atom, createStore, type Getter, type WritableAtom } from 'jotai';

export const appStore = createStore();

/** Keys of member data start with this; logout deletes them from the device. */
export const MEMBER_KEY_PREFIX = 'member:';
/** CacheStorage caches holding member data carry this prefix; logout deletes them too. */
export const MEMBER_CACHE_PREFIX = 'member-';
/**
 * A stored value naming its owner (a member's id) in this field is that member's, whatever its key:
 * a draft typed while logged in. Logout deletes it; `null` marks a visitor's own value.
 */
export const OWNER_FIELD = 'ownerId';

/** True for what logout must take off the device: `member:` keys and values a member owns. */
export function belongsToMember(key: IDBValidKey, value: unknown): boolean {
  if (String(key).startsWith(MEMBER_KEY_PREFIX)) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[OWNER_FIELD] === 'string'
  );
}

/**
 * Whether a member is signed in, as the session says (the auth feature registers it: this module
 * knows no session). A member's value written while nobody is signed in is dropped, in memory and
 * on the device: an answer fetched before a logout (here or in another tab) and arriving after it
 * wrote the previous member's chat back to the device the logout had just emptied.
 */
let memberSignedIn: (get: Getter) => boolean = () => true;
export function gateMemberWrites(signedIn: (get: Getter) => boolean): void {
  memberSignedIn = signedIn;
}

let idb: UseStore | undefined;
// Created lazily: the prerender step runs in Node, where there is no indexedDB.
function idbStore(): UseStore {
  idb ??= createIdbStore('harbor-point', 'kv');
  return idb;
}

/** A stored value as it is on the device, read without an atom (an on-demand page's start). */
export const readStored = (key: string): Promise<unknown> => get(key, idbStore());

export interface PersistedAtom<T> {
  valueAtom: WritableAtom<T, [T], void>;
  /** True once the stored value was read (or a newer value was written). */
  loadedAtom: WritableAtom<boolean, [boolean], void>;
  /** Reads the stored value into the atom; call once on start in the browser. */
  loadAtom: WritableAtom<null, [], Promise<void>>;
}

interface Registered {
  key: string;
  valueAtom: WritableAtom<unknown, [never], void>;
  /** Back to the initial value in memory only: the stored copy is deleted by clearMemberData. */
  forgetAtom: WritableAtom<null, [], void>;
}
// Every persisted atom, so a logout (in this tab or another) can empty the copies held in memory:
// deleting the stored key alone left the previous member's chat on screen, and the next keystroke
// wrote their draft back.
const registered: Registered[] = [];

export function atomWithIdb<T>(key: string, initial: T): PersistedAtom<T> {
  const baseAtom = atom<T>(initial);
  const loadedAtom = atom(false);
  const valueAtom = atom(
    (read) => read(baseAtom),
    (read, write, next: T) => {
      if (next != null && belongsToMember(key, next) && !memberSignedIn(read)) return;
      write(baseAtom, next);
      write(loadedAtom, true);
      const saved = next == null ? del(key, idbStore()) : set(key, next, idbStore());
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
  const forgetAtom = atom(null, (_read, write) => {
    write(baseAtom, initial);
    write(loadedAtom, true);
  });
  registered.push({ key, valueAtom: valueAtom as Registered['valueAtom'], forgetAtom });
  return { valueAtom, loadedAtom, loadAtom };
}

/** Empties, in this tab's memory, every persisted value that belongs to a member. */
export function forgetMemberAtoms(store: ReturnType<typeof createStore> = appStore): void {
  for (const { key, valueAtom, forgetAtom } of registered) {
    if (belongsToMember(key, store.get(valueAtom))) store.set(forgetAtom);
  }
}

export async function readIdb<T>(key: string): Promise<T | undefined> {
  return get<T>(key, idbStore());
}

/**
 * Reads `key` from the device into `valueAtom` again (a screen does it on every visit: a logout
 * since the last one wiped the stored copy), unless the atom was written while the device was being
 * read: that value is newer. `done` runs once the device has answered. Returns a cancel for cleanup.
 */
export function rereadIdb<T>(
  valueAtom: PersistedAtom<T>['valueAtom'],
  key: string,
  initial: T,
  done?: () => void,
): () => void {
  let alive = true;
  const before = appStore.get(valueAtom);
  void readIdb<T>(key).then((stored) => {
    if (!alive) return;
    if (appStore.get(valueAtom) === before) appStore.set(valueAtom, stored ?? initial);
    done?.();
  });
  return () => {
    alive = false;
  };
}

/**
 * Removes member data from this device: from this tab's memory, then IndexedDB entries (`member:`
 * keys and values a member owns) and member-* caches.
 */
export async function clearMemberData(store: ReturnType<typeof createStore> = appStore): Promise<void> {
  forgetMemberAtoms(store);
  const all = await entries(idbStore());
  await Promise.all(
    all.filter(([key, value]) => belongsToMember(key, value)).map(([key]) => del(key, idbStore())),
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  }
}
