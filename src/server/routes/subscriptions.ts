// /api/subscriptions (OpenAPI at /api/openapi.json): sign up for email updates, confirm by the
// emailed link, a member's own subscription, and unsubscribe by token without logging in. Writes
// go through addWrite (honeypot, limits, Idempotency-Key); logic lives in services/subscriptions*.
import {
  emailTokenSchema,
  mySubscriptionResponseSchema,
  resendAnswerSchema,
  resendConfirmationSchema,
  subscribeSchema,
  subscriptionAnswerSchema,
  unsubscribeAnswerSchema,
  updateSubscriptionSchema,
} from '../../shared/subscription-schemas';
import type { EmailSettings } from '../email/outbox';
import type { RateLimits } from '../services/rate-limit';
import { confirm, getMine, resend, subscribe, updateMine } from '../services/subscriptions';
import { unsubscribeByToken } from '../services/subscriptions-unsubscribe';
import { apiRouter } from '../write/api-router';
import { addRead } from '../write/read-route';
import { loadSession, sessionUser } from '../write/session';
import { addWrite, withStatus, type WriteDeps } from '../write/write-route';

export interface SubscriptionRouteDeps extends WriteDeps {
  limits: RateLimits;
  email: EmailSettings;
}

export function subscriptionRoutes(deps: SubscriptionRouteDeps) {
  const app = apiRouter();
  const tags = ['subscriptions'];
  const service = (ctx: { db: WriteDeps['db'] }) => ({ ...deps, db: ctx.db });
  // The link key is read (or made) on the database's own connection: done before any handler opens
  // a transaction, because PGlite has one connection and a read waiting behind it would never run.
  app.use(async (_c, next) => {
    await deps.email.keys.secret();
    await next();
  });

  addWrite(
    app,
    deps,
    {
      name: 'subscription',
      path: '/',
      summary: 'Sign up for email updates (202: a link was emailed; 200: a member, confirmed at once)',
      tags,
      body: subscribeSchema,
      response: subscriptionAnswerSchema,
      status: 202,
      alsoStatus: 200,
      honeypot: true,
      session: 'optional',
      idempotency: 'subscriptions.create',
      limits: ({ ip }) => [{ key: `subscribe-ip:${ip}`, limit: deps.limits.subscribePerIp }],
    },
    async (data, ctx) => {
      const user = ctx.session?.user;
      const result = await subscribe(service(ctx), data, { requestId: ctx.requestId, user });
      return withStatus(result.status, result.body);
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'subscription.confirm',
      path: '/confirm',
      summary: 'Confirm a sign-up with the token from the emailed link',
      tags,
      body: emailTokenSchema,
      response: subscriptionAnswerSchema,
      status: 200,
    },
    (data, ctx) => confirm(service(ctx), data.token, ctx.requestId),
  );

  // Offered where a confirmation link failed: limited like sign-ups, and per address by the store.
  addWrite(
    app,
    deps,
    {
      name: 'subscription.resend',
      path: '/resend',
      summary: 'Send a new confirmation link to an address that waits for one (202 either way)',
      tags,
      body: resendConfirmationSchema,
      response: resendAnswerSchema,
      status: 202,
      honeypot: true,
      limits: ({ ip }) => [{ key: `subscribe-ip:${ip}`, limit: deps.limits.subscribePerIp }],
    },
    async (data, ctx) => {
      await resend(service(ctx), data.email, ctx.requestId);
      return { ok: true as const };
    },
  );

  addRead(
    app,
    {
      path: '/me',
      summary: "The member's own subscription, or null",
      tags,
      middleware: [loadSession(deps.db, deps.now, true)],
      response: mySubscriptionResponseSchema,
      description: 'The subscription',
      errors: [401, 503],
    },
    async (_query, c) => ({ subscription: await getMine(deps.db, sessionUser(c)) }),
  );

  addWrite(
    app,
    deps,
    {
      name: 'subscription.update',
      method: 'put',
      path: '/me',
      summary: 'Change topics or frequency, stop the emails or start them again',
      tags,
      body: updateSubscriptionSchema,
      response: mySubscriptionResponseSchema,
      status: 200,
      session: 'required',
      errors: [404],
    },
    async (data, ctx) => ({
      subscription: await updateMine(service(ctx), sessionUser(ctx.c), data, ctx.requestId),
    }),
  );

  addWrite(
    app,
    deps,
    {
      name: 'subscription.unsubscribe',
      path: '/unsubscribe',
      summary: 'Unsubscribe with the token from an email, without logging in',
      tags,
      body: emailTokenSchema,
      response: unsubscribeAnswerSchema,
      status: 200,
    },
    (data, ctx) => unsubscribeByToken(service(ctx), data.token, ctx.requestId),
  );

  return app;
}
