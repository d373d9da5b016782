// The address used for per-IP limits. X-Forwarded-For is trivially forged, so it is read only when
// TRUST_PROXY says a proxy we control sits in front (and then its left-most entry is the client).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // app.request() in tests has no socket.
      }
    }
    c.set('clientIp', ip || 'unknown');
    await next();
  });
