// "Replayed twice, applied once" for any POST that takes an Idempotency-Key (SECURITY.md). The
// unique (scope, key) constraint on idempotency_keys decides which of two racing requests does the
// work; the other waits for the first answer and returns it. See docs/decisions/041.
import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';

export interface StoredResponse<T> {
  status: number;
  body: T;
}

export interface IdempotentResult<T> extends StoredResponse<T> {
  /** True when this answer is a replay of an earlier request's. */
  replayed: boolean;
}

export interface IdempotencyOptions {
  /** The route, e.g. 'quotes.create': one key may be reused on another route without clashing. */
  scope: string;
  /** The header's value, or undefined when the client sent none (then the work simply runs). */
  key: string | undefined;
  /** A user id, or `ip:<address>` for anonymous forms. */
  owner: string;
  now: Date;
  /** How long to wait for a racing request with the same key; tests shorten it. */
  waitMs?: number;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A claim older than this was left by a request that died mid-way; another may take it over. */
const ABANDONED_MS = 60_000;
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
    .values({ scope: options.scope, key: options.key, owner: options.owner, createdAt: options.now })
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
  if (!key) return { ...(await work(db)), replayed: false };
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  for (;;) {
    const id = await claim(db, { ...options, key });
    if (id !== undefined) return { ...(await complete(db, id, work)), replayed: false };
    const row = await findKey(db, options.scope, key);
    if (!row) continue; // the holder failed and released it between our two queries
    if (!sameOwner(row.owner, options.owner)) {
      throw new HttpError(422, 'This Idempotency-Key belongs to another request. Send a new key.');
    }
    if (row.status === 'done') {
      return { status: row.responseStatus ?? 200, body: row.responseBody as T, replayed: true };
    }
    if (row.createdAt.getTime() < options.now.getTime() - ABANDONED_MS) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.status, 'pending')));
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
  work: (tx: AppDb) => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx as unknown as AppDb);
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
