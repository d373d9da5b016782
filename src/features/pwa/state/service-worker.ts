// Registers the service worker (workbox-window) and keeps the update state in the app store
// (decision 050): a prompt shows only once a new worker is actually waiting.
// workbox-window and the outbox are imported when used, not with the entry chunk (decision 076): the
// worker is registered after the page has loaded anyway.
import { atom } from 'jotai';
import type { Workbox } from 'workbox-window';
import { appStore } from '../../../lib/store';
import { startUpdateChecks } from './update-checks';

/** True once a newer worker is installed and waiting for the person's go-ahead. */
export const updateWaitingAtom = atom(false);

let workbox: Workbox | undefined;

const replayOutbox = () =>
  import('../../../lib/outbox').then(({ replayOutbox: replay }) => replay()).catch(() => undefined);

export function startServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (workbox) return;
  void import('workbox-window').then(({ Workbox }) =>
    register(new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' })),
  );
  // Where Background Sync is missing, the page sends the outbox when the network returns.
  window.addEventListener('online', () => void replayOutbox());
  if (navigator.onLine) void replayOutbox();
}

// updateViaCache 'none': the browser always asks the server for sw.js, never its HTTP cache.
function register(instance: Workbox): void {
  if (workbox) return;
  workbox = instance;
  workbox.addEventListener('waiting', () => appStore.set(updateWaitingAtom, true));
  void workbox.register().then((registration) => {
    if (!registration) return;
    const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
    startUpdateChecks({
      currentId: import.meta.env.VITE_BUILD_ID ?? 'dev',
      effectiveType: connection?.effectiveType,
      onNewBuild: () => void registration.update().catch(() => undefined),
    });
  });
}

/**
 * Activates the waiting worker and reloads once it controls the page (not through vite-plugin-pwa's
 * helper, which skips the reload on a first update: github.com/vite-pwa/vite-plugin-pwa/issues/789).
 */
export function applyUpdate(): void {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  if (workbox) workbox.messageSkipWaiting();
  else
    void navigator.serviceWorker
      .getRegistration()
      .then((r) => r?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
}
