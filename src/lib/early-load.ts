// A screen's first data, asked for as the screen's code arrives, beside the session check, instead
// of after the session is known and the screen has drawn, so the largest paint does not wait for
// three round trips in a row (decision 242). A screen's module calls `loadEarly` for the
// address it was opened at; `useRemote` takes the answer for the same key once. Only with a session
// cookie, and only for a few seconds: a later load (another member's, after a logout and login in
// the same tab) always goes to the network.
import { hasAuthHint } from './auth-hint';

const FRESH_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `load()` for `key` now, when the browser holds a session cookie. */
export function loadEarly(key: string, load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || !hasAuthHint() || early.has(key)) return;
  const answer = load();
  // Taken by useRemote, which handles a failure; left untaken, it must not be an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, { at: Date.now(), answer });
}

/** The early answer for `key`, once, if it is still fresh. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < FRESH_MS ? (found.answer as Promise<T>) : undefined;
}
