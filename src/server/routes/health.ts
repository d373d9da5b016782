// Health for load balancers and uptime checks: 503 while the database does not answer.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { RETRY_AFTER_OUTAGE_SECONDS } from '../middleware/errors';

export function healthRoutes(ping: () => Promise<void>) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    try {
      await ping();
      return c.json({ status: 'ok' });
    } catch {
      c.header('Retry-After', String(RETRY_AFTER_OUTAGE_SECONDS));
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  return app;
}
