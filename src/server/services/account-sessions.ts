// A member's signed-in devices. The stored id is the token's SHA-256; what leaves the server is a
// hash of that again, so an answer never carries anything a cookie could be rebuilt from or matched to.
import { and, asc, eq, ne } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { deviceName, type AccountSession } from '../../shared/account-schemas';
import type { AppDb } from '../db/client';
import { sessions } from '../db/schema';
import { HttpError } from '../http-error';
import { sessionsChanged, hashToken } from './sessions';

export const SESSION_NOT_FOUND = 'This session is not one of yours, or it has ended already.';

const publicId = (storedId: string) =>
  createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 32);

export async function listSessions(
  db: AppDb,
  userId: string,
  token: string,
  now: Date,
): Promise<AccountSession[]> {
  const current = hashToken(token);
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows
    .filter((row) => row.expiresAt > now && row.absoluteExpiresAt > now)
    .map((row) => ({
      id: publicId(row.id),
      device: deviceName(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastUsedAt.toISOString(),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the member's own sessions; another member's id, or an unknown one, is a 404. */
export async function endSession(db: AppDb, userId: string, id: string): Promise<void> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const match = rows.find((row) => publicId(row.id) === id);
  if (!match) throw new HttpError(404, SESSION_NOT_FOUND);
  await db.delete(sessions).where(and(eq(sessions.id, match.id), eq(sessions.userId, userId)));
  await sessionsChanged(db, { sessionIds: [match.id] });
}

export async function endOtherSessions(db: AppDb, userId: string, token: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(token))))
    .returning({ id: sessions.id });
  await sessionsChanged(db, { sessionIds: ended.map((row) => row.id) });
  return ended.length;
}
