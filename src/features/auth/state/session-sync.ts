// Every open tab of the site follows a login or a logout at once: a tab left open on a
// shared tablet otherwise kept showing the previous member, their chat history included, and the
// next keystroke there wrote their draft back to the device. A BroadcastChannel reaches the other
// tabs of this origin; the tab that acts has already done the same to itself.
import type { createStore } from 'jotai';
import { forgetMemberAtoms } from '../../../lib/store';
import type { PublicUser } from '../../../shared/auth-schemas';
import { userAtom } from './session';

type Store = ReturnType<typeof createStore>;

import { SESSION_CHANNEL } from './session-keys';

export { SESSION_CHANNEL };

export type SessionMessage = { type: 'logout' } | { type: 'login'; user: PublicUser };

let channel: BroadcastChannel | undefined;
const open = (): BroadcastChannel | undefined => {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(SESSION_CHANNEL);
  return channel;
};

/** Tells the other tabs; a tab never hears its own messages. */
export function announceSession(message: SessionMessage): void {
  try {
    open()?.postMessage(message);
  } catch (error) {
    console.warn('[auth] could not tell the other tabs', error);
  }
}

/** What a tab does with another tab's news: the member's data leaves its memory before anything else. */
export function applySessionMessage(store: Store, message: SessionMessage): void {
  const current = store.get(userAtom);
  if (message.type === 'logout') {
    store.set(userAtom, null);
    forgetMemberAtoms(store);
    return;
  }
  if (current?.id !== message.user.id) forgetMemberAtoms(store);
  store.set(userAtom, message.user);
}

/** Starts listening (browser only); returns a function that stops. */
export function followOtherTabs(store: Store): () => void {
  const target = open();
  if (!target) return () => undefined;
  const onMessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    if (message?.type === 'logout' || (message?.type === 'login' && message.user?.id)) {
      applySessionMessage(store, message);
    }
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
