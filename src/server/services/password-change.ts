// Password change for a logged-in member: the current password is checked first (rate limited
// like a login, per account), then the new hash is stored and, by default, every other session
// of the account ends, so a stolen session does not outlive the change.
import { and, eq, ne } from 'drizzle-orm';
import { changePasswordSchema } from '../../shared/auth-schemas';
import { zodFieldErrors } from '../../shared/field-errors';
import { sessions, users } from '../db/schema';
import { HttpError, tooManyRequests } from '../http-error';
import type { AuthDeps, RequestInfo } from './auth';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { hit, peek } from './rate-limit';
import { hashToken } from './sessions';
import type { UserRow } from './users';

export const WRONG_CURRENT = 'Your current password is not right.';

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  token: string,
  body: unknown,
  info: RequestInfo,
): Promise<{ endedSessions: number }> {
  const parsed = changePasswordSchema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(parsed.error));
  const { currentPassword, newPassword, endOtherSessions } = parsed.data;
  const now = deps.now();
  const key = `password-change:${user.id}`;
  const limit = deps.limits.loginFailuresPerAccount;
  const failures = await peek(deps.db, key, limit, now);
  if (failures.count >= limit.max) throw tooManyRequests(failures.retryAfter);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await hit(deps.db, key, limit, now);
    deps.logger.info('auth.password_change.failure', {
      requestId: info.requestId,
      userId: user.id,
      ip: info.ip,
    });
    throw new HttpError(400, WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  if (isCommonPassword(newPassword)) {
    throw new HttpError(400, 'Please check the highlighted fields.', {
      newPassword: 'That password is too common. Choose one that is harder to guess.',
    });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
  let endedSessions = 0;
  if (endOtherSessions) {
    const ended = await deps.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, hashToken(token))))
      .returning({ id: sessions.id });
    endedSessions = ended.length;
  }
  deps.logger.info('auth.password_change.success', {
    requestId: info.requestId,
    userId: user.id,
    endedSessions,
  });
  return { endedSessions };
}
