// The session lookup answered in Node's request handler when this process's session cache already
// holds the answer (decision 245), as prerendered pages are (decision 160). Every screen of the
// members' area asks "who is logged in?" first; through the app the answer cost a Fetch Request, the
// middleware chain, a router match and a Response for a map lookup. Here it is the same lookup
// (cachedSessionUser: a well-formed token, a live cache, no idle-expiry push due) and the same JSON
// and headers. Anything else (no token, a token the cache does not hold, a cookie to renew, a query
// string, a body, another method) goes on to the app untouched, which answers as it always did.
import type { IncomingMessage, RequestListener } from 'node:http';
import { parse } from 'hono/utils/cookie';
import type { AppDb } from '../db/client';
import { BEARER, TOKEN_COOKIE } from '../middleware/session-cookies';
import { cachedSessionUser } from '../services/sessions';
import { toPublicUser } from '../services/users';
import { writeRaw } from './raw-answer';

/** The auth router's `/getByAuthToken` under `/api/auth` (app.ts); the test checks the app agrees. */
export const SESSION_LOOKUP_PATH = '/api/auth/getByAuthToken';

export interface SessionFastPathOptions {
  db: AppDb;
  now: () => Date;
  /** The security headers every answer carries (securityHeaderValues). */
  securityHeaders: Record<string, string>;
}

/**
 * How many lines of the request carry header `name` (lower case). Node joins repeated Cookie lines
 * with "; " and keeps the first Authorization; the app's Fetch Headers joins both with ", ". A
 * request with a repeated one is left to the app rather than read two ways.
 */
function lines(req: IncomingMessage, name: string): number {
  let count = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) count += 1;
  }
  return count;
}

/** The token as the app's readToken finds it: the cookie first (Hono's own parser), else a bearer. */
function tokenOf(req: IncomingMessage): string | undefined {
  const { cookie, authorization } = req.headers;
  if (cookie) {
    const fromCookie = parse(cookie, TOKEN_COOKIE)[TOKEN_COOKIE];
    if (fromCookie) return lines(req, 'cookie') === 1 ? fromCookie : undefined;
  }
  if (!authorization || lines(req, 'authorization') !== 1) return undefined;
  return BEARER.exec(authorization)?.[1];
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/** The app's listener with the session lookup answered first when memory holds it. */
export function withSessionFastPath(app: RequestListener, options: SessionFastPathOptions): RequestListener {
  return (req, res) => {
    if (req.url !== SESSION_LOOKUP_PATH || req.method !== 'GET' || hasBody(req)) return app(req, res);
    const token = tokenOf(req);
    const user = token ? cachedSessionUser(options.db, token, options.now()) : undefined;
    if (!user) return app(req, res);
    writeRaw(
      res,
      200,
      { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      JSON.stringify(toPublicUser(user)),
      options.securityHeaders,
    );
  };
}
