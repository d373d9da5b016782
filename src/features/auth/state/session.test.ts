// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { readIdb } from '../../../lib/store';
import { loadUserAtom, sessionReadyAtom, userAtom } from './session';
import { sampleMember } from '../../../shared/testing/sample-member';

const user = sampleMember;

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('persisted session', () => {
  it('writes the user to IndexedDB and reads it back in a new store', async () => {
    const first = createStore();
    first.set(userAtom, user);
    await settle();
    expect(await readIdb('session:user')).toEqual(user);

    const second = createStore();
    expect(second.get(sessionReadyAtom)).toBe(false);
    await second.set(loadUserAtom);
    expect(second.get(userAtom)).toEqual(user);
    expect(second.get(sessionReadyAtom)).toBe(true);
  });

  it('removes the stored user when the session is cleared', async () => {
    const store = createStore();
    store.set(userAtom, user);
    await settle();
    store.set(userAtom, null);
    await settle();
    expect(await readIdb('session:user')).toBeUndefined();
  });
});
