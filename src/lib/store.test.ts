// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomWithIdb, clearMemberData, forgetMemberAtoms, readIdb } from './store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('member data on the device', () => {
  it('logout deletes a draft a member typed, whatever its key, and keeps a visitor draft', async () => {
    const store = createStore();
    const memberDraft = atomWithIdb<{ title: string; ownerId?: string | null } | null>('draft:q1', null);
    const visitorDraft = atomWithIdb<{ title: string; ownerId?: string | null } | null>('draft:q2', null);
    store.set(memberDraft.valueAtom, { title: 'My Medigap question', ownerId: 'member-1' });
    store.set(visitorDraft.valueAtom, { title: 'A visitor question', ownerId: null });
    await settle();

    await clearMemberData(store);
    expect(await readIdb('draft:q1')).toBeUndefined();
    expect(await readIdb('draft:q2')).toEqual({ title: 'A visitor question', ownerId: null });
    // The copy in memory goes too, so the screen and the next keystroke cannot bring it back.
    expect(store.get(memberDraft.valueAtom)).toBeNull();
    expect(store.get(visitorDraft.valueAtom)).toEqual({ title: 'A visitor question', ownerId: null });
  });

  it('another tab forgets the member values it holds in memory without writing them back', async () => {
    const store = createStore();
    const chat = atomWithIdb<{ summaries: string[] }>('member:chat-probe', { summaries: [] });
    store.set(chat.valueAtom, { summaries: ['Medicare Part D'] });
    await settle();
    forgetMemberAtoms(store);
    expect(store.get(chat.valueAtom)).toEqual({ summaries: [] });
    await settle();
    expect(await readIdb('member:chat-probe')).toEqual({ summaries: ['Medicare Part D'] });
  });
});
