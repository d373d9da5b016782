// A session ended from another device (the account page can end them) or expired is noticed:
// when the app comes back into view or back online the tab asks the server again, and
// a 401 from any members' request ends the session here too: the member's data leaves the device
// and the login page says why.
import { atom, type createStore } from 'jotai';
import { onUnauthorized, statusOf } from '../../../lib/api-client';
import { getUserByAuthToken } from '../api/get-user-by-auth-token';
import { logoutUser } from '../api/logout-user';
import { logout, logoutIsPending, logoutUnderWay, resumePendingLogout } from './logout';
import { isLoggedIn, userAtom } from './session';

type Store = ReturnType<typeof createStore>;

/** The login page's sentence for a session that ended while this tab showed the member. */
export const SIGNED_OUT_HERE =
  'You were signed out on this device because your session ended: it was ended from another device, or it expired. Please log in again.';

/** Shown on the login page until the person logs in or leaves it. */
export const signedOutNoticeAtom = atom<string | null>(null);

/** Requests whose 401 is about what was typed (a wrong password), not about the session. */
const NOT_ABOUT_THE_SESSION = ['/api/auth/login', '/api/auth/register', '/api/auth/logout'];

/** Not more often than this on focus and online events: switching tabs back and forth is cheap. */
export const RECHECK_GAP_MS = 5_000;

let ending: Promise<void> | undefined;

/**
 * Ends the session on this device after the server refused it: what logout does (the member's
 * data, the other tabs), then the login page with the reason and the way back to this page.
 */
export function endSessionHere(store: Store, go: (path: string) => void): Promise<void> {
  if (ending) return ending;
  // A logout asked for here ends the session itself, and goes where a logout goes: a request
  // refused (401) on its way is no news, and must not send the visitor to the login page after.
  if (!isLoggedIn(store.get(userAtom)) || logoutUnderWay()) return Promise.resolve();
  // Read before the guard of a member page replaces the address with the login page's.
  const here = `${window.location.pathname}${window.location.search}`;
  store.set(signedOutNoticeAtom, SIGNED_OUT_HERE);
  // The server has already ended this session: telling it again is a courtesy that may fail.
  ending = logout(store, () => logoutUser().catch(() => undefined))
    .then(() => {
      if (!window.location.pathname.startsWith('/login')) go(`/login?redirect=${encodeURIComponent(here)}`);
    })
    .finally(() => {
      ending = undefined;
    });
  return ending;
}

/** Asks the server whether this tab's session still stands; a 401 ends it here. */
export async function recheckSession(
  store: Store,
  go: (path: string) => void,
  fetchUser: () => Promise<unknown> = getUserByAuthToken,
): Promise<void> {
  if (!isLoggedIn(store.get(userAtom))) return;
  try {
    const user = await fetchUser();
    if (!isLoggedIn(user as never)) await endSessionHere(store, go);
  } catch (error) {
    // Offline or a server fault proves nothing about the session.
    if (statusOf(error) === 401) await endSessionHere(store, go);
  }
}

/** Starts watching (browser only); returns a function that stops. */
export function watchSession(store: Store, go: (path: string) => void): () => void {
  let last = 0;
  const recheck = () => {
    if (Date.now() - last < RECHECK_GAP_MS) return;
    last = Date.now();
    void recheckSession(store, go);
  };
  // A logout asked for offline goes first, at start and when the network is back (logout.ts).
  const resume = () =>
    void resumePendingLogout(store).then((result) => {
      if (result === 'done') go('/');
    });
  const onOnline = () => {
    if (logoutIsPending()) resume();
    else recheck();
  };
  resume();
  const onVisible = () => {
    if (document.visibilityState === 'visible') recheck();
  };
  const stopHearing = onUnauthorized(({ url }) => {
    if (NOT_ABOUT_THE_SESSION.some((path) => url.startsWith(path))) return;
    void endSessionHere(store, go);
  });
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  return () => {
    stopHearing();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
}
