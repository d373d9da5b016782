// Submissions made without a network wait here (IndexedDB, a store of their own) until the device
// is online again; each carries its Idempotency-Key, so sending one twice is applied once (decision 052).
import { createStore, del, entries, get, set, clear, promisifyRequest, type UseStore } from 'idb-keyval';
import { api } from './api-client';

export type OutboxStatus = 'queued' | 'sent' | 'refused';

export interface OutboxEntry {
  /** The Idempotency-Key, also the entry's id: a resend of the same draft replaces its entry. */
  key: string;
  /** What it is ('quote', 'contact', 'question'): pages pick their own entries by it. */
  kind: string;
  url: string;
  body: unknown;
  status: OutboxStatus;
  createdAt: string;
  /** The server's answer once sent (e.g. the quote reference). */
  result?: unknown;
  /** A refusal (4xx): shown to the person, kept until they dismiss or correct it. */
  error?: { status: number; body: unknown };
}

export const OUTBOX_SYNC_TAG = 'harbor-outbox';
const CHANNEL = 'harbor-outbox';

let store: UseStore | undefined;
// Lazy: prerendering runs in Node, where there is no indexedDB.
const db = () => (store ??= createStore('harbor-point-outbox', 'entries'));

/** Tells every page and the service worker that the outbox changed. */
function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

const localListeners = new Set<() => void>();
/** Keys whose form is open on this page and shows their state itself (site-wide notices skip them). */
const watched = new Set<string>();

export function onOutboxChange(listener: () => void): () => void {
  localListeners.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = () => listener();
  return () => {
    localListeners.delete(listener);
    channel?.close();
  };
}

/** A form that shows its own entry claims it while it is on the page; returns the release. */
export function watchOutboxEntry(key: string): () => void {
  watched.add(key);
  for (const listener of localListeners) listener();
  return () => {
    watched.delete(key);
    for (const listener of localListeners) listener();
  };
}

export const isWatched = (key: string) => watched.has(key);

export async function listOutbox(): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(db());
  return all.map(([, entry]) => entry).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export const readOutboxEntry = (key: string) => get<OutboxEntry>(key, db());

export async function enqueue(entry: Omit<OutboxEntry, 'status' | 'createdAt'>): Promise<OutboxEntry> {
  const queued: OutboxEntry = { ...entry, status: 'queued', createdAt: new Date().toISOString() };
  await set(entry.key, queued, db());
  announce();
  await requestBackgroundSync();
  return queued;
}

export async function removeOutboxEntry(key: string): Promise<void> {
  await del(key, db());
  announce();
}

/** Logout: nothing a member queued stays on a shared device. */
export async function clearOutbox(): Promise<void> {
  await clear(db());
  announce();
}

/** Where the browser has Background Sync, the worker sends the outbox even after the tab is closed. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.ready;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the page sends on the 'online' event instead.
  }
}

/** True for a failure to reach the server at all, as opposed to an answer from it. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  // ofetch's FetchError without a response: the request never got an answer.
  const fetchError = error as { name?: string; response?: unknown } | null;
  return fetchError?.name === 'FetchError' && fetchError.response === undefined;
}

export type Send = (input: string, init: RequestInit) => Promise<Response>;

async function sendOne(entry: OutboxEntry, send: Send): Promise<'sent' | 'refused' | 'later'> {
  let response: Response;
  try {
    response = await send(entry.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.key },
      body: JSON.stringify(entry.body),
    });
  } catch {
    return 'later';
  }
  const body: unknown = await response.json().catch(() => null);
  // 408, 425 and 429 are "try again", like 5xx: the request was not refused on its merits.
  if (response.status >= 500 || [408, 409, 425, 429].includes(response.status)) return 'later';
  const next: OutboxEntry = response.ok
    ? { ...entry, status: 'sent', result: body, error: undefined }
    : { ...entry, status: 'refused', error: { status: response.status, body } };
  await replaceIfPresent(entry.key, next);
  return next.status as 'sent' | 'refused';
}

/**
 * Writes the outcome only if the entry is still there, in one transaction: the page and the worker
 * may both send an entry, and a form may have shown and removed it meanwhile; a separate read and
 * write would bring a removed entry back.
 */
function replaceIfPresent(key: string, next: OutboxEntry): Promise<void> {
  return db()('readwrite', (objectStore) => {
    const request = objectStore.get(key);
    request.onsuccess = () => {
      if (request.result !== undefined) objectStore.put(next, key);
    };
    return promisifyRequest(objectStore.transaction);
  });
}

let replaying: Promise<number> | undefined;

/**
 * Sends every queued entry, oldest first; stops at the first network failure (the rest would fail
 * too). Returns how many were sent. Concurrent calls (sync event and 'online') share one run.
 */
export function replayOutbox(send: Send = (input, init) => fetch(input, init)): Promise<number> {
  replaying ??= (async () => {
    let sent = 0;
    try {
      for (const entry of await listOutbox()) {
        if (entry.status !== 'queued') continue;
        const outcome = await sendOne(entry, send);
        if (outcome === 'later') break;
        if (outcome === 'sent') sent += 1;
      }
    } finally {
      replaying = undefined;
      announce();
    }
    return sent;
  })();
  return replaying;
}

export type SendOrQueueResult<R> = { status: 'sent'; result: R } | { status: 'queued' };

/**
 * Sends a form now, or puts it in the outbox when the server cannot be reached at all (decision 052);
 * the outbox sends it later with the same key. An answer from the server (4xx, 5xx) is thrown as before.
 * The body must be what the route's schema accepts as it stands: the outbox replays it verbatim.
 */
export async function sendOrQueue<B, R>(
  target: { kind: string; url: string },
  body: B,
  idempotencyKey: string,
  request: (body: B, key: string) => Promise<R>,
): Promise<SendOrQueueResult<R>> {
  try {
    const result = await request(body, idempotencyKey);
    // Sent directly: an older queued copy of this draft must not be sent (or shown) again.
    await removeOutboxEntry(idempotencyKey).catch(() => undefined);
    return { status: 'sent', result };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue({ key: idempotencyKey, kind: target.kind, url: target.url, body });
    return { status: 'queued' };
  }
}

export type OutboxRequest<B, R> = (body: B, idempotencyKey: string) => Promise<R>;

/**
 * One form the outbox may carry (contact, question, quote): `post` sends its body to `url` with the
 * Idempotency-Key (a resend of the same draft is applied once); `deliver` posts now, or queues the
 * body under `kind` when the server cannot be reached. `request` replaces `post` in tests.
 */
export function outboxForm<B extends object, R>(kind: string, url: string, client: typeof api = api) {
  const post: OutboxRequest<B, R> = (body, idempotencyKey) =>
    client<R>(url, {
      method: 'POST',
      body: body as Record<string, unknown>,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  const deliver = (
    body: B,
    idempotencyKey: string,
    request: OutboxRequest<B, R> = post,
  ): Promise<SendOrQueueResult<R>> => sendOrQueue({ kind, url }, body, idempotencyKey, request);
  return { kind, url, post, deliver };
}
