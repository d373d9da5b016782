// Sessions: a random token goes to the client, only its SHA-256 is stored. Idle expiry is pushed
// forward on use (at most one write an hour); the absolute expiry never moves.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { sessions, users } from '../db/schema';

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

/** The user behind a token, or undefined when the token is unknown or expired. */
export async function findSession(db: AppDb, token: string, now: Date): Promise<FoundSession | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const id = hashToken(token);
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
    return undefined;
  }
  if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS) return { user, extended: false };
  const idleEnd = Math.min(now.getTime() + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime());
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(idleEnd) })
    .where(eq(sessions.id, id));
  return { user, extended: true };
}

export async function deleteSession(db: AppDb, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function pruneSessions(db: AppDb, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
