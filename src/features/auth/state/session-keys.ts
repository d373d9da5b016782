// The session's names on the device, in a module of their own: an on-demand page's start reads them
// before any of the app's code is loaded (src/lib/hydrate-on-demand.ts).

/** The IndexedDB key of the signed-in member (src/lib/store.ts's store). */
export const SESSION_USER_KEY = 'session:user';
/** The BroadcastChannel every tab announces a login or logout on (session-sync.ts). */
export const SESSION_CHANNEL = 'harbor-point-session';
