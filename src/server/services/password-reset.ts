// "Forgot your password?" (decision 170): a random token is emailed and only its SHA-256 stored, for
// 30 minutes; a new request deletes the account's older tokens; setting the password uses the token
// up, ends every session of the account and emails a notice. Unknown addresses get the same answer.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  RESET_LINK_MINUTES,
  type ResetPasswordData,
  type ResetRequestData,
} from '../../shared/password-reset-schemas';
import { inTransaction, type AppDb } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { CHECK_FIELDS } from '../write/api-router';
import { weakPasswordMessage } from './password-strength';
import { hashPassword } from './passwords';
import { hashToken, newToken, sessionsChanged } from './sessions';
import type { UserRow } from './users';

export const RESET_TTL_MS = RESET_LINK_MINUTES * 60_000;

export const LINK_NOT_WORKING =
  'This link no longer works: it was used already, it is more than 30 minutes old, a newer link replaced it, or it was not copied whole.';

export interface ResetDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  email: EmailSettings;
}

/** The per-address counter's key: the address's hash, so the table holds no addresses. */
export const resetAddressKey = (email: string) =>
  `reset-address:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

async function userByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    // The unique index is on lower(email), so this is an index lookup.
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Emails a link when the address has an account; does nothing else otherwise. The caller answers
 * the same either way. Older links of the account stop working.
 */
export async function requestReset(deps: ResetDeps, data: ResetRequestData, requestId: string) {
  const user = await userByEmail(deps.db, data.email);
  if (!user) {
    deps.logger.info('auth.reset_request.unknown', { requestId });
    return;
  }
  const now = deps.now();
  const token = newToken();
  // Read before the transaction: on PGlite's one connection it would wait for itself (outbox.ts).
  await deps.email.keys.secret();
  const emailId = await inTransaction(deps.db, async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      id: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    return enqueueEmail(tx, deps.email, {
      to: user.email,
      template: 'password-reset',
      data: { firstName: user.firstName, token },
      now,
    });
  });
  deps.logger.info('auth.reset_request.sent', { requestId, userId: user.id, emailId });
}

/** The account behind a token that is stored and not expired, else undefined. */
async function tokenOwner(db: AppDb, token: string, now: Date): Promise<UserRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const id = hashToken(token);
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, now)));
  // Found by its hash already; compared again in constant time, as sessions are.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenId), Buffer.from(id))) return undefined;
  return row.user;
}

const badLink = () => new HttpError(400, LINK_NOT_WORKING, { token: LINK_NOT_WORKING });

/** Answers 400 at the token field when the link cannot set a password (the page offers a new one). */
export async function checkResetToken(deps: ResetDeps, token: string): Promise<void> {
  if (!(await tokenOwner(deps.db, token, deps.now()))) throw badLink();
}

/**
 * Sets the new password with a working link. A weak password is refused at its field and leaves
 * the link working, so the member can try another; success uses the link up.
 */
export async function resetPassword(
  deps: ResetDeps,
  data: ResetPasswordData,
  requestId: string,
): Promise<{ endedSessions: number }> {
  const now = deps.now();
  const user = await tokenOwner(deps.db, data.token, now);
  if (!user) throw badLink();
  const weak = weakPasswordMessage(data.newPassword, user);
  if (weak) throw new HttpError(400, CHECK_FIELDS, { newPassword: weak });
  const passwordHash = await hashPassword(data.newPassword);
  await deps.email.keys.secret();
  const ended = await inTransaction(deps.db, async (tx) => {
    // Taking the row is what uses the link: of two racing requests, one finds it gone.
    const [used] = await tx
      .delete(passwordResetTokens)
      .where(eq(passwordResetTokens.id, hashToken(data.token)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badLink();
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const rows = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    await enqueueEmail(tx, deps.email, {
      to: user.email,
      template: 'password-changed',
      data: { firstName: user.firstName },
      now,
    });
    return rows.map((row) => row.id);
  });
  await sessionsChanged(deps.db, { userId: user.id, sessionIds: ended });
  deps.logger.info('auth.password_reset.success', {
    requestId,
    userId: user.id,
    endedSessions: ended.length,
  });
  return { endedSessions: ended.length };
}

/** Drops links that expired; called now and then by the server. */
export async function pruneResetTokens(db: AppDb, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}
