// POST /api/contact: a message from the contact form. Answers 201 { reference } only; what was
// sent never comes back and is never logged (SECURITY.md "Requests").
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { readJson, requireJson } from '../middleware/json-body';
import { createContactMessage } from '../services/contact';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../services/idempotency';
import type { RateLimits } from '../services/rate-limit';

export interface ContactRouteDeps {
  db: AppDb;
  logger: Logger;
  limits: RateLimits;
  now?: () => Date;
}

export function contactRoutes(deps: ContactRouteDeps) {
  const service = {
    db: deps.db,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    limit: deps.limits.contactPerIp,
  };
  const app = new Hono<AppEnv>();

  app.post('/', requireJson(), async (c) => {
    const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    const body = await readJson(c);
    const result = await createContactMessage(service, body, {
      ip: c.get('clientIp'),
      requestId: c.get('requestId'),
      idempotencyKey,
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, result.status as 201);
  });

  return app;
}
