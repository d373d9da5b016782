// POST /api/quotes: a quote request from the public forms. Answers 201 { reference, line,
// createdAt } only; contact details never leave the server (SECURITY.md "Requests").
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { readJson, requireJson } from '../middleware/json-body';
import { readToken } from '../middleware/session-cookies';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../services/idempotency';
import { createQuote } from '../services/quotes';
import type { RateLimits } from '../services/rate-limit';
import { findSession } from '../services/sessions';

export interface QuoteRouteDeps {
  db: AppDb;
  logger: Logger;
  limits: RateLimits;
  now?: () => Date;
}

/** The member behind the request, if any; a quote never needs one, so no session is no error. */
async function memberId(c: Context<AppEnv>, db: AppDb, now: Date): Promise<string | undefined> {
  const found = readToken(c);
  if (!found) return undefined;
  const session = await findSession(db, found.token, now);
  return session?.user.id;
}

export function quoteRoutes(deps: QuoteRouteDeps) {
  const now = deps.now ?? (() => new Date());
  const service = {
    db: deps.db,
    logger: deps.logger,
    now,
    limit: deps.limits.quotePerIp,
  };
  const app = new Hono<AppEnv>();

  app.post('/', requireJson(), async (c) => {
    const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    const body = await readJson(c);
    const result = await createQuote(service, body, {
      ip: c.get('clientIp'),
      requestId: c.get('requestId'),
      userId: await memberId(c, deps.db, now()),
      idempotencyKey,
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, result.status as 201);
  });

  return app;
}
