// "Replayed twice, applied once" for any POST that takes an Idempotency-Key (SECURITY.md). The
// unique (scope, key) constraint on idempotency_keys decides which of two racing requests does the
// work; the other waits for the first answer and returns it. See docs/decisions/041 and 065.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { inTransaction, type AppDb } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';

export interface StoredResponse<T> {
  status: number;
  body: T;
}

export interface IdempotentResult<T> extends StoredResponse<T> {
  /** True when this answer is a replay of an earlier request's. */
  replayed: boolean;
  /** True when this request took over a key an earlier request left pending (it crashed). */
  recovered: boolean;
}

export interface IdempotencyOptions {
  /** The route, e.g. 'quotes.create': one key may be reused on another route without clashing. */
  scope: string;
  /** The header's value, or undefined when the client sent none (then the work simply runs). */
  key: string | undefined;
  /** A user id, or `ip:<address>` for anonymous forms. */
  owner: string;
  now: Date;
  /** requestHash() of the body: a key reused with another body is refused (422). */
  requestHash: string;
  /** How long to wait for a racing request with the same key; tests shorten it. */
  waitMs?: number;
  /** Runs once this request owns the key, before the work: rate limits, so replays are free. */
  before?: () => Promise<void>;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A claim older than this was left by a request that died mid-way; its owner may take it over. */
export const ABANDONED_MS = 60_000;
export const KEY_REUSED =
  'This Idempotency-Key was already used with a different request body. Send a new key for a new request.';

/** Canonical JSON (keys sorted) so the same body in another key order or spacing hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the request body as sent (before the schema trims or converts anything). */
export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');
const POLL_MS = 50;

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** The header value, checked; a malformed key is the client's bug, so it is refused, not ignored. */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 8 to 200 letters, digits, dots, colons or dashes.',
    );
  }
  return header;
}

async function claim(db: AppDb, options: IdempotencyOptions & { key: string }): Promise<number | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      scope: options.scope,
      key: options.key,
      owner: options.owner,
      requestHash: options.requestHash,
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

async function findKey(db: AppDb, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signed-in owners keep their keys to themselves; anonymous replays may come from a new network. */
function sameOwner(stored: string, owner: string): boolean {
  return stored.startsWith('ip:') || stored === owner;
}

/**
 * Runs `work` once per (scope, key). The work and the stored answer commit in one transaction, so
 * a lead is never kept without its answer. A failure releases the key: the client may fix and retry.
 */
export async function runIdempotent<T>(
  db: AppDb,
  options: IdempotencyOptions,
  work: (tx: AppDb) => Promise<StoredResponse<T>>,
): Promise<IdempotentResult<T>> {
  const { key } = options;
  if (!key) {
    await options.before?.();
    return { ...(await work(db)), replayed: false, recovered: false };
  }
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  let recovered = false;
  for (;;) {
    const id = await claim(db, { ...options, key });
    if (id !== undefined) {
      return { ...(await complete(db, id, options.before, work)), replayed: false, recovered };
    }
    const row = await findKey(db, options.scope, key);
    if (!row) continue; // the holder failed and released it between our two queries
    if (!sameOwner(row.owner, options.owner)) {
      throw new HttpError(422, 'This Idempotency-Key belongs to another request. Send a new key.');
    }
    // Rows from before the hash column have none; they replay as before.
    if (row.requestHash && row.requestHash !== options.requestHash) throw new HttpError(422, KEY_REUSED);
    if (row.status === 'done') {
      return {
        status: row.responseStatus ?? 200,
        body: row.responseBody as T,
        replayed: true,
        recovered: false,
      };
    }
    if (row.createdAt.getTime() < options.now.getTime() - ABANDONED_MS) {
      // The request that claimed it died mid-way; this retry (same owner, same body) takes over.
      const released = await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.status, 'pending')))
        .returning({ id: idempotencyKeys.id });
      recovered ||= released.length > 0;
      continue;
    }
    if (Date.now() > deadline) {
      throw new HttpError(
        409,
        'The same request is still being processed. Try again in a moment.',
        undefined,
        {
          'Retry-After': '1',
        },
      );
    }
    await sleep(POLL_MS);
  }
}

async function complete<T>(
  db: AppDb,
  id: number,
  before: (() => Promise<void>) | undefined,
  work: (tx: AppDb) => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  try {
    // Outside the transaction: a counted hit stays counted even when the work fails.
    await before?.();
    return await inTransaction(db, async (tx) => {
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: result.status, responseBody: result.body })
        .where(eq(idempotencyKeys.id, id));
      return result;
    });
  } catch (error) {
    await db
      .delete(idempotencyKeys)
      .where(eq(idempotencyKeys.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/** Drops answers nobody will replay any more; called now and then by the server. */
export async function pruneIdempotencyKeys(db: AppDb, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
