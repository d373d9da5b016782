// The session (docs/decisions/011-session-on-the-client.md): anonymous, or logged in when a user with an id is stored.
// The user is persisted to IndexedDB so a reload shows the member at once, without a flash.
import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { atomWithIdb, gateMemberWrites } from '../../../lib/store';
import type { PublicUser } from '../../../shared/auth-schemas';
import { SESSION_USER_KEY } from './session-keys';

const persisted = atomWithIdb<PublicUser | null>(SESSION_USER_KEY, null);

export const userAtom = persisted.valueAtom;
export const userLoadedAtom = persisted.loadedAtom;
export const loadUserAtom = persisted.loadAtom;
/** True while the start-up check against the server runs. */
export const sessionCheckingAtom = atom(false);
/** Guards wait for this, so a reload never redirects before the stored session is known. */
export const sessionReadyAtom = atom((get) => get(userLoadedAtom) && !get(sessionCheckingAtom));

export function isLoggedIn(user: PublicUser | null | undefined): user is PublicUser {
  return Boolean(user?.id);
}

// Nothing of a member is stored once the session is known to have nobody signed in
// (src/lib/store.ts); before it is known (the app starting), writes go through as before.
gateMemberWrites((get) => !get(userLoadedAtom) || isLoggedIn(get(userAtom)));

export function useSession(): { user: PublicUser | null; ready: boolean } {
  return { user: useAtomValue(userAtom), ready: useAtomValue(sessionReadyAtom) };
}

export function useSetUser(): (user: PublicUser | null) => void {
  return useSetAtom(userAtom);
}

/**
 * Who is at a form, for drafts that must not pass from one member to the next on a shared device:
 * `{ id }` (null for a visitor) once the session is known, null before.
 */
export function useDraftOwner(): { id: string | null } | null {
  const { user, ready } = useSession();
  return ready ? { id: isLoggedIn(user) ? user.id : null } : null;
}
