// Registers the service worker (workbox-window) and keeps the update state in the app store
// (decision 050): a prompt shows only once a new worker is actually waiting.
// workbox-window and the outbox are imported when used, not with the entry chunk (decision 076): the
// worker is registered after the page has loaded anyway.
import { atom } from 'jotai';
import type { Workbox } from 'workbox-window';
import { wantApp } from '../../../lib/hydrate-on-demand';
import { appStore } from '../../../lib/store';
import { hasDirtyForm } from './dirty-forms';
import { fetchLatestBuildId, startUpdateChecks } from './update-checks';

/** True once a newer worker is installed and waiting for the person's go-ahead. */
export const updateWaitingAtom = atom(false);
/** The build the waiting worker brings (from builds/latest.json), or null while unknown. */
export const waitingBuildAtom = atom<string | null>(null);
/**
 * True once a newer worker controls this page (another tab accepted the update): this page still
 * runs the old build and reloads as soon as no form holds typed text.
 */
export const updateActivatedAtom = atom(false);

let workbox: Workbox | undefined;
let reloading = false;

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

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * A new worker took control. In the tab that accepted, and in every other open tab of the site: each
 * runs the old build against the new worker's files, so each reloads, except under a form holding
 * typed text, where the prompt stays and its button reloads (decision 050): its waiting worker is
 * gone, so only a reload updates it.
 */
function onControllerChange(): void {
  appStore.set(updateWaitingAtom, true);
  appStore.set(updateActivatedAtom, true);
  if (!hasDirtyForm()) reloadOnce();
}

/**
 * The build the page runs: the one its service worker serves, asked over a message channel. Not
 * compiled into the scripts: a build id there changed every chunk that imports this module, so
 * every deploy re-downloaded most of the precache. No worker yet: undefined.
 */
function controllerBuildId(): Promise<string | undefined> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), 3000);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : undefined);
    };
    controller.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
  });
}

// updateViaCache 'none': the browser always asks the server for sw.js, never its HTTP cache.
function register(instance: Workbox): void {
  if (workbox) return;
  workbox = instance;
  let latestSeen: string | undefined;
  // The first visit's worker takes control too (clientsClaim): that is not an update.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) onControllerChange();
    controlled = true;
  });
  workbox.addEventListener('waiting', () => {
    appStore.set(updateWaitingAtom, true);
    // A page to read that has not started the app yet starts it: only the app shows the prompt.
    wantApp();
    // The build it brings, so "Later" can be remembered for that build only.
    void (latestSeen ? Promise.resolve(latestSeen) : fetchLatestBuildId()).then((id) =>
      appStore.set(waitingBuildAtom, id ?? null),
    );
  });
  void workbox.register().then(
    (registration) => {
      if (!registration) return;
      const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
      void controllerBuildId().then((currentId) =>
        startUpdateChecks({
          currentId,
          effectiveType: connection?.effectiveType,
          onNewBuild: (id) => {
            latestSeen = id;
            // A worker already waiting for an older build is replaced by this one once it installs.
            if (appStore.get(updateWaitingAtom)) appStore.set(waitingBuildAtom, id);
            void registration.update().catch(() => undefined);
          },
        }),
      );
    },
    (error: unknown) => {
      // No worker (storage full, a private window, a browser that blocks them): the site still
      // works, online only, and says nothing alarming.
      console.warn('[pwa] the service worker could not be registered', error);
    },
  );
}

/**
 * Activates the waiting worker; the page reloads once it controls the page (onControllerChange, not
 * vite-plugin-pwa's helper, which skips the reload on a first update:
 * github.com/vite-pwa/vite-plugin-pwa/issues/789). With no worker waiting any more (another tab
 * activated it) the page simply reloads onto the new build.
 */
export function applyUpdate(): void {
  if (appStore.get(updateActivatedAtom)) return reloadOnce();
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (registration?.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    else reloadOnce();
  });
}
