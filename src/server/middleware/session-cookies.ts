// The auth cookies (docs/decisions/002-session-cookies.md): auth_token is HttpOnly and carries the
// token; auth_hint=1 is readable by scripts so the client knows a session cookie exists.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_IDLE_MS } from '../services/sessions';

export const TOKEN_COOKIE = 'auth_token';
export const HINT_COOKIE = 'auth_hint';

const attributes = (secure: boolean) =>
  ({ path: '/', sameSite: 'Lax', secure, maxAge: SESSION_IDLE_MS / 1000 }) as const;

export function setSessionCookies(c: Context, token: string, secure: boolean): void {
  setCookie(c, TOKEN_COOKIE, token, { ...attributes(secure), httpOnly: true });
  setCookie(c, HINT_COOKIE, '1', attributes(secure));
}

export function clearSessionCookies(c: Context, secure: boolean): void {
  deleteCookie(c, TOKEN_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, HINT_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}

/** An `Authorization` header carrying a bearer token; the token is the first group. */
export const BEARER = /^Bearer\s+(\S+)$/i;

/** The token from the cookie or an `Authorization: Bearer` header; never from the query string. */
export function readToken(c: Context): { token: string; from: 'cookie' | 'bearer' } | undefined {
  const cookie = getCookie(c, TOKEN_COOKIE);
  if (cookie) return { token: cookie, from: 'cookie' };
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  return match?.[1] ? { token: match[1], from: 'bearer' } : undefined;
}
