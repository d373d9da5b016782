// /api/account (OpenAPI at /api/openapi.json): the signed-in person's own account: profile,
// signed-in devices, the data export and deleting the account. 401 without a session; a session
// id that is not the caller's is 404. Writes go through addWrite; logic lives in services/account*.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  accountExportSchema,
  accountSessionsSchema,
  deleteAccountSchema,
  endedSessionsSchema,
  okSchema,
  profileResponseSchema,
  profileSchema,
} from '../../shared/account-schemas';
import { emailChangeConfirmAnswerSchema, emailChangeConfirmSchema } from '../../shared/email-change-schemas';
import type { EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import { clearSessionCookies } from '../middleware/session-cookies';
import { deleteAccount, updateProfile } from '../services/account';
import { exportAccount } from '../services/account-export';
import {
  cancelEmailChange,
  confirmEmailChange,
  pendingEmail,
  requestEmailChange,
} from '../services/email-change';
import { endOtherSessions, endSession, listSessions } from '../services/account-sessions';
import type { RateLimits } from '../services/rate-limit';
import { toPublicUser } from '../services/users';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, NOT_LOGGED_IN, sessionUser } from '../write/session';
import { enforceLimits } from '../write/limits';
import { addWrite, type WriteContext, type WriteDeps } from '../write/write-route';

export interface AccountRouteDeps extends WriteDeps {
  limits: RateLimits;
  secureCookies: boolean;
  email: EmailSettings;
}

const roles = ['member', 'agent'] as const;
const emptyBody = z.strictObject({});

function sessionOf(ctx: WriteContext) {
  if (!ctx.session) throw new HttpError(401, NOT_LOGGED_IN);
  return ctx.session;
}

