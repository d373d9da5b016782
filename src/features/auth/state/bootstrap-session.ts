import type { createStore } from 'jotai';
import { statusOf } from '../../../lib/api-client';
import { getUserByAuthToken } from '../api/get-user-by-auth-token';
import { hasAuthHint } from './auth-hint';
import { isLoggedIn, loadUserAtom, sessionCheckingAtom, userAtom } from './session';

type Store = ReturnType<typeof createStore>;

/**
 * On start: read the stored user, then (docs/decisions/011-session-on-the-client.md) fetch it by the session cookie when no
 * user is loaded and the cookie exists. A stored user without the cookie belongs to an ended
 * session, so it is dropped rather than shown as logged in.
 */
export async function bootstrapSession(store: Store, cookie?: string): Promise<void> {
  await store.set(loadUserAtom);
  const hint = hasAuthHint(cookie);
  const user = store.get(userAtom);
  if (isLoggedIn(user)) {
    if (!hint) store.set(userAtom, null);
    return;
  }
  if (!hint) return;
  store.set(sessionCheckingAtom, true);
  try {
    const fetched = await getUserByAuthToken();
    store.set(userAtom, isLoggedIn(fetched) ? fetched : null);
  } catch (error) {
    // 401: the cookie no longer names a session. Anything else (503, offline) proves nothing.
    if (statusOf(error) === 401) store.set(userAtom, null);
  } finally {
    store.set(sessionCheckingAtom, false);
  }
}
