// Password change for a logged-in member: the current password is checked first (limited per
// account on the login counter, counted before the check), then the new hash is stored and, by
// default, every other session of the account ends, so a stolen session does not outlive it.
import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordData } from '../../shared/auth-schemas';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http-error';
import { CHECK_FIELDS } from '../write/api-router';
import { takeAttempt } from '../write/limits';
import { accountLimitKey, type AuthDeps, type RequestInfo } from './auth';
import { weakPasswordMessage } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { sessionsChanged, hashToken } from './sessions';
import type { UserRow } from './users';

export const WRONG_CURRENT = 'Your current password is not right.';

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  token: string,
  data: ChangePasswordData,
  info: RequestInfo,
): Promise<{ endedSessions: number }> {
  const { currentPassword, newPassword, endOtherSessions } = data;
  const now = deps.now();
  const rule = { key: accountLimitKey(user, user.username), limit: deps.limits.loginFailuresPerAccount };
  const attempt = await takeAttempt(deps.db, rule, now);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    deps.logger.info('auth.password_change.failure', {
      requestId: info.requestId,
      userId: user.id,
      ip: info.ip,
    });
    throw new HttpError(400, WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  await attempt.refund();
  const weak = weakPasswordMessage(newPassword, user);
  if (weak) throw new HttpError(400, CHECK_FIELDS, { newPassword: weak });
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
  // The cached user carries the old hash: forget it (and, below, the ended sessions).
  await sessionsChanged(deps.db, { userId: user.id });
  let endedSessions = 0;
  if (endOtherSessions) {
    const ended = await deps.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, hashToken(token))))
      .returning({ id: sessions.id });
    endedSessions = ended.length;
    await sessionsChanged(deps.db, { sessionIds: ended.map((row) => row.id) });
  }
  deps.logger.info('auth.password_change.success', {
    requestId: info.requestId,
    userId: user.id,
    endedSessions,
  });
  return { endedSessions };
}
