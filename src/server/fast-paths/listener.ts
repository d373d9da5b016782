// The server's Node listener: the app's, with the fast paths in front (README.md in this folder).
// index.ts and the switch's own test build it here, so FAST_PATHS=off is one branch, not two.
import type { RequestListener } from 'node:http';
import type { AppDb } from '../db/client';
import type { Env } from '../env';
import { originRewrite } from '../services/site-origin';
import { withPageFastPath } from './page';
import { withSessionFastPath } from './session';

export interface FastPathDeps {
  db: AppDb;
  env: Pick<
    Env,
    'FAST_PATHS' | 'SESSION_CACHE' | 'STATIC_DIR' | 'SITE_URL' | 'ANALYTICS_SCRIPT_URL' | 'ANALYTICS_SITE_ID'
  >;
  /** The security headers every answer carries (securityHeaderValues). */
  securityHeaders: Record<string, string>;
  now?: () => Date;
}

/** `app` itself when FAST_PATHS=off; else the session lookup first, then prerendered pages. */
export function withFastPaths(
  app: RequestListener,
  { db, env, securityHeaders, now }: FastPathDeps,
): RequestListener {
  if (env.FAST_PATHS === 'off') return app;
  const pages = withPageFastPath(app, {
    staticDir: env.STATIC_DIR,
    analytics: { scriptUrl: env.ANALYTICS_SCRIPT_URL, siteId: env.ANALYTICS_SITE_ID },
    securityHeaders,
    origin: originRewrite(env.STATIC_DIR, env.SITE_URL),
  });
  // Without the cache the session path could only ever hand the request on.
  if (env.SESSION_CACHE === 'off') return pages;
  return withSessionFastPath(pages, { db, now: now ?? (() => new Date()), securityHeaders });
}
