// Every response carries X-Request-Id, and every error body repeats it, so a person reporting a
// problem can quote one id that also appears in the logs. Ids are always ours, never the client's.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export const requestId = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  });
