// Registration and login as the routes need them. The routes validate with the shared schemas and
// count the per-IP limits (write/write-route.ts); here: password strength, the per-account limit on
// wrong passwords, and the account work. Every success issues a fresh session token.
import { createHash } from 'node:crypto';
import type { LoginData } from '../../shared/auth-schemas';
import type { RegisterData } from '../../shared/register-schema';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { CHECK_FIELDS } from '../write/api-router';
import { takeAttempt } from '../write/limits';
import { weakPasswordMessage } from './password-strength';
import { verifyPassword } from './passwords';
import type { RateLimits } from './rate-limit';
import { createSession } from './sessions';
import { createUser, findUserForLogin, type UserRow } from './users';

export interface AuthDeps {
  db: AppDb;
  limits: RateLimits;
  logger: Logger;
  now: () => Date;
}

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
}

export interface AuthResult {
  user: UserRow;
  token: string;
}

export const BAD_CREDENTIALS = 'The username, email or password is not right.';

/**
 * One counter per account, whatever name was typed: a known account counts by its id (so its
 * username and email share it), an unknown name by its hash (the table holds no usernames).
 * Password change counts on the same key: guessing there is guessing the same password.
 */
export const accountLimitKey = (user: UserRow | undefined, typed: string) =>
  user
    ? `login-account:${user.id}`
    : `login-account:${createHash('sha256').update(typed.trim().toLowerCase()).digest('hex')}`;

export async function register(deps: AuthDeps, data: RegisterData, info: RequestInfo): Promise<AuthResult> {
  const { website: _honeypot, ...account } = data;
  const weak = weakPasswordMessage(account.password, account);
  if (weak) throw new HttpError(400, CHECK_FIELDS, { password: weak });
  const user = await createUser(deps.db, account);
  const token = await createSession(deps.db, user.id, info.userAgent, deps.now());
  deps.logger.info('auth.register.success', { requestId: info.requestId, userId: user.id, ip: info.ip });
  return { user, token };
}

export async function login(deps: AuthDeps, data: LoginData, info: RequestInfo): Promise<AuthResult> {
  const now = deps.now();
  const { usernameOrEmail, password } = data;
  const user = await findUserForLogin(deps.db, usernameOrEmail);
  // The attempt is counted before the password is checked, so racing guesses cannot all get in.
  const rule = { key: accountLimitKey(user, usernameOrEmail), limit: deps.limits.loginFailuresPerAccount };
  const attempt = await takeAttempt(deps.db, rule, now).catch((error: unknown) => {
    deps.logger.warn('auth.login.limited', { requestId: info.requestId, ip: info.ip, by: 'account' });
    throw error;
  });
  // verifyPassword spends the same work on an unknown user, so timing does not tell them apart.
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    deps.logger.info('auth.login.failure', { requestId: info.requestId, ip: info.ip, userId: user?.id });
    throw new HttpError(401, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  }
  await attempt.refund();
  const token = await createSession(deps.db, user.id, info.userAgent, now);
  deps.logger.info('auth.login.success', { requestId: info.requestId, userId: user.id, ip: info.ip });
  return { user, token };
}
