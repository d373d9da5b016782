// Sessions: a random token goes to the client, only its SHA-256 is stored. Idle expiry is pushed
// forward on use (at most one write an hour); the absolute expiry never moves.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { sessions, users } from '../db/schema';
import { sessionCacheOf } from '../fast-paths/session-cache';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;
export const SESSION_TOUCH_MS = HOUR;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 bytes (256 bits) from the CSPRNG, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: AppDb,
  userId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 200) || null,
  });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

export interface FoundSession {
  user: SessionUser;
  /** True when this lookup pushed the idle expiry forward (the cookie should be renewed). */
  extended: boolean;
}

/** Usable as it is: not expired, and no idle-expiry push due yet. */
const servable = (session: typeof sessions.$inferSelect, now: Date) =>
  session.expiresAt > now &&
  session.absoluteExpiresAt > now &&
  now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS;

const wellFormed = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

/**
 * The user behind a token when this process's cache can answer now, with no database read and no
 * write due (the session fast path, decision 245); undefined means "ask findSession", not "no session".
 */
export function cachedSessionUser(db: AppDb, token: string, now: Date): SessionUser | undefined {
  if (!wellFormed(token)) return undefined;
  const cached = sessionCacheOf(db)?.get(hashToken(token));
  return cached && servable(cached.session, now) ? cached.user : undefined;
}

/**
 * The user behind a token, or undefined when the token is unknown or expired. Served from the
 * session cache when it can be (decision 145: the key is the token's hash, so the map lookup reveals
 * nothing an attacker could steer); expiry and the hourly push are decided as from the database.
 */
export async function findSession(db: AppDb, token: string, now: Date): Promise<FoundSession | undefined> {
  if (!wellFormed(token)) return undefined;
  const cachedUser = cachedSessionUser(db, token, now);
  if (cachedUser) return { user: cachedUser, extended: false };
  const id = hashToken(token);
  const cache = sessionCacheOf(db);
  const mark = cache?.mark() ?? 0;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  // The index lookup matched on the hash already; the constant-time compare keeps that true
  // whatever the database's collation or comparison does.
  if (!row || !timingSafeEqual(Buffer.from(row.session.id), Buffer.from(id))) return undefined;
  const { session, user } = row;
  if (session.expiresAt <= now || session.absoluteExpiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    cache?.forgetSession(id);
    return undefined;
  }
  if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS) {
    cache?.store(id, row, mark);
    return { user, extended: false };
  }
  const idleEnd = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()));
  await db.update(sessions).set({ lastUsedAt: now, expiresAt: idleEnd }).where(eq(sessions.id, id));
  cache?.store(id, { user, session: { ...session, lastUsedAt: now, expiresAt: idleEnd } }, mark);
  return { user, extended: true };
}

/**
 * After a database change that ends sessions or alters a user: forgets them in this process's cache,
 * then waits (bounded) until every other process has handled the trigger's notification
 * (Database.barrier), so the answer about to be sent (a logout) holds on every process by the time
 * the client can make another request. Answers false when some process did not confirm in time.
 */
export async function sessionsChanged(
  db: AppDb,
  change: { sessionIds?: string[]; userId?: string },
): Promise<boolean> {
  const cache = sessionCacheOf(db);
  if (!cache) return true;
  for (const id of change.sessionIds ?? []) cache.forgetSession(id);
  if (change.userId) cache.forgetUser(change.userId);
  return cache.barrier();
}

export async function deleteSession(db: AppDb, token: string): Promise<void> {
  const id = hashToken(token);
  const [ended] = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  // No row, no notification to wait for.
  if (ended) await sessionsChanged(db, { sessionIds: [id] });
}

export async function pruneSessions(db: AppDb, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
