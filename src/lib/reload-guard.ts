// After a failed chunk load (usually a deploy replaced the hashed files) we reload once to pick up
// the new build, but at most once per path in 10 s so a truly broken chunk cannot loop.
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'chunk-reload-at';

type Stamps = Record<string, number>;

function readStamps(storage: Storage): Stamps {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stamps) : {};
  } catch {
    return {};
  }
}

/** True (and remembered) when a reload of `path` is allowed now; false inside the 10 s window. */
export function claimReload(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const stamps = readStamps(storage);
  const last = stamps[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  stamps[path] = now;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(stamps));
  } catch {
    // Storage full or blocked: without a record we cannot guard, so do not reload.
    return false;
  }
  return true;
}

/** Reloads the current page if the guard allows it; returns whether a reload started. */
export function reloadOnceForChunkError(): boolean {
  if (typeof window === 'undefined') return false;
  if (!claimReload(window.location.pathname)) return false;
  window.location.reload();
  return true;
}
