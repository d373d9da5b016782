import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the server HTML is hydrated (and on the server), true afterwards. Parts that depend on
 * the session render their anonymous state first, so hydration matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
