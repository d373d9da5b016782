// /api/push (OpenAPI at /api/openapi.json, decision 240): the VAPID public key a browser subscribes
// with, and turning notices on or off for the device this session is on. Members only: agents are
// not told of their own answers. The sending is the push worker's (src/server/push/worker.ts).
import { createRoute } from '@hono/zod-openapi';
import { okSchema } from '../../shared/account-schemas';
import {
  pushKeySchema,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
} from '../../shared/push-schemas';
import { HttpError } from '../http-error';
import type { VapidSource } from '../push/vapid';
import type { RateLimits } from '../services/rate-limit';
import { checkPushHost, removePushSubscription, savePushSubscription } from '../services/push-subscriptions';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, NOT_LOGGED_IN } from '../write/session';
import { addWrite, type WriteContext, type WriteDeps } from '../write/write-route';

export interface PushRouteDeps extends WriteDeps {
  limits: RateLimits;
  vapid: VapidSource;
  /** Tests only: lets a loopback stand-in for the push service be subscribed. */
  allowPrivateHosts?: boolean;
}

const roles = ['member'] as const;

function sessionOf(ctx: WriteContext) {
  if (!ctx.session) throw new HttpError(401, NOT_LOGGED_IN);
  return ctx.session;
}

export function pushRoutes(deps: PushRouteDeps) {
  const app = apiRouter();
  const tags = ['push'];
  const limits = ({ userId }: { userId: string | undefined }) => [
    { key: `push-user:${userId}`, limit: deps.limits.pushPerAccount },
  ];

  const key = createRoute({
    method: 'get',
    path: '/key',
    summary: 'The public key a browser subscribes with (applicationServerKey)',
    tags,
    middleware: [loadSession(deps.db, deps.now, true, roles)],
    responses: { 200: jsonBody(pushKeySchema, 'The VAPID public key'), ...errorsFor(401, 403, 503) },
  });
  app.openapi(key, async (c) => c.json({ publicKey: (await deps.vapid.keys()).publicKey }, 200));

  addWrite(
    app,
    deps,
    {
      name: 'push.subscribe',
      method: 'put',
      path: '/subscription',
      summary: "Send notices to this device: the browser's PushSubscription, kept until logout",
      tags,
      body: pushSubscriptionSchema,
      response: okSchema,
      status: 200,
      session: 'required',
      roles,
      limits,
    },
    async (data, ctx) => {
      const session = sessionOf(ctx);
      checkPushHost(data.endpoint, deps.allowPrivateHosts ?? false);
      await savePushSubscription(
        ctx.db,
        { userId: session.user.id, sessionToken: session.token },
        data,
        ctx.now,
      );
      deps.logger.info('push.subscribed', { requestId: ctx.requestId, userId: session.user.id });
      return { ok: true as const };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'push.unsubscribe',
      method: 'delete',
      path: '/subscription',
      summary: 'Stop notices to this device (an address that is not yours changes nothing)',
      tags,
      body: removePushSubscriptionSchema,
      response: okSchema,
      status: 200,
      session: 'required',
      roles,
      limits,
    },
    async (data, ctx) => {
      const session = sessionOf(ctx);
      await removePushSubscription(ctx.db, session.user.id, data.endpoint);
      deps.logger.info('push.unsubscribed', { requestId: ctx.requestId, userId: session.user.id });
      return { ok: true as const };
    },
  );

  return app;
}
