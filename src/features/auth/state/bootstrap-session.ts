import type { createStore } from 'jotai';
import { startTransition } from 'react';
import { statusOf } from '../../../lib/api-client';
import { getUserByAuthToken } from '../api/get-user-by-auth-token';
import { hasAuthHint } from '../../../lib/auth-hint';
import type { PublicUser } from '../../../shared/auth-schemas';
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
  // undefined: what the check proved nothing about, so the stored state stays.
  let next: PublicUser | null | undefined;
  try {
    const fetched = await getUserByAuthToken();
    next = isLoggedIn(fetched) ? fetched : null;
  } catch (error) {
    // 401: the cookie no longer names a session. Anything else (503, offline) proves nothing.
    if (statusOf(error) === 401) next = null;
  }
  // The whole page follows the session (header, guards, the screen). Both changes in one transition,
  // so no render sees the check done without its answer; React draws it in slices that yield to
  // the browser while the screen's shell stays on screen, not in one long task (decision 242).
  startTransition(() => {
    if (next !== undefined) store.set(userAtom, next);
    store.set(sessionCheckingAtom, false);
  });
}
