// The member's own account: profile edits and deleting the account with everything it owns.
// Sessions live in account-sessions.ts, the data export in account-export.ts.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileData } from '../../shared/account-schemas';
import type { PublicUser } from '../../shared/auth-schemas';
import { quoteLeads, subscriptions, users } from '../db/schema';
import { pgConstraint, pgErrorCode, type AppDb } from '../db/client';
import { HttpError } from '../http-error';
import { CHECK_FIELDS } from '../write/api-router';
import { takeAttempt } from '../write/limits';
import { accountLimitKey } from './auth';
import type { RateLimits } from './rate-limit';
import { verifyPassword } from './passwords';
import { sessionsChanged } from './sessions';
import { toPublicUser, type UserRow } from './users';

export const EMAIL_IN_USE = 'Another account uses this email address.';
export const WRONG_PASSWORD = 'Your password is not right.';
export const WRONG_CONFIRM = 'Type your username exactly as it is shown.';

export async function updateProfile(
  db: AppDb,
  user: UserRow,
  data: ProfileData,
  now: Date,
): Promise<PublicUser> {
  // The pre-check gives a field error; the unique index still decides a race.
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${data.email}`, ne(users.id, user.id)))
    .limit(1);
  if (taken) throw new HttpError(409, CHECK_FIELDS, { email: EMAIL_IN_USE });
  try {
    const [row] = await db
      .update(users)
      // A new address is not proved until a link emailed to it is followed.
      .set({
        ...data,
        ...(data.email !== user.email.toLowerCase() && { emailVerifiedAt: null }),
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new HttpError(404, 'This account no longer exists.');
    // The cached user carries the old name and email.
    await sessionsChanged(db, { userId: user.id });
    return toPublicUser(row);
  } catch (error) {
    if (pgErrorCode(error) === '23505' && /email/i.test(pgConstraint(error) ?? '')) {
      throw new HttpError(409, CHECK_FIELDS, { email: EMAIL_IN_USE });
    }
    throw error;
  }
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
