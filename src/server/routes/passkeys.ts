// Passkeys (OpenAPI at /api/openapi.json, decision 210): on /api/account/passkeys the signed-in
// person lists, adds (password first) and removes theirs; on /api/auth/passkey anyone signs in with
// one. The logic lives in services/passkeys.ts and services/passkey-login.ts.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { okSchema } from '../../shared/account-schemas';
import { publicUserSchema } from '../../shared/auth-schemas';
import {
  addedPasskeySchema,
  addPasskeySchema,
  passkeyLoginOptionsSchema,
  passkeyLoginSchema,
  passkeyOptionsAnswerSchema,
  passkeyOptionsSchema,
  passkeysSchema,
} from '../../shared/passkey-schemas';
import type { EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import { setSessionCookies } from '../middleware/session-cookies';
import { passkeyLogin, passkeyLoginOptions } from '../services/passkey-login';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  type RelyingParty,
} from '../services/passkeys';
import type { RateLimits } from '../services/rate-limit';
import { toPublicUser } from '../services/users';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, NOT_LOGGED_IN, sessionUser } from '../write/session';
import { addWrite, type WriteContext, type WriteDeps } from '../write/write-route';

export interface PasskeyRouteDeps extends WriteDeps {
  limits: RateLimits;
  email: EmailSettings;
  rp: RelyingParty;
  secureCookies: boolean;
}

const roles = ['member', 'agent'] as const;
const info = (ctx: WriteContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });

function userOf(ctx: WriteContext) {
  if (!ctx.session) throw new HttpError(401, NOT_LOGGED_IN);
  return ctx.session.user;
}

/** /api/account/passkeys: the signed-in account's own passkeys. */
export function accountPasskeyRoutes(deps: PasskeyRouteDeps) {
  const app = apiRouter();
  const tags = ['account'];

  const list = createRoute({
    method: 'get',
    path: '/',
    summary: 'The passkeys of this account (names and dates, never keys)',
    tags,
    middleware: [loadSession(deps.db, deps.now, true, roles)],
    responses: { 200: jsonBody(passkeysSchema, 'The passkeys'), ...errorsFor(401, 403, 503) },
  });
  app.openapi(list, async (c) => c.json({ passkeys: await listPasskeys(deps.db, sessionUser(c).id) }, 200));

  addWrite(
    app,
    deps,
    {
      name: 'passkey.options',
      path: '/options',
      summary: 'Check the password and get the options to create a passkey on this device',
      tags,
      body: passkeyOptionsSchema,
      response: passkeyOptionsAnswerSchema,
      status: 200,
      session: 'required',
      roles,
      errors: [429],
    },
    async (data, ctx) => ({
      options: {
        ...(await passkeyRegistrationOptions(deps, userOf(ctx), data.password, info(ctx), ctx.now)),
      },
    }),
  );

  addWrite(
    app,
    deps,
    {
      name: 'passkey.add',
      path: '/',
      summary: 'Keep the passkey the device made (409 when an account has it already); emails a notice',
      tags,
      body: addPasskeySchema,
      response: addedPasskeySchema,
      status: 201,
      session: 'required',
      roles,
      errors: [409],
    },
    async (data, ctx) => ({ passkey: await addPasskey(deps, userOf(ctx), data, info(ctx), ctx.now) }),
  );

  addWrite(
    app,
    deps,
    {
      name: 'passkey.remove',
      method: 'delete',
      path: '/{id}',
      summary: 'Remove one of your passkeys (404 for an id that is not yours)',
      tags,
      params: z.object({ id: z.string() }),
      body: z.strictObject({}),
      response: okSchema,
      status: 200,
      session: 'required',
      roles,
      errors: [404],
    },
    async (_data, ctx) => {
      await removePasskey(ctx.db, userOf(ctx).id, ctx.c.req.param('id') ?? '');
      deps.logger.info('passkey.removed', { requestId: ctx.requestId, userId: userOf(ctx).id });
      return { ok: true as const };
    },
  );

  return app;
}

/** /api/auth/passkey: signing in with a passkey, limited per address like the password login. */
export function passkeyLoginRoutes(deps: PasskeyRouteDeps) {
  const app = apiRouter();
  const tags = ['auth'];

  addWrite(
    app,
    deps,
    {
      name: 'auth.passkey_options',
      path: '/options',
      summary: 'The options to sign in with a passkey (a fresh challenge, good for a few minutes)',
      tags,
      body: passkeyLoginOptionsSchema,
      response: passkeyOptionsAnswerSchema,
      status: 200,
      limits: ({ ip }) => [{ key: `passkey-options-ip:${ip}`, limit: deps.limits.loginPerIp }],
    },
    async (_data, ctx) => ({ options: { ...(await passkeyLoginOptions(deps, ctx.now)) } }),
  );

  addWrite(
    app,
    deps,
    {
      name: 'auth.passkey_login',
      path: '/login',
      summary: 'Sign in with a passkey: the same session as a password login',
      tags,
      body: passkeyLoginSchema,
      response: publicUserSchema,
      status: 200,
      limits: ({ ip }) => [{ key: `login-ip:${ip}`, limit: deps.limits.loginPerIp }],
      errors: [401],
    },
    async (data, ctx) => {
      const { user, token } = await passkeyLogin(deps, data, info(ctx), ctx.now);
      setSessionCookies(ctx.c, token, deps.secureCookies);
      return toPublicUser(user);
    },
  );

  return app;
}
