import { useSyncExternalStore } from 'react';

// Whether the page has finished its hydration: false from main.tsx's beginHydration() until the
// task after the hydrated page's effects (endHydration, from the app's ClientEffects). True where
// nothing is hydrated (a member's screen rendered by createRoot, a test's render).
let hydrated = true;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Called before hydrateRoot: the parts that wait for hydration draw their server state. */
export function beginHydration(): void {
  hydrated = false;
}

/**
 * Called in a task after the hydrated page's effects. React re-renders the parts that wait for it
 * at once (a store's change is never time-sliced); in a task of its own, that re-render is not added
 * to the effects' task, as when the client's snapshot differed from the server's at subscription
 * (decision 247).
 */
export function endHydration(): void {
  if (hydrated) return;
  hydrated = true;
  listeners.forEach((listener) => listener());
}

/**
 * False while the server HTML is hydrated (and on the server), true afterwards. Parts that depend on
 * the session render their anonymous state first, so hydration matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
