// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomWithIdb, readIdb } from '../../../lib/store';
import { userAtom } from './session';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const member = {
  id: 'member-1',
  username: 'rosa',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  role: 'member',
} as never;

describe('member data after a logout', () => {
  it('a member value that arrives while nobody is signed in is neither kept nor stored', async () => {
    const store = createStore();
    const chat = atomWithIdb<{ summaries: string[] } | null>('member:late-probe', null);
    const draft = atomWithIdb<{ text: string; ownerId: string | null } | null>('draft:late-probe', null);
    const visitor = atomWithIdb<{ text: string; ownerId: string | null } | null>('draft:visitor-probe', null);

    store.set(userAtom, member);
    store.set(userAtom, null);
    // A reply fetched before the logout lands after it.
    store.set(chat.valueAtom, { summaries: ['Medicare Part D'] });
    store.set(draft.valueAtom, { text: 'half typed', ownerId: 'member-1' });
    // A visitor's own value is theirs to keep.
    store.set(visitor.valueAtom, { text: 'a visitor typed this', ownerId: null });
    await settle();
    expect(store.get(chat.valueAtom)).toBeNull();
    expect(store.get(draft.valueAtom)).toBeNull();
    expect(await readIdb('member:late-probe')).toBeUndefined();
    expect(await readIdb('draft:late-probe')).toBeUndefined();
    expect(await readIdb('draft:visitor-probe')).toEqual({ text: 'a visitor typed this', ownerId: null });

    // Signed in again, the member's values are kept as before.
    store.set(userAtom, member);
    store.set(chat.valueAtom, { summaries: ['Medigap'] });
    await settle();
    expect(store.get(chat.valueAtom)).toEqual({ summaries: ['Medigap'] });
    expect(await readIdb('member:late-probe')).toEqual({ summaries: ['Medigap'] });
  });
});
