// Logout, apart from login and register: the header's account menu needs it on every page, and it
// must not bring the forms' error mapping into the first load (decision 076).
import type { createStore } from 'jotai';
import { clearMemberData, forgetMemberAtoms } from '../../../lib/store';
import { logoutUser } from '../api/logout-user';
import { userAtom } from './session';
import { announceSession } from './session-sync';

type Store = ReturnType<typeof createStore>;

/** Clears the user and member data even if the server cannot be reached: the device is what we control. */
export async function logout(store: Store, request = logoutUser): Promise<void> {
  try {
    await request();
  } catch {
    // Already reported by the API client; the local logout still happens.
  }
  store.set(userAtom, null);
  // What the screen shows goes at once, here and in every other open tab; the stored copies follow.
  forgetMemberAtoms(store);
  announceSession({ type: 'logout' });
  try {
    // Member values in memory and IndexedDB (drafts they typed included), member-* caches (saved
    // articles), and anything still waiting to be sent.
    // The outbox module loads here, not with the header's account menu (decision 076).
    const { clearOutbox } = await import('../../../lib/outbox');
    await Promise.all([clearMemberData(store), clearOutbox()]);
  } catch (error) {
    console.error('[auth] could not clear member data', error);
  }
}
