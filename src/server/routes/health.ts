// Health for load balancers and uptime checks: 503 while the database does not answer.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { RETRY_AFTER_OUTAGE_SECONDS } from '../middleware/errors';
import { apiRouter } from '../write/api-router';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const content = { 'application/json': { schema: healthSchema } };

export function healthRoutes(ping: () => Promise<void>) {
  const app = apiRouter();
  const route = createRoute({
    method: 'get',
    path: '/',
    summary: 'Whether the server and its database answer',
    tags: ['health'],
    responses: {
      200: { description: 'Up', content },
      503: { description: 'The database does not answer; see Retry-After', content },
    },
  });
  app.openapi(route, async (c) => {
    try {
      await ping();
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      c.header('Retry-After', String(RETRY_AFTER_OUTAGE_SECONDS));
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
  return app;
}
