// Checks every /api query string before any route reads it, as body-guard.ts checks bodies: a NUL
// (PostgreSQL refuses it: a 500 if it reached a query), a text-direction control, or a reserved
// name (__proto__, constructor, prototype) anywhere in it is a 400 naming the parameter, whatever
// the route and whoever calls (decision 158).
import { createMiddleware } from 'hono/factory';
import type { FieldErrors } from '../../shared/field-errors';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { badText, RESERVED_KEYS } from '../write/body-guard';

const fieldError = (field: string, message: string): FieldErrors => {
  const fields: FieldErrors = {};
  // defineProperty: an assignment to "__proto__" would set the prototype, not a field.
  Object.defineProperty(fields, field, { value: message, enumerable: true });
  return fields;
};

/** Throws HttpError 400 for the first parameter whose name or value is not accepted. */
export function guardQuery(search: string): void {
  // The standard decoder: every %XX that means a character becomes it (broken ones become U+FFFD).
  for (const [name, value] of new URLSearchParams(search)) {
    if (RESERVED_KEYS.has(name)) {
      throw new HttpError(
        400,
        `The query string uses the reserved name "${name}". Parameter names __proto__, constructor and prototype are not accepted.`,
        fieldError(name, 'This parameter name is reserved and not accepted.'),
      );
    }
    const nameProblem = badText(name);
    if (nameProblem) throw new HttpError(400, `A query parameter name contains ${nameProblem[0]}`);
    const problem = badText(value);
    if (problem) {
      throw new HttpError(
        400,
        `The query parameter "${name}" contains ${problem[0]}`,
        fieldError(name, problem[1]),
      );
    }
  }
}

export const queryGuard = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const at = c.req.url.indexOf('?');
    if (at >= 0) guardQuery(c.req.url.slice(at + 1).split('#')[0] ?? '');
    await next();
  });
