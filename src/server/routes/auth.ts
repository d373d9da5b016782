// The auth API of docs/contracts.md: register, login, logout, getByAuthToken, and password change.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { readJson, requireJson } from '../middleware/json-body';
import { clearSessionCookies, readToken, setSessionCookies } from '../middleware/session-cookies';
import { login, register, type AuthDeps, type RequestInfo } from '../services/auth';
import { changePassword } from '../services/password-change';
import { deleteSession, findSession } from '../services/sessions';
import { toPublicUser } from '../services/users';

export interface AuthRouteDeps extends AuthDeps {
  secureCookies: boolean;
}

const requestInfo = (c: Context<AppEnv>): RequestInfo => ({
  ip: c.get('clientIp'),
  userAgent: c.req.header('user-agent'),
  requestId: c.get('requestId'),
});

export function authRoutes(deps: AuthRouteDeps) {
  const app = new Hono<AppEnv>();

  app.post('/register', requireJson(), async (c) => {
    const { user, token } = await register(deps, await readJson(c), requestInfo(c));
    setSessionCookies(c, token, deps.secureCookies);
    return c.json(toPublicUser(user), 201);
  });

  app.post('/login', requireJson(), async (c) => {
    const { user, token } = await login(deps, await readJson(c), requestInfo(c));
    setSessionCookies(c, token, deps.secureCookies);
    return c.json(toPublicUser(user), 200);
  });

  app.post('/logout', async (c) => {
    const found = readToken(c);
    if (found) await deleteSession(deps.db, found.token);
    clearSessionCookies(c, deps.secureCookies);
    if (found) deps.logger.info('auth.logout', { requestId: c.get('requestId') });
    return c.json({ ok: true });
  });

  app.post('/password', requireJson(), async (c) => {
    const found = readToken(c);
    const session = found ? await findSession(deps.db, found.token, deps.now()) : undefined;
    if (!found || !session) throw new HttpError(401, 'You are not logged in.');
    const result = await changePassword(deps, session.user, found.token, await readJson(c), requestInfo(c));
    return c.json({ ok: true, ...result });
  });

  app.get('/getByAuthToken', async (c) => {
    const found = readToken(c);
    // A database error propagates: the error handler answers 503, so an outage logs nobody out.
    const session = found ? await findSession(deps.db, found.token, deps.now()) : undefined;
    if (!found || !session) {
      if (found?.from === 'cookie') clearSessionCookies(c, deps.secureCookies);
      throw new HttpError(401, 'You are not logged in.');
    }
    // Renew the cookie's lifetime together with the session's idle expiry.
    if (session.extended && found.from === 'cookie') {
      setSessionCookies(c, found.token, deps.secureCookies);
    }
    return c.json(toPublicUser(session.user));
  });

  return app;
}