export function accountRoutes(deps: AccountRouteDeps) {
  const app = apiRouter();
  const tags = ['account'];
  const signedIn = loadSession(deps.db, deps.now, true, roles);

  const profile = createRoute({
    method: 'get',
    path: '/profile',
    summary: 'The signed-in account',
    tags,
    middleware: [signedIn],
    responses: { 200: jsonBody(profileResponseSchema, 'The account'), ...errorsFor(401, 503) },
  });
  app.openapi(profile, async (c) => {
    const user = sessionUser(c);
    return c.json(
      { user: toPublicUser(user), pendingEmail: await pendingEmail(deps.db, user.id, deps.now()) },
      200,
    );
  });

  addWrite(
    app,
    deps,
    {
      name: 'account.profile',
      method: 'patch',
      path: '/profile',
      summary:
        'Change name and phone; a new email is emailed a link and changes only when it is followed (decision 216)',
      tags,
      body: profileSchema,
      response: profileResponseSchema,
      status: 200,
      session: 'required',
      roles,
      errors: [429],
    },
    async (data, ctx) => {
      const current = sessionOf(ctx).user;
      const { user, newEmail } = await updateProfile(ctx.db, current, data, ctx.now);
      const pending = await pendingEmail(ctx.db, current.id, ctx.now);
      // Asking again for the address already waiting sends nothing new; another address does,
      // limited like the reset request (the same answer whether another account has it).
      if (newEmail && newEmail !== pending?.email) {
        await enforceLimits(
          deps.db,
          [
            { key: `email-change-ip:${ctx.ip}`, limit: deps.limits.resetRequestPerIp },
            { key: `email-change-user:${current.id}`, limit: deps.limits.resetRequestPerAddress },
          ],
          ctx.now,
        ).catch((error: unknown) => {
          deps.logger.warn('account.email_change.limited', { requestId: ctx.requestId });
          throw error;
        });
        await requestEmailChange({ ...deps, db: ctx.db }, current, newEmail, ctx.requestId);
      }
      return { user, pendingEmail: await pendingEmail(ctx.db, current.id, ctx.now) };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'account.email_change_cancel',
      path: '/email-change/cancel',
      summary: 'Forget the new email address waiting for its link; the link stops working',
      tags,
      body: emptyBody,
      response: okSchema,
      status: 200,
      session: 'required',
      roles,
    },
    async (_data, ctx) => {
      await cancelEmailChange(ctx.db, sessionOf(ctx).user.id);
      return { ok: true as const };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'account.email_change_confirm',
      path: '/email-change/confirm',
      summary:
        'Follow the link emailed to a new address: the account takes it (400 at `token` for a used or old link, 409 when another account has the address)',
      tags,
      body: emailChangeConfirmSchema,
      response: emailChangeConfirmAnswerSchema,
      status: 200,
      // No session needed: the link may be opened on a device that is not logged in.
      errors: [409],
      limits: ({ ip }) => [{ key: `email-change-confirm-ip:${ip}`, limit: deps.limits.resetAttemptPerIp }],
    },
    async (data, ctx) => ({
      ok: true as const,
      ...(await confirmEmailChange({ ...deps, db: ctx.db }, data.token, ctx.requestId)),
    }),
  );

  const sessionsRoute = createRoute({
    method: 'get',
    path: '/sessions',
    summary: 'The devices signed in to this account, this one first',
    tags,
    middleware: [signedIn],
    responses: { 200: jsonBody(accountSessionsSchema, 'The sessions'), ...errorsFor(401, 503) },
  });
  app.openapi(sessionsRoute, async (c) => {
    const session = c.get('session');
    if (!session) throw new HttpError(401, NOT_LOGGED_IN);
    return c.json({ sessions: await listSessions(deps.db, session.user.id, session.token, deps.now()) }, 200);
  });

  addWrite(
    app,
    deps,
    {
      name: 'account.session_end',
      method: 'delete',
      path: '/sessions/{id}',
      summary: 'End one of your sessions (404 for an id that is not yours)',
      tags,
      params: z.object({ id: z.string() }),
      body: emptyBody,
      response: okSchema,
      status: 200,
      session: 'required',
      roles,
      errors: [404],
    },
    async (_data, ctx) => {
      await endSession(ctx.db, sessionOf(ctx).user.id, ctx.c.req.param('id') ?? '');
      return { ok: true as const };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'account.sessions_end_others',
      path: '/sessions/end-others',
      summary: 'End every session of this account but this one',
      tags,
      body: emptyBody,
      response: endedSessionsSchema,
      status: 200,
      session: 'required',
      roles,
    },
    async (_data, ctx) => {
      const session = sessionOf(ctx);
      return {
        ok: true as const,
        endedSessions: await endOtherSessions(ctx.db, session.user.id, session.token),
      };
    },
  );

  const exportRoute = createRoute({
    method: 'get',
    path: '/export',
    summary: 'Everything kept about this account, as a JSON download',
    tags,
    middleware: [signedIn],
    responses: { 200: jsonBody(accountExportSchema, 'The data'), ...errorsFor(401, 503) },
  });
  app.openapi(exportRoute, async (c) => {
    const data = await exportAccount(deps.db, sessionUser(c), deps.now());
    const day = data.exportedAt.slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="harbor-point-my-data-${day}.json"`);
    return c.json(data, 200);
  });

  addWrite(
    app,
    deps,
    {
      name: 'account.delete',
      path: '/delete',
      summary: 'Delete this account and its data (password, and the username typed out)',
      tags,
      body: deleteAccountSchema,
      response: okSchema,
      status: 200,
      session: 'required',
      // Agent accounts are the agency's to close, not a self-service step.
      roles: ['member'],
      errors: [429],
    },
    async (data, ctx) => {
      await deleteAccount({ db: ctx.db, limits: deps.limits }, sessionOf(ctx).user, data, ctx.now);
      deps.logger.info('account.deleted', { requestId: ctx.requestId });
      clearSessionCookies(ctx.c, deps.secureCookies);
      return { ok: true as const };
    },
  );

  return app;
}
