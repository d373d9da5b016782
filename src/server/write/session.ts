// The session behind a write, looked up before the body is validated: a route that needs one
// answers 401 to an anonymous caller whatever it sent.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { UserRole } from '../../shared/auth-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import { readToken } from '../middleware/session-cookies';
import { findSession, type SessionUser } from '../services/sessions';

export const NOT_LOGGED_IN = 'You are not logged in.';

export const FORBIDDEN = 'Your account cannot do this.';

/**
 * Sets `session`. With `required`, no session answers 401; with roles given, an account of another
 * role answers 403. A database error propagates (503), so an outage logs nobody out.
 */
export const loadSession = (db: AppDb, now: () => Date, required: boolean, roles: readonly UserRole[] = []) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const found = readToken(c);
    const session = found ? await findSession(db, found.token, now()) : undefined;
    if (required && (!found || !session)) throw new HttpError(401, NOT_LOGGED_IN);
    if (session && roles.length && !roles.includes(session.user.role)) throw new HttpError(403, FORBIDDEN);
    c.set(
      'session',
      found && session ? { user: session.user, token: found.token, from: found.from } : undefined,
    );
    return next();
  });

/** The user a route behind `loadSession(..., true)` serves. */
export function sessionUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('session')?.user;
  if (!user) throw new HttpError(401, NOT_LOGGED_IN);
  return user;
}
