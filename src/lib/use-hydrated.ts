import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// Whether the page has finished its hydration: false from main.tsx's beginHydration() until the
// task after the hydrated page's effects (endHydration, from the app's ClientEffects). True where
// nothing is hydrated (a member's screen rendered by createRoot, a test's render).
let hydrated = true;
const listeners = new Set<() => void>();

/** The flag is read, never subscribed to: the change reaches the parts through their own state. */
const unsubscribed = () => () => {};

/** Called before hydrateRoot: the parts that wait for hydration draw their server state. */
export function beginHydration(): void {
  hydrated = false;
}

/**
 * Called in a task after the hydrated page's effects. The parts that waited draw their own state in
 * one transition: React renders it in slices that yield to the browser, where a store's change
 * would re-render every one of them at once in one task (decisions 247, 260).
 */
export function endHydration(): void {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => listeners.forEach((listener) => listener()));
}

/**
 * False while the server HTML is hydrated (and on the server), true afterwards. Parts that depend on
 * the session render their anonymous state first, so hydration matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  // React reads the server's value while it hydrates and the flag elsewhere; a part hydrated after
  // the end finds the flag changed at its subscription and is drawn again by React itself.
  const now = useSyncExternalStore(
    unsubscribed,
    () => hydrated,
    () => false,
  );
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (now || hydrated) return;
    const listener = () => setEnded(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [now]);
  return now || ended;
}
