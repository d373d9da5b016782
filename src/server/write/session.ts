// The session behind a write, looked up before the body is validated: a route that needs one
// answers 401 to an anonymous caller whatever it sent.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import { readToken } from '../middleware/session-cookies';
import { findSession } from '../services/sessions';

export const NOT_LOGGED_IN = 'You are not logged in.';

export const loadSession = (db: AppDb, now: () => Date, required: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const found = readToken(c);
    const session = found ? await findSession(db, found.token, now()) : undefined;
    if (required && (!found || !session)) throw new HttpError(401, NOT_LOGGED_IN);
    c.set(
      'session',
      found && session ? { user: session.user, token: found.token, from: found.from } : undefined,
    );
    return next();
  });
