// The auth API (OpenAPI at /api/openapi.json): register, login, logout, getByAuthToken, and
// password change. Writes go through addWrite (write/write-route.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  changePasswordResponseSchema,
  changePasswordSchema,
  loginSchema,
  publicUserSchema,
} from '../../shared/auth-schemas';
import { registerSchema } from '../../shared/register-schema';
import { HttpError } from '../http-error';
import { clearSessionCookies, readToken, setSessionCookies } from '../middleware/session-cookies';
import { login, register, type AuthDeps } from '../services/auth';
import { changePassword } from '../services/password-change';
import { deleteSession, findSession } from '../services/sessions';
import { toPublicUser } from '../services/users';
import { apiRouter, errorsFor } from '../write/api-router';
import { NOT_LOGGED_IN } from '../write/session';
import { addWrite, type WriteContext } from '../write/write-route';

export interface AuthRouteDeps extends AuthDeps {
  secureCookies: boolean;
}

const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export function authRoutes(deps: AuthRouteDeps) {
  const app = apiRouter();
  const info = (ctx: WriteContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });
  const tags = ['auth'];

  addWrite(
    app,
    deps,
    {
      name: 'auth.register',
      path: '/register',
      summary: 'Create a member account and log in',
      tags,
      body: registerSchema,
      response: publicUserSchema,
      honeypot: true,
      limits: ({ ip }) => [{ key: `register-ip:${ip}`, limit: deps.limits.registerPerIp }],
      errors: [409],
    },
    async (data, ctx) => {
      const { user, token } = await register(deps, data, info(ctx));
      setSessionCookies(ctx.c, token, deps.secureCookies);
      return toPublicUser(user);
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'auth.login',
      path: '/login',
      summary: 'Log in with a username or email',
      tags,
      body: loginSchema,
      response: publicUserSchema,
      status: 200,
      limits: ({ ip }) => [{ key: `login-ip:${ip}`, limit: deps.limits.loginPerIp }],
      errors: [401],
    },
    async (data, ctx) => {
      const { user, token } = await login(deps, data, info(ctx));
      setSessionCookies(ctx.c, token, deps.secureCookies);
      return toPublicUser(user);
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'auth.password',
      path: '/password',
      summary: 'Change the password (needs the current one)',
      tags,
      body: changePasswordSchema,
      response: changePasswordResponseSchema,
      status: 200,
      session: 'required',
      errors: [429],
    },
    async (data, ctx) => {
      const session = ctx.session;
      if (!session) throw new HttpError(401, NOT_LOGGED_IN);
      const result = await changePassword(deps, session.user, session.token, data, info(ctx));
      return { ok: true as const, ...result };
    },
  );

  const logout = createRoute({
    method: 'post',
    path: '/logout',
    summary: 'End this session and expire both cookies',
    tags,
    responses: { 200: json(z.object({ ok: z.literal(true) }), 'Logged out (also without a session)') },
  });
  app.openapi(logout, async (c) => {
    const found = readToken(c);
    if (found) await deleteSession(deps.db, found.token);
    clearSessionCookies(c, deps.secureCookies);
    if (found) deps.logger.info('auth.logout', { requestId: c.get('requestId') });
    return c.json({ ok: true as const }, 200);
  });

  const me = createRoute({
    method: 'get',
    path: '/getByAuthToken',
    summary: 'The member behind the session cookie or bearer token',
    tags,
    responses: { 200: json(publicUserSchema, 'The logged-in member'), ...errorsFor(401, 503) },
  });
  app.openapi(me, async (c) => {
    const found = readToken(c);
    // A database error propagates: the error handler answers 503, so an outage logs nobody out.
    const session = found ? await findSession(deps.db, found.token, deps.now()) : undefined;
    if (!found || !session) {
      if (found?.from === 'cookie') clearSessionCookies(c, deps.secureCookies);
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    // Renew the cookie's lifetime together with the session's idle expiry.
    if (session.extended && found.from === 'cookie') {
      setSessionCookies(c, found.token, deps.secureCookies);
    }
    return c.json(toPublicUser(session.user), 200);
  });

  return app;
}
