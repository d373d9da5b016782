// /api/subscriptions: sign up for email updates, confirm by the emailed link, a member's own
// subscription, and unsubscribe by token without logging in. Logic lives in services/subscriptions*.
import { Hono, type Context } from 'hono';
import { emailTokenSchema } from '../../shared/subscription-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { readJson, requireJson } from '../middleware/json-body';
import { readToken } from '../middleware/session-cookies';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../services/idempotency';
import type { RateLimits } from '../services/rate-limit';
import { findSession, type SessionUser } from '../services/sessions';
import { confirm, getMine, subscribe, updateMine } from '../services/subscriptions';
import { parse } from '../services/subscriptions-store';
import { unsubscribeByToken } from '../services/subscriptions-unsubscribe';

export interface SubscriptionRouteDeps {
  db: AppDb;
  logger: Logger;
  limits: RateLimits;
  email: EmailSettings;
  now?: () => Date;
}

export function subscriptionRoutes(deps: SubscriptionRouteDeps) {
  const now = deps.now ?? (() => new Date());
  const service = {
    db: deps.db,
    logger: deps.logger,
    now,
    limit: deps.limits.subscribePerIp,
    email: deps.email,
  };
  const app = new Hono<AppEnv>();
  // The link key is read (or made) on the database's own connection: done before any handler opens
  // a transaction, because PGlite has one connection and a read waiting behind it would never run.
  app.use(async (_c, next) => {
    await deps.email.keys.secret();
    await next();
  });

  /** The member behind the request, if any; signing up needs none. */
  const member = async (c: Context<AppEnv>): Promise<SessionUser | undefined> => {
    const found = readToken(c);
    return found ? (await findSession(deps.db, found.token, now()))?.user : undefined;
  };
  const requireMember = async (c: Context<AppEnv>): Promise<SessionUser> => {
    const user = await member(c);
    if (!user) throw new HttpError(401, 'You are not logged in.');
    return user;
  };

  app.post('/', requireJson(), async (c) => {
    const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    const body = await readJson(c);
    const result = await subscribe(service, body, {
      ip: c.get('clientIp'),
      requestId: c.get('requestId'),
      idempotencyKey,
      user: await member(c),
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, result.status as 200 | 202);
  });

  app.post('/confirm', requireJson(), async (c) =>
    c.json(await confirm(service, await readJson(c), c.get('requestId'))),
  );

  app.get('/me', async (c) => c.json({ subscription: await getMine(deps.db, await requireMember(c)) }));

  app.put('/me', requireJson(), async (c) => {
    const user = await requireMember(c);
    return c.json({ subscription: await updateMine(service, user, await readJson(c), c.get('requestId')) });
  });

  app.post('/unsubscribe', requireJson(), async (c) => {
    const { token } = parse(emailTokenSchema, await readJson(c));
    return c.json(await unsubscribeByToken(service, token, c.get('requestId')));
  });

  return app;
}
