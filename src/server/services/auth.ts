// Registration and login as the routes need them: rate limits first, then validation with the
// shared schemas, then the account work. Every success issues a fresh session token.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { loginSchema, registerSchema } from '../../shared/auth-schemas';
import { zodFieldErrors } from '../../shared/field-errors';
import type { AppDb } from '../db/client';
import { HttpError, tooManyRequests } from '../http-error';
import type { Logger } from '../logger';
import { isCommonPassword, verifyPassword } from './passwords';
import { hit, peek, type RateLimits } from './rate-limit';
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
const COMMON_PASSWORD = 'That password is too common. Choose one that is harder to guess.';

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(result.error));
  }
  return result.data;
}

/** Account keys are hashed so the limits table holds no usernames or emails. */
const accountKey = (usernameOrEmail: string) =>
  `login-account:${createHash('sha256').update(usernameOrEmail.trim().toLowerCase()).digest('hex')}`;

export async function register(deps: AuthDeps, body: unknown, info: RequestInfo): Promise<AuthResult> {
  const now = deps.now();
  const perIp = await hit(deps.db, `register-ip:${info.ip}`, deps.limits.registerPerIp, now);
  if (perIp.count > deps.limits.registerPerIp.max) throw tooManyRequests(perIp.retryAfter);
  const website = (body as { website?: unknown } | null)?.website;
  if (typeof website === 'string' && website.trim() !== '') {
    deps.logger.info('auth.register.honeypot', { requestId: info.requestId, ip: info.ip });
    throw new HttpError(400, 'The form could not be sent.', { website: 'Leave this field empty.' });
  }
  const { website: _honeypot, ...data } = parse(registerSchema, body);
  if (isCommonPassword(data.password)) {
    throw new HttpError(400, 'Please check the highlighted fields.', { password: COMMON_PASSWORD });
  }
  const user = await createUser(deps.db, data);
  const token = await createSession(deps.db, user.id, info.userAgent, now);
  deps.logger.info('auth.register.success', { requestId: info.requestId, userId: user.id, ip: info.ip });
  return { user, token };
}

export async function login(deps: AuthDeps, body: unknown, info: RequestInfo): Promise<AuthResult> {
  const now = deps.now();
  const { loginPerIp, loginFailuresPerAccount } = deps.limits;
  const perIp = await hit(deps.db, `login-ip:${info.ip}`, loginPerIp, now);
  if (perIp.count > loginPerIp.max) {
    deps.logger.warn('auth.login.limited', { requestId: info.requestId, ip: info.ip, by: 'ip' });
    throw tooManyRequests(perIp.retryAfter);
  }
  const { usernameOrEmail, password } = parse(loginSchema, body);
  const key = accountKey(usernameOrEmail);
  const failures = await peek(deps.db, key, loginFailuresPerAccount, now);
  if (failures.count >= loginFailuresPerAccount.max) {
    deps.logger.warn('auth.login.limited', { requestId: info.requestId, ip: info.ip, by: 'account' });
    throw tooManyRequests(failures.retryAfter);
  }
  const user = await findUserForLogin(deps.db, usernameOrEmail);
  // verifyPassword spends the same work on an unknown user, so timing does not tell them apart.
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await hit(deps.db, key, loginFailuresPerAccount, now);
    deps.logger.info('auth.login.failure', { requestId: info.requestId, ip: info.ip, userId: user?.id });
    throw new HttpError(401, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  }
  const token = await createSession(deps.db, user.id, info.userAgent, now);
  deps.logger.info('auth.login.success', { requestId: info.requestId, userId: user.id, ip: info.ip });
  return { user, token };
}
