// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomWithIdb } from '../../../lib/store';
import { sampleMember } from '../../../shared/testing/sample-member';
import { userAtom } from './session';
import { followOtherTabs, SESSION_CHANNEL } from './session-sync';

describe('tabs follow each other', () => {
  it("a logout in another tab empties this tab's session and the member's chat at once", async () => {
    const store = createStore();
    const chat = atomWithIdb<{ summaries: string[] }>('member:chat-sync-probe', { summaries: [] });
    store.set(userAtom, sampleMember);
    store.set(chat.valueAtom, { summaries: ['What does Part B cover?'] });
    const stop = followOtherTabs(store);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'logout' });
    await expect.poll(() => store.get(userAtom)).toBeNull();
    expect(store.get(chat.valueAtom)).toEqual({ summaries: [] });

    otherTab.postMessage({ type: 'login', user: { ...sampleMember, id: 'another-member' } });
    await expect.poll(() => store.get(userAtom)?.id).toBe('another-member');
    otherTab.close();
    stop();
  });
});
