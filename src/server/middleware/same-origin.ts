// CSRF defence for state-changing methods: the browser-set Origin must be ours, or, when a browser
// sends no Origin, Sec-Fetch-Site must say same-origin or none. Neither header: refused too
// (docs/decisions/004-request-guards.md).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOrigin = (siteUrl: string) => {
  const siteOrigin = new URL(siteUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ownOrigin = new URL(c.req.url).origin;
    const allowed = origin
      ? origin === siteOrigin || origin === ownOrigin
      : fetchSite === 'same-origin' || fetchSite === 'none';
    if (!allowed) throw new HttpError(403, 'This request must come from the site itself.');
    return next();
  });
};
