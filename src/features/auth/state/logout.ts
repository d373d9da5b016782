// Logout, apart from login and register: the header's account menu needs it on every page, and it
// must not bring the forms' error mapping into the first load (decision 076).
import { atom, type createStore } from 'jotai';
import { statusOf } from '../../../lib/api-client';
import { clearMemberData, forgetMemberAtoms } from '../../../lib/store';
import { logoutUser } from '../api/logout-user';
import { userAtom } from './session';
import { announceSession } from './session-sync';

type Store = ReturnType<typeof createStore>;

/** 'done', or 'needs-connection': the server was not reached, so the session still stands. */
export type LogoutResult = 'done' | 'needs-connection';

/**
 * Set while a logout waits for the network: the session lives on the server until the
 * server ends it, so the page keeps showing it, says so, and logs out once the device is online,
 * before anything else. Kept in localStorage so a reload, or another tab, still does it.
 */
export const LOGOUT_PENDING_KEY = 'logout-pending';
export const logoutPendingAtom = atom(false);

function remember(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
    else localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // Storage refused (a private window): the notice on screen still says what happened.
  }
}

export function logoutIsPending(): boolean {
  try {
    return localStorage.getItem(LOGOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Logouts under way on this page: while one is, a 401 is its own doing, not a session ended elsewhere. */
let underWay = 0;
export const logoutUnderWay = () => underWay > 0;

/**
 * Ends the session on the server, then clears this device. Without an answer from the server
 * (offline, the connection dropped) nothing is cleared: showing a logged-out page while the
 * session cookie still works would hand the account to whoever picks the device up next.
 * An answer of any kind (401: already ended) ends it here too. `leave` (the logout's destination)
 * is called once the server has answered, before anything is cleared.
 */
export async function logout(store: Store, request = logoutUser, leave?: () => void): Promise<LogoutResult> {
  underWay += 1;
  try {
    return await endSession(store, request, leave);
  } finally {
    underWay -= 1;
  }
}

async function endSession(
  store: Store,
  request: () => Promise<unknown>,
  leave?: () => void,
): Promise<LogoutResult> {
  try {
    await request();
  } catch (error) {
    if (statusOf(error) === undefined) {
      remember(true);
      store.set(logoutPendingAtom, true);
      return 'needs-connection';
    }
    // Already reported by the API client; the server answered, so the local logout happens.
  }
  remember(false);
  store.set(logoutPendingAtom, false);
  // The way out goes first: a members' page still on screen when the user is cleared has its guard
  // send the visitor to the login page, racing (and sometimes beating) a navigation made after.
  leave?.();
  store.set(userAtom, null);
  // What the screen shows goes at once, here and in every other open tab; the stored copies follow.
  forgetMemberAtoms(store);
  announceSession({ type: 'logout' });
  try {
    // Member values in memory and IndexedDB (drafts they typed included), member-* caches (saved
    // articles), and anything still waiting to be sent.
    // The outbox module loads here, not with the header's account menu (decision 076).
    const { clearOutbox } = await import('../../../lib/outbox');
    await Promise.all([clearMemberData(store), clearOutbox(), dropPushSubscription()]);
  } catch (error) {
    console.error('[auth] could not clear member data', error);
  }
  return 'done';
}

/** A logout that waited for the network, done now if the device is online ('done'), else not. */
export async function resumePendingLogout(
  store: Store,
  request = logoutUser,
): Promise<LogoutResult | undefined> {
  if (!logoutIsPending()) return undefined;
  store.set(logoutPendingAtom, true);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'needs-connection';
  return logout(store, request);
}

/**
 * The server deleted this device's push subscription with the session; the browser's goes too
 * (decision 240). Written here rather than imported from lib/push-device.ts: that module is also
 * in the dashboard's chunk, and importing it from the entry as well cost the first load a chunk of
 * the bundler's runtime (0.3 kB over the budget of decision 076).
 */
async function dropPushSubscription(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // A browser that refuses leaves a subscription the server no longer sends to: harmless.
  }
}
