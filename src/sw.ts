// The service worker (vite-plugin-pwa injectManifest; decisions 050-052). Every cache rule below
// says why it exists. It never skips waiting by itself: the page asks, once nobody is typing.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayOutbox } from './lib/outbox';
import { noticeFromPush, sitePath } from './lib/push-notice';
import { MEMBER_CACHE_PREFIX } from './lib/store';
import { DEVICE_PASSAGES_PATH } from './shared/chat-engine/device-passages';
import { variantFor } from './shared/page-variants';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';
// The members' app shell (prerendered, empty main): member pages render from it and the device's data.
const MEMBER_SHELL = '/_shell.html';
const isMemberPath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');
// Same name as in src/features/pwa/save-offline.ts; the member- prefix makes logout delete it.
const MEMBER_SAVED_CACHE = `${MEMBER_CACHE_PREFIX}saved`;

/**
 * `/a/b?x=1` -> `/a/b/index.html`: prerendered pages are files, and their query is read in the
 * browser. A page prerendered for its query (`/quote?line=auto`, src/shared/page-variants.ts) is not
 * precached: it comes from the network, where its first paint does not jump, and offline the page
 * itself serves from the precache (the catch handler below) and renders the query once it runs.
 */
function pageFiles({ url }: { url: URL }): URL[] {
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return [];
  const path = url.pathname.replace(/\/+$/, '');
  if (variantFor(path, url.searchParams)) return [];
  return [new URL(`${path}/index.html`, url.origin)];
}

// Caches of older builds would only fill the disk.
cleanupOutdatedCaches();
// The first visit gets offline reading at once, without a reload.
clientsClaim();

// The app shell, every prerendered page with its _payload.json, and the search index, served from the
// precache first: they are what must work offline, and the update prompt swaps them all at once.
precacheAndRoute(self.__WB_MANIFEST, { urlManipulation: pageFiles });

// The API carries member data and live answers: never cached, always the network (SECURITY.md).
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly());

// The update check must see the server's newest build id, never a stored one.
registerRoute(({ url }) => url.pathname.startsWith('/builds/'), new NetworkOnly());

// Images outside the precache (article pictures): cache-first, because they never change under one URL,
// with limits so the cache cannot grow without end.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The chat's passages for answering offline (decision 264): not precached (the install budget), so
// kept once the chat screen fetched them; served from here at once and refreshed behind, so a
// content deploy reaches the device on the next visit to the chat.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === DEVICE_PASSAGES_PATH,
  new StaleWhileRevalidate({ cacheName: 'chat-passages' }),
);

// The chat engine's chunk, loaded by the chat screen only (decision 264): its name carries its hash,
// so the stored copy is right for as long as a page asks for that name; two builds' worth at most.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^\/assets\/answer-from-index-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'chat-engine',
    plugins: [new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
  }),
);

// The agents' console's chunks, left out of the precache (scripts/pwa/precache-rules.ts): kept once
// loaded, so a console opened before still starts without a network; their names carry their hash.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^\/assets\/(?:agent|console)-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'agent-console',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

// Pages that are not prerendered (member pages, unknown paths): the network, and offline see the handler below.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//] }));

// When the network fails: content a member saved for offline reading; for a members page the app shell
// (it shows what the device holds, e.g. the chat history from the launcher shortcut); else the offline page.
setCatchHandler(async ({ request }) => {
  const saved = await caches
    .open(MEMBER_SAVED_CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }));
  if (saved) return saved;
  if (request.mode !== 'navigate') return Response.error();
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '');
  if (variantFor(path, url.searchParams)) {
    const page = await matchPrecache(`${path}/index.html`);
    if (page) return page;
  }
  if (isMemberPath(url.pathname)) {
    const shell = await matchPrecache(MEMBER_SHELL);
    if (shell) return shell;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

self.addEventListener('message', (event) => {
  // Sent by the update prompt once the person accepted (decision 050).
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The build this worker serves, asked by the pages it controls: the build id lives here and in
  // builds/latest.json, never in the pages' scripts, so a deploy changes only the chunks whose
  // code changed.
  if (event.data?.type === 'BUILD_ID') event.ports[0]?.postMessage(import.meta.env.VITE_BUILD_ID ?? 'dev');
});

// Background Sync: send what was queued offline, even if no page is open any more (decision 052).
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(replayOutbox());
});

// Web Push (decision 240): the server sends a title, a short line and a path, never private words.
// Every push shows a notification: browsers require it (userVisibleOnly) and revoke quiet ones.
self.addEventListener('push', (event) => {
  const notice = noticeFromPush(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

/** Focusing needs the click's user activation; without it (or on a closing window) it throws. */
const tryFocus = (client: WindowClient) => client.focus().catch(() => undefined);

/** Focuses a window of the app and takes it to the path, or opens one there. */
async function openNotice(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const there = mine.find((client) => client.url === target);
  if (there) {
    await tryFocus(there);
    return;
  }
  for (const client of mine) {
    // navigate() works only on a window this worker controls: an uncontrolled one rejects.
    const moved = await client.navigate(target).catch(() => null);
    if (moved) {
      await tryFocus(moved);
      return;
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  // Only a path on this site: the notification's data came through a push, so it is checked again.
  event.waitUntil(openNotice(sitePath(data?.url) ?? '/dashboard'));
});
