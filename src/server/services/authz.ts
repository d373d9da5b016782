// Who is asking, and may they: the session user (401 without one), a role (403 for the wrong one),
// and the "not yours is not found" rule (404), so no route answers differently for another's data.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UserRole } from '../../shared/auth-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import { readToken } from '../middleware/session-cookies';
import { findSession, type SessionUser } from './sessions';

/** The context of a route behind `requireUser`: `c.get('user')` is the signed-in user. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser };
}

/** The context of a route that works with or without a session. */
export interface MaybeAuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser | undefined };
}

export interface AuthzDeps {
  db: AppDb;
  now: () => Date;
}

export const notLoggedIn = () => new HttpError(401, 'You are not logged in.');
export const forbidden = () => new HttpError(403, 'Your account cannot do this.');
export const notFound = (what = 'That page') => new HttpError(404, `${what} was not found.`);

/** The user behind the request's cookie or bearer token, or undefined. A database error propagates (503). */
export async function sessionUser(c: Context, deps: AuthzDeps): Promise<SessionUser | undefined> {
  const found = readToken(c);
  if (!found) return undefined;
  return (await findSession(deps.db, found.token, deps.now()))?.user;
}

/** Sets `user`, or answers 401; with roles given, a user of another role gets 403. */
export const requireUser = (deps: AuthzDeps, ...roles: UserRole[]) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await sessionUser(c, deps);
    if (!user) throw notLoggedIn();
    if (roles.length && !roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  });

/** Sets `user` when there is a session; never refuses. */
export const optionalUser = (deps: AuthzDeps) =>
  createMiddleware<MaybeAuthedEnv>(async (c, next) => {
    c.set('user', await sessionUser(c, deps));
    await next();
  });

/** Members see their own things; agents see every member's. Anything else is "not found", never 403. */
export function canSeeOwned(user: SessionUser | undefined, ownerId: string | null): boolean {
  if (!user) return false;
  return user.role === 'agent' || user.id === ownerId;
}
