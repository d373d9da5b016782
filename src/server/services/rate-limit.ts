// Fixed-window counters in the database, so every server process shares them and a restart does
// not reset them. Windows end by themselves: there is no permanent lockout.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginPerIp: Limit;
  loginFailuresPerAccount: Limit;
  registerPerIp: Limit;
  /** Quote requests per IP. */
  quotePerIp: Limit;
  /** Contact form messages per IP. */
  contactPerIp: Limit;
  /** Questions per member account. */
  questionPerAccount: Limit;
  /** Turning push notices on or off, per member account. */
  pushPerAccount: Limit;
  /** Email update sign-ups per IP (each may send a confirmation email). */
  subscribePerIp: Limit;
  /** Chat assistant messages per member account. */
  chatPerMember: Limit;
  /** "Forgot your password?" requests per IP, whatever address they name. */
  resetRequestPerIp: Limit;
  /** Reset emails per address, counted for addresses without an account too (so it tells nothing). */
  resetRequestPerAddress: Limit;
  /** Reset link checks and new-password attempts per IP. */
  resetAttemptPerIp: Limit;
}

const minutes = (n: number) => n * 60_000;

export const defaultLimits: RateLimits = {
  loginPerIp: { max: 30, windowMs: minutes(15) },
  loginFailuresPerAccount: { max: 10, windowMs: minutes(15) },
  registerPerIp: { max: 10, windowMs: minutes(60) },
  quotePerIp: { max: 10, windowMs: minutes(60) },
  // A person sends a few messages an hour at most; more from one address is a script.
  contactPerIp: { max: 5, windowMs: minutes(60) },
  // Members ask a few questions a day; a burst beyond this is a script or a stuck outbox.
  questionPerAccount: { max: 20, windowMs: minutes(60 * 24) },
  // A person switches notices on or off a few times; each switch may make the server call out.
  pushPerAccount: { max: 20, windowMs: minutes(60) },
  subscribePerIp: { max: 10, windowMs: minutes(60) },
  // A conversation is a few messages a minute at most; the cap bounds the cost of a model too.
  chatPerMember: { max: 30, windowMs: minutes(60) },
  resetRequestPerIp: { max: 10, windowMs: minutes(60) },
  // A member who lost the first email asks again once or twice; more fills someone's inbox.
  resetRequestPerAddress: { max: 3, windowMs: minutes(60) },
  // Opening the link checks it, and a refused weak password is tried again: a person needs a few.
  resetAttemptPerIp: { max: 30, windowMs: minutes(15) },
};

export interface LimitState {
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

function windowOf(limit: Limit, now: Date) {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return { start: new Date(start), retryAfter: (start + limit.windowMs - now.getTime()) / 1000 };
}

/** Counts one hit atomically (INSERT ... ON CONFLICT DO UPDATE) and returns the new count. */
export async function hit(db: AppDb, key: string, limit: Limit, now: Date): Promise<LimitState> {
  const { start, retryAfter } = windowOf(limit, now);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return { count: row?.count ?? 1, retryAfter };
}

/** Gives one hit back (a successful attempt that was counted before it was checked). */
export async function unhit(db: AppDb, key: string, limit: Limit, now: Date): Promise<void> {
  const { start } = windowOf(limit, now);
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start)));
}

/** Drops windows that ended long ago; called now and then by the server. */
export async function pruneRateLimits(db: AppDb, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
