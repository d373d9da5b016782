// Checks every /api query string before any route reads it, as body-guard.ts checks bodies: a NUL
// (PostgreSQL refuses it: a 500 if it reached a query), a text-direction control, or a reserved
// name (__proto__, constructor, prototype) anywhere in it is a 400 naming the parameter, whatever
// the route and whoever calls (decision 158).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { guardEntry } from '../write/body-guard';

/** Throws HttpError 400 for the first parameter whose name or value is not accepted. */
export function guardQuery(search: string): void {
  // The standard decoder: every %XX that means a character becomes it (broken ones become U+FFFD).
  for (const [name, value] of new URLSearchParams(search)) guardEntry('parameter', name, name, value);
}

export const queryGuard = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const at = c.req.url.indexOf('?');
    if (at >= 0) guardQuery(c.req.url.slice(at + 1).split('#')[0] ?? '');
    await next();
  });
