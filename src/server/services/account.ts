// The member's own account: profile edits and deleting the account with everything it owns.
// Sessions live in account-sessions.ts, the data export in account-export.ts.
import { eq, sql } from 'drizzle-orm';
import type { ProfileData } from '../../shared/account-schemas';
import type { PublicUser } from '../../shared/auth-schemas';
import { quoteLeads, subscriptions, users } from '../db/schema';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import { CHECK_FIELDS } from '../write/api-router';
import { takeAttempt } from '../write/limits';
import { accountLimitKey } from './auth';
import type { RateLimits } from './rate-limit';
import { verifyPassword } from './passwords';
import { sessionsChanged } from './sessions';
import { toPublicUser, type UserRow } from './users';

export const WRONG_PASSWORD = 'Your password is not right.';
export const WRONG_CONFIRM = 'Type your username exactly as it is shown.';

/**
 * Saves name and phone. The email is not saved here: a different one is returned as `newEmail`,
 * for the caller to send its link (email-change.ts); it changes only when that link is followed.
 */
export async function updateProfile(
  db: AppDb,
  user: UserRow,
  data: ProfileData,
  now: Date,
): Promise<{ user: PublicUser; newEmail: string | undefined }> {
  const { email, ...names } = data;
  const [row] = await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new HttpError(404, 'This account no longer exists.');
  // The cached user carries the old name and phone.
  await sessionsChanged(db, { userId: user.id });
  return { user: toPublicUser(row), newEmail: email !== row.email.toLowerCase() ? email : undefined };
}

/**
 * Deletes the account after the password (limited like logins, counted before the check) and the
 * typed username. Questions, answers to them, the chat's passages of them (every process reads
 * those from the database), chats, sessions and the subscription go with the user row (foreign keys
 * cascade, in this transaction); quote requests only lose their link there, so they are deleted here.
 */
export async function deleteAccount(
  deps: { db: AppDb; limits: RateLimits },
  user: UserRow,
  data: { password: string; confirm: string },
  now: Date,
): Promise<void> {
  if (data.confirm.toLowerCase() !== user.username.toLowerCase()) {
    throw new HttpError(400, CHECK_FIELDS, { confirm: WRONG_CONFIRM });
  }
  const rule = { key: accountLimitKey(user, user.username), limit: deps.limits.loginFailuresPerAccount };
  const attempt = await takeAttempt(deps.db, rule, now);
  if (!(await verifyPassword(user.passwordHash, data.password))) {
    throw new HttpError(400, CHECK_FIELDS, { password: WRONG_PASSWORD });
  }
  await attempt.refund();
  await deps.db.delete(quoteLeads).where(eq(quoteLeads.userId, user.id));
  // A subscription at the account's address but signed up anonymously has no user id: it goes too.
  await deps.db.delete(subscriptions).where(sql`lower(${subscriptions.email}) = ${user.email.toLowerCase()}`);
  await deps.db.delete(users).where(eq(users.id, user.id));
  await sessionsChanged(deps.db, { userId: user.id });
}
